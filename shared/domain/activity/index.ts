export * from './model'
export * from './diff'
