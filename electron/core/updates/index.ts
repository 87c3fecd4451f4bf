export * from './update-policy'
export * from './update-service'
export { updateHandlers } from './handlers'
