// What main sends the window, checked against the contract: pushed figures (already parsed by the contract's record
// schema in the client worker) and activity entries (checked as the watch accepts them) go out as they are, without
// main copying every record again; an event outside the contract is still not sent. Figures and activity from the
// real Demo sandbox over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountMetrics } from '@shared/api/records'
import type { ActivityEvent } from '@shared/domain/activity'
import type { EventPayload } from '@shared/ipc/contract'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'

let h: ServicesHarness
let figures: AccountMetrics

beforeAll(async () => {
  h = await createServicesHarness()
  await h.value('session.connect', { profileId: 'demo-trader' })
  const read = await h.value<{ data: AccountMetrics[] }>('metrics.list', {
    accounts: ['default:1001'],
    params: { 'include-positions': true },
  })
  figures = read.data[0] as AccountMetrics
}, 60_000)
afterAll(async () => h?.close())

function sent(payload: unknown): EventPayload<'metrics.changed'>[] {
  const got: EventPayload<'metrics.changed'>[] = []
  const off = h.services.on('metrics.changed', (e) => got.push(e))
  h.services.emit('metrics.changed', payload as EventPayload<'metrics.changed'>)
  off()
  return got
}

function told(payload: unknown): EventPayload<'activity.added'>[] {
  const got: EventPayload<'activity.added'>[] = []
  const off = h.services.on('activity.added', (e) => got.push(e))
  h.services.emit('activity.added', payload as EventPayload<'activity.added'>)
  off()
  return got
}

describe('pushed figures main sends the window', () => {
  it('go out as the worker parsed them: every account and position, the same records', () => {
    expect(figures.positions?.length).toBeGreaterThan(0)
    const many = Array.from({ length: 1000 }, (_, i) => ({ ...figures, account: `default:${1001 + i}` }))
    const [event] = sent({ metrics: many, at: 1 })
    expect(event?.metrics).toHaveLength(1000)
    expect(event?.metrics[0]).toBe(many[0])
    expect(event?.metrics[999]?.positions).toEqual(figures.positions)
  })

  it('an event outside the contract is not sent: too many accounts, no time, a record without its account', () => {
    const many = Array.from({ length: 1001 }, () => figures)
    expect(sent({ metrics: many, at: 1 })).toEqual([])
    expect(sent({ metrics: [figures] })).toEqual([])
    expect(sent({ metrics: [{ equity: '1' }], at: 1 })).toEqual([])
  })
})

describe('activity main tells the window', { timeout: 60_000 }, () => {
  it('goes out as the watch accepted it, every entry the same, with the unread count', async () => {
    const added: ActivityEvent[] = []
    const off = h.services.on('activity.added', (e) => added.push(...e.events))
    await h.value('watch.set', { accounts: ['default:1001'], visibility: 'foreground' })
    // After the watch's first look: a change from there on is told.
    await expect
      .poll(() => h.services.watch.status().accounts.find((a) => a.state === 'watching')?.version, { timeout: 20_000 })
      .toBeDefined()
    const before = added.length
    const version = h.sandbox().control.touch('default:1001').accountVersion
    await h.value('watch.refresh', { accounts: ['default:1001'] })
    await expect.poll(() => added.length, { timeout: 20_000 }).toBeGreaterThan(before)
    off()
    const entry = added.at(-1) as ActivityEvent
    expect(entry).toMatchObject({ account: 'default:1001', kind: 'transfer' })
    expect(version).toBeGreaterThan(0)
    const [event] = told({ events: [entry], unread: 3 })
    expect(event?.events[0]).toBe(entry)
    expect(event?.unread).toBe(3)
  })

  it('an event outside the contract is not sent: no unread count, an entry without its id', () => {
    expect(told({ events: [] })).toEqual([])
    expect(told({ events: [{ account: 'default:1001' }], unread: 1 })).toEqual([])
  })
})
