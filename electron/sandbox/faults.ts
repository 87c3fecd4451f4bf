// Fault injection for tests and training: a rule matches requests by method and by path prefix (relative to
// /dxsca-web, compared after percent-decoding, so "/accounts/default:1001" also catches
// "/accounts/default%3A1001/…") and fires `times` times.
// 'malformed-records': the request runs and its answer is sent, but every third record of the list (from the
// second on) carries a value of the wrong type — the partly broken list a faulty server sends. With `account`,
// only that account's records are counted and broken, and their `account` stays readable (another field breaks),
// so a read over several accounts has one account's records partly broken.
export const FAULT_KINDS = [
  'delay',
  'status-500',
  'status-429',
  'malformed-json',
  'malformed-records',
  'reset',
  'expire-session',
] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

export interface FaultSpec {
  method?: string
  /** Prefix of the path under /dxsca-web, e.g. "/accounts/default:1001/orders". */
  path: string
  fault: FaultKind
  /** For 'delay': how long to hold the request before handling it normally. */
  delayMs?: number
  /** For 'status-429': the Retry-After value. */
  retryAfterSeconds?: number
  /** How many matching requests it affects (default 1). */
  times?: number
  /** For 'malformed-records': only this account's records (every third of them, from the second on). */
  account?: string
  /**
   * For the faults that replace the response ('status-500', 'status-429', 'malformed-json', 'reset'): run the
   * request first (a PUT is applied) and only then fail the response, to provoke "unknown outcome, it was
   * applied". Default false: the request is not executed.
   */
  applyBeforeFault?: boolean
}

export interface Fault extends Required<Pick<FaultSpec, 'path' | 'fault' | 'times'>> {
  id: string
  method?: string
  delayMs: number
  retryAfterSeconds: number
  applyBeforeFault: boolean
  remaining: number
  account?: string
}

export function decodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
    .join('/')
}

export class FaultInjector {
  private readonly faults: Fault[] = []
  private nextId = 1

  add(spec: FaultSpec): Fault {
    const times = spec.times ?? 1
    const fault: Fault = {
      id: `f${this.nextId++}`,
      path: decodePath(spec.path),
      fault: spec.fault,
      times,
      remaining: times,
      delayMs: spec.delayMs ?? 1000,
      retryAfterSeconds: spec.retryAfterSeconds ?? 1,
      applyBeforeFault: spec.applyBeforeFault ?? false,
    }
    if (spec.method !== undefined) fault.method = spec.method.toUpperCase()
    if (spec.account !== undefined) fault.account = spec.account
    this.faults.push(fault)
    return fault
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }))
  }

  remove(id: string): boolean {
    const index = this.faults.findIndex((f) => f.id === id)
    if (index < 0) return false
    this.faults.splice(index, 1)
    return true
  }

  clear(): void {
    this.faults.length = 0
  }

  /** The first matching rule, consumed once; `path` is relative to /dxsca-web and not yet decoded. */
  take(method: string, path: string): Fault | undefined {
    if (this.faults.length === 0) return undefined
    const decoded = decodePath(path)
    const index = this.faults.findIndex(
      (f) => (f.method === undefined || f.method === method.toUpperCase()) && decoded.startsWith(f.path),
    )
    const fault = this.faults[index]
    if (!fault) return undefined
    fault.remaining -= 1
    if (fault.remaining <= 0) this.faults.splice(index, 1)
    return { ...fault }
  }
}
