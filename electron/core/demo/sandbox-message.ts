// The first message the forked sandbox posts to main. It comes from another process, so it is parsed like
// any input: only `{ type: 'ready', url }` with a plain-http loopback URL is believed, because main is about
// to send the Demo password there.
import { z } from 'zod'
import { parseUrl } from '../security/app-url'

const ReadySchema = z.object({ type: z.literal('ready'), url: z.string().max(256) }).strict()
const ErrorSchema = z.object({ type: z.literal('error'), message: z.string().max(2000) }).strict()

export type SandboxMessage =
  { type: 'ready'; baseUrl: string } | { type: 'error'; message: string } | { type: 'invalid' }

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost'])

export function parseSandboxMessage(message: unknown): SandboxMessage {
  const error = ErrorSchema.safeParse(message)
  if (error.success) return { type: 'error', message: error.data.message }
  const ready = ReadySchema.safeParse(message)
  if (!ready.success) return { type: 'invalid' }
  const url = parseUrl(ready.data.url)
  if (!url || url.protocol !== 'http:' || !LOOPBACK.has(url.hostname) || url.username || url.password) {
    return { type: 'invalid' }
  }
  if (!url.pathname.endsWith('/dxsca-web') || url.search || url.hash) return { type: 'invalid' }
  return { type: 'ready', baseUrl: url.href.replace(/\/$/, '') }
}
