export * from './margin'
export * from './exposure'
export * from './market-status'
export * from './from-metrics'
