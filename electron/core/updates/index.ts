export * from './update-policy'
export * from './update-center'
export { updateHandlers } from './handlers'
