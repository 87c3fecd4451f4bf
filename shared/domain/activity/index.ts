export * from './model'
export * from './words'
export * from './diff'
export * from './gap'
