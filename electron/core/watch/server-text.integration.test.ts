// Free server text (an event's reason, a transfer's comment, a symbol) is cleaned and capped where activity is
// built: one long or hostile string never drops its batch, never breaks activity.list, and reaches an OS
// notification only as bounded plain text.
import { afterEach, describe, expect, it } from 'vitest'
import type { ActivityEvent } from '@shared/domain/activity'
import type { FetchInit, FetchLike } from '../api-client/transport'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'
import { activityText } from '@shared/text/activity-text'
import { notificationsFor, type OsNotification } from './notifier'

const A = 'default:1001'
const MARKER = 'LONG-REASON-MARKER'
// What a server may send: 1,100 characters with a line break and a bidi override in them.
const LONG_REASON = `${'Margin level below call threshold '.repeat(32)}\n\u202e${'y'.repeat(12)}`

/** The sandbox over real HTTP, with the marker in its answers replaced by the long reason. */
const lengthening: FetchLike = async (url: string, init: FetchInit) => {
  const res = await fetch(url, init)
  const text = (await res.text()).replaceAll(MARKER, JSON.stringify(LONG_REASON).slice(1, -1))
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  return new Response(text, { status: res.status, headers })
}

let h: ServicesHarness | null = null
afterEach(async () => {
  await h?.close()
  h = null
})

describe('server text in activity and notifications', () => {
  it('a margin call with a 1,100-character reason and a liquidation in one check both reach the window', async () => {
    const notes: OsNotification[] = []
    const added: ActivityEvent[] = []
    h = await createServicesHarness({
      dxClient: { fetch: lengthening },
      services: { notifications: { supported: () => true, show: (n) => void notes.push(n) } },
    })
    h.services.on('activity.added', (e) => added.push(...e.events))
    await h.value('session.connect', { profileId: 'demo-trader' })
    await h.value('watch.set', { accounts: [A], visibility: 'foreground' })
    await h.services.watch.idle()
    h.sandbox().control.accountEvent(A, { eventType: 'MARGIN_CALL', reason: MARKER })
    h.sandbox().control.accountEvent(A, { eventType: 'LIQUIDATION', reason: 'Stop-out' })
    h.services.watch.refresh([A])
    await h.services.watch.idle()

    expect(added.map((e) => e.kind).sort()).toEqual(['liquidation', 'margin-call'])
    const call = added.find((e) => e.kind === 'margin-call')
    const line = call && activityText(call).detail
    expect(line?.length).toBeLessThanOrEqual(1024)
    expect(line).not.toMatch(/[\n\u202e]/)
    expect(await h.call('activity.list', {})).toMatchObject({ ok: true })
    expect(notes).toHaveLength(2)
    for (const note of notes) expect(note.body.length).toBeLessThanOrEqual(300)
  })
})

describe('OS notification text', () => {
  const event = (instrument: string): ActivityEvent => ({
    id: 'x',
    account: A,
    kind: 'position-opened',
    at: 0,
    words: { code: 'position-opened', symbol: instrument, side: 'BUY', quantity: '1000', price: '1.08' },
    target: { view: 'history', account: A, rowKey: '1' },
  })

  it('escapes markup on Linux and strips control and bidi characters everywhere', () => {
    const hostile = '<a href="https://evil.example">x</a>\u202e\u0007'
    const [linux] = notificationsFor([event(hostile)], {
      kinds: ['position-opened'],
      hideAmounts: false,
      platform: 'linux',
    })
    expect(linux?.body).toContain('&lt;a href="https://evil.example"&gt;x&lt;/a&gt;')
    expect(linux?.body).not.toMatch(/[<>\u202e]/)
    expect(linux?.body).not.toContain('\u0007')
    expect(linux?.title).not.toContain('<')
    const [mac] = notificationsFor([event(hostile)], {
      kinds: ['position-opened'],
      hideAmounts: false,
      platform: 'darwin',
    })
    expect(mac?.body).toContain('<a href')
    expect(mac?.body).not.toMatch(/\u202e/)
    expect(mac?.body).not.toContain('\u0007')
  })
})
