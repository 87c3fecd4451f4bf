// A data read of an endpoint some servers lack: a 404 is "nothing there" (the views word it as no rate, no
// figures, an unchecked price grid), any other failure is an error like every other read's.
import type { Clock } from '@shared/domain/clock'
import type { CallOptions } from './client'
import { DxApiError, httpError } from './errors'
import type { DxSession } from './session'

/** The answer's text, or undefined when the server has no such endpoint; `fetchedAt` is when it arrived. */
export async function readOptional(
  session: DxSession,
  clock: Clock,
  request: { path: string; label: string },
  call: CallOptions,
): Promise<{ text: string | undefined; status: number; fetchedAt: number }> {
  const res = await session.send({
    method: 'GET',
    path: request.path,
    category: 'data',
    retry: true,
    write: false,
    label: request.label,
    ...(call.signal ? { signal: call.signal } : {}),
    ...(call.onRetry ? { onRetry: call.onRetry } : {}),
  })
  const fetchedAt = clock.now()
  if (res.status === 404) return { text: undefined, status: res.status, fetchedAt }
  if (res.status !== 200) throw new DxApiError(httpError(res.status, res.text, res.headers, { now: fetchedAt }))
  return { text: res.text, status: res.status, fetchedAt }
}
