// In-process entry: tests, the app's main process (in development) and benchmarks start the sandbox here.
import type { FastifyInstance } from 'fastify'
import { type Clock, systemClock } from './clock'
import { SandboxControl } from './control'
import type { RateLimits } from './rate-limit'
import { DEFAULT_RUNTIME_OPTIONS, type RuntimeOptions, SandboxRuntime } from './runtime'
import { DEFAULT_MARKET, type MarketOptions, startMarket } from './market'
import { installRequestGuard } from './http/request-guard'
import { DEFAULT_PUSH_OPTIONS, type PushOptions } from './push/options'
import { buildSandboxApp } from './server'
import { API_PREFIX } from '@shared/api'

export interface SandboxOptions {
  seed?: number
  clock?: Clock
  maxLimit?: number
  historyCap?: number
  host?: string
  /** 0 (default) = any free port. */
  port?: number
  largeAccountOrders?: number
  /** The Demo's support user delegated to this many more client accounts (`default:5001`…). */
  supportClients?: number
  rateLimit?: boolean | RateLimits
  sessionTimeoutMs?: number
  controls?: boolean
  bodyLimit?: number
  /** Enforce instruments' trading sessions (default true; `--trading-hours off`). */
  tradingHours?: boolean
  /** Compress answers for clients that ask (default true; `--compression off`). */
  compression?: boolean
  /** Moving prices and fills over time (`--market on`); off by default. */
  market?: boolean | Partial<MarketOptions>
  /** The Push API (default on); `false` = a server without push; an object tunes it. */
  push?: boolean | Partial<PushOptions>
}

export interface Sandbox {
  /** `http://host:port` */
  origin: string
  /** `http://host:port/dxsca-web`: the base URL a DX client is given. */
  baseUrl: string
  control: SandboxControl
  clock: Clock
  app: FastifyInstance
  close(): Promise<void>
}

export function resolveRuntimeOptions(options: SandboxOptions): RuntimeOptions {
  const resolved: RuntimeOptions = { ...DEFAULT_RUNTIME_OPTIONS }
  if (options.seed !== undefined) resolved.seed = options.seed
  if (options.maxLimit !== undefined) resolved.maxLimit = options.maxLimit
  if (options.historyCap !== undefined) resolved.historyCap = options.historyCap
  if (options.largeAccountOrders !== undefined) resolved.largeAccountOrders = options.largeAccountOrders
  if (options.supportClients !== undefined) resolved.supportClients = options.supportClients
  if (options.rateLimit !== undefined) resolved.rateLimit = options.rateLimit
  if (options.sessionTimeoutMs !== undefined) resolved.sessionTimeoutMs = options.sessionTimeoutMs
  if (options.controls !== undefined) resolved.controls = options.controls
  if (options.bodyLimit !== undefined) resolved.bodyLimit = options.bodyLimit
  if (options.tradingHours !== undefined) resolved.tradingHours = options.tradingHours
  if (options.compression !== undefined) resolved.compression = options.compression
  if (options.push !== undefined) {
    resolved.push =
      typeof options.push === 'boolean'
        ? { ...DEFAULT_PUSH_OPTIONS, enabled: options.push }
        : { ...DEFAULT_PUSH_OPTIONS, ...options.push }
  }
  return resolved
}

/** Builds the fastify app without listening (for `app.inject()`), plus the runtime and control behind it. */
export function buildSandbox(options: SandboxOptions = {}) {
  const clock = options.clock ?? systemClock
  const runtime = new SandboxRuntime(clock, resolveRuntimeOptions(options))
  const app = buildSandboxApp(runtime)
  return { app, runtime, control: new SandboxControl(runtime), clock }
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const { app, control, clock, runtime } = buildSandbox(options)
  const guard = installRequestGuard(app)
  const host = options.host ?? '127.0.0.1'
  await app.listen({ host, port: options.port ?? 0 })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0)
  const hostAndPort = `${host.includes(':') ? `[${host}]` : host}:${port}`
  guard.listening(hostAndPort)
  runtime.push?.listening(hostAndPort)
  const origin = `http://${hostAndPort}`
  const stopMarket = options.market
    ? startMarket(runtime, { ...DEFAULT_MARKET, ...(options.market === true ? {} : options.market) })
    : () => undefined
  return {
    origin,
    baseUrl: `${origin}${API_PREFIX}`,
    control,
    clock,
    app,
    close: async () => {
      stopMarket()
      await app.close()
    },
  }
}
