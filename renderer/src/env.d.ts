/// <reference types="vite/client" />
import type { DxApi } from '@shared/ipc/api-types'

declare global {
  interface Window {
    /** The whole renderer→main surface, installed by the preload (or the Playwright harness). */
    readonly api: DxApi
  }
}
