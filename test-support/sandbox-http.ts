// The sandbox's own integration tests: a test sandbox on a fixed clock, and a tiny fetch-based client. They go
// over HTTP on purpose (not inject, not a mocked fetch): encoding, headers and framing are part of what is tested.
import { ManualClock } from '../electron/sandbox/clock'
import type { Sandbox, SandboxOptions } from '../electron/sandbox'
import { startTestSandbox, type TestSandbox } from './sandbox'

/** A fixed, mid-week instant, so `period` filters and seeded times are the same on every run. */
export const TEST_NOW = Date.parse('2026-03-18T15:42:10.123Z')

export interface ClockedSandbox extends TestSandbox {
  clock: ManualClock
}

/** A test sandbox on a manual clock at TEST_NOW, enforcing trading hours as the real server does. */
export async function startSandbox(options: SandboxOptions = {}): Promise<ClockedSandbox> {
  const clock = options.clock instanceof ManualClock ? options.clock : new ManualClock(TEST_NOW)
  const sandbox = await startTestSandbox({ tradingHours: true, ...options, clock })
  return Object.assign(sandbox, { clock })
}

export interface Res<T = unknown> {
  status: number
  headers: Headers
  body: T
  text: string
}

export interface RequestOptions {
  body?: unknown
  /** Sent as-is (no JSON encoding), e.g. a form body. */
  rawBody?: string
  headers?: Record<string, string>
}

export type Json = Record<string, unknown>

export class TestClient {
  constructor(
    readonly baseUrl: string,
    readonly authorization?: string,
  ) {}

  async request<T = Json>(method: string, path: string, options: RequestOptions = {}): Promise<Res<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
    if (this.authorization !== undefined) headers.authorization = this.authorization
    let body: string | undefined
    if (options.rawBody !== undefined) body = options.rawBody
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      headers['content-type'] ??= 'application/json'
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body })
    const text = await response.text()
    let parsed: unknown = undefined
    if (text !== '') {
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = undefined
      }
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text }
  }

  get<T = Json>(path: string, headers: Record<string, string> = {}): Promise<Res<T>> {
    return this.request<T>('GET', path, { headers })
  }

  post<T = Json>(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Res<T>> {
    return this.request<T>('POST', path, { body, headers })
  }

  put<T = Json>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Res<T>> {
    return this.request<T>('PUT', path, { body, headers })
  }
}

export const USERS = ['trader', 'trader2', 'support', 'noapi'] as const
export type DemoUser = (typeof USERS)[number]

export async function login(sandbox: Sandbox, username: DemoUser | string, password = 'demo'): Promise<TestClient> {
  const anonymous = new TestClient(sandbox.baseUrl)
  const res = await anonymous.post<{ sessionToken: string }>('/login', { username, domain: 'default', password })
  if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${res.text}`)
  return new TestClient(sandbox.baseUrl, `DXAPI ${res.body.sessionToken}`)
}

export function basic(username: string, password = 'demo'): string {
  return `Basic ${Buffer.from(`${username}@default:${password}`).toString('base64')}`
}

/** The control API over HTTP (the same operations as `sandbox.control`). */
export function controls(sandbox: Sandbox): TestClient {
  return new TestClient(`${sandbox.origin}/sandbox`)
}

export const enc = encodeURIComponent

/** The error body every refusal must carry. */
export function expectError(res: Res, status: number, errorCode: string | undefined, describes?: string | RegExp) {
  const body = res.body as { errorCode?: string; description?: unknown }
  const problems: string[] = []
  if (res.status !== status) problems.push(`status ${res.status} ≠ ${status}`)
  if (body?.errorCode !== errorCode) problems.push(`errorCode ${String(body?.errorCode)} ≠ ${String(errorCode)}`)
  if (typeof body?.description !== 'string' || body.description === '') problems.push('no description')
  else if (typeof describes === 'string' && !body.description.includes(describes)) {
    problems.push(`description "${body.description}" does not mention "${describes}"`)
  } else if (describes instanceof RegExp && !describes.test(body.description)) {
    problems.push(`description "${body.description}" does not match ${String(describes)}`)
  }
  if (problems.length > 0) throw new Error(`${problems.join('; ')} — body: ${res.text}`)
}
