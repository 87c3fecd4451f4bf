// The main process's DX API client. The IPC router calls these functions; every failure arrives as a
// DxApiError whose `appError` is what crosses IPC.
export {
  createDxClient,
  type CallOptions,
  type CancelOptions,
  type DxClientOptions,
  type ModifyOptions,
  type ModifyResult,
  type WatchProbe,
} from './client'
export type { AccountListId, AccountParams, ParamsInput, ReadData, ReadResult } from './endpoints'
export { DxApiError, toAppError } from './errors'
export { DEFAULT_RETRY, type RetryPolicy } from './retry'
export type { DxAuth } from './session'
export { DEFAULT_THROTTLE, type BucketConfig, type ThrottleCategory, type ThrottleConfig } from './throttle'
export { DEFAULT_TIMEOUT_MS, type DxLogger } from './transport'
export type { DxClientPort as DxClient } from './port'
export { createClientWorkerHost, type ClientWorkerHost, type ClientWorkerSpawner } from './worker/host'
