import { describe, expect, it } from 'vitest'
import type { EventBatch } from '@shared/ipc/channels'
import { eventsPerTurn } from './events-per-turn'

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('eventsPerTurn', () => {
  it('sends the events of one turn as one batch, in order, once the turn is over', async () => {
    const sent: EventBatch[] = []
    const events = eventsPerTurn((batch) => sent.push(batch))
    for (let i = 0; i < 300; i++) events.post('account.changed', { account: `default:${i}`, at: i })
    events.post('watch.status', { n: 1 })
    expect(sent).toHaveLength(0)
    await turn()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toHaveLength(301)
    expect(sent[0]?.[0]).toEqual(['account.changed', { account: 'default:0', at: 0 }])
    expect(sent[0]?.[299]).toEqual(['account.changed', { account: 'default:299', at: 299 }])
    expect(sent[0]?.[300]).toEqual(['watch.status', { n: 1 }])
  })

  it('sends each turn’s events apart, and nothing for a turn without any', async () => {
    const sent: EventBatch[] = []
    const events = eventsPerTurn((batch) => sent.push(batch))
    events.post('session.changed', { state: 'reconnecting' })
    await turn()
    await turn()
    events.post('session.changed', { state: 'connected' })
    await turn()
    expect(sent).toEqual([
      [['session.changed', { state: 'reconnecting' }]],
      [['session.changed', { state: 'connected' }]],
    ])
  })

  it('sends nothing once closed, not even what was queued', async () => {
    const sent: EventBatch[] = []
    const events = eventsPerTurn((batch) => sent.push(batch))
    events.post('account.changed', { account: 'default:1', at: 1 })
    events.close()
    events.post('account.changed', { account: 'default:2', at: 2 })
    await turn()
    await turn()
    expect(sent).toEqual([])
  })
})
