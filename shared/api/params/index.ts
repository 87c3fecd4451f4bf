// Every endpoint's query parameters, for importers that need them all (the endpoint catalogue, the sandbox, the
// API client). A screen imports its own endpoint's module instead (./positions, ./history, …): each module builds
// its schemas at import, and the first screen should build only its own (docs/performance.md, "Start-up: parameter schemas per endpoint").
export {
  paramSpecsOf,
  type AnyParamSpec,
  type ParamKind,
  type ParamRole,
  type ParamSpec,
  type ParamsSchema,
} from './spec'
export * from './query'
export * from './instruments'
export * from './events'
export * from './portfolio'
export * from './positions'
export * from './open-orders'
export * from './history'
export * from './metrics'
export * from './transfers'
export * from './users'
export * from './cancel-group'
