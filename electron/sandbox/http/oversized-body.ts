// A body over the limit is answered 413 only once the client has finished sending it (up to a bound), then the
// connection closes. Answering at once and closing while the upload still runs makes the kernel reset the
// connection over the unread bytes, and a client that writes its whole body before reading (most do) never
// sees the 413: it reports a broken connection instead.
import type { IncomingMessage } from 'node:http'

/** How much of an oversized body is read and thrown away before answering; past it the answer goes out anyway. */
export const DISCARD_BOUND_BYTES = 16 * 1024 * 1024

/** Resolves once the request's body has ended, or `bound` more bytes were read and dropped, or it failed. */
export function discardBody(raw: IncomingMessage, bound = DISCARD_BOUND_BYTES): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve()
  return new Promise((resolve) => {
    let dropped = 0
    const finish = () => {
      raw.off('data', onData)
      raw.off('end', finish)
      raw.off('error', finish)
      raw.off('close', finish)
      resolve()
    }
    const onData = (chunk: Buffer) => {
      dropped += chunk.byteLength
      if (dropped > bound) finish()
    }
    raw.on('data', onData)
    raw.once('end', finish)
    raw.once('error', finish)
    raw.once('close', finish)
    raw.resume()
  })
}
