export * from './model'
export * from './diff'
export * from './gap'
