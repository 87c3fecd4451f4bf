import { describe, expect, it } from 'vitest'
import type { ActivityEvent } from './model'
import { ACTIVITY_KEPT, withNewest } from './kept'

const entry = (n: number): ActivityEvent => ({
  id: `default:5001|transfer|${n}`,
  account: 'default:5001',
  kind: 'transfer',
  at: n * 1_000,
  words: { code: 'transfer', account: 'default:5001', type: 'DEPOSIT', value: '10.00', currency: 'USD', comment: '' },
  target: { view: 'transfers', account: 'default:5001', rowKey: String(n) },
})

describe('the activity a window keeps', () => {
  it('holds a day of changes as the newest entries, newest first, each once', () => {
    let list: ActivityEvent[] = []
    // 60,000 happenings told 100 at a time, each batch oldest first, and every batch told a second time.
    for (let batch = 0; batch < 600; batch++) {
      const told = Array.from({ length: 100 }, (_, i) => entry(batch * 100 + i))
      list = withNewest(list, told)
      list = withNewest(list, told)
    }
    expect(list).toHaveLength(ACTIVITY_KEPT)
    expect(list[0]?.id).toBe(entry(59_999).id)
    expect(list[ACTIVITY_KEPT - 1]?.id).toBe(entry(60_000 - ACTIVITY_KEPT).id)
    expect(new Set(list.map((e) => e.id)).size).toBe(ACTIVITY_KEPT)
  })

  it('keeps everything below the bound', () => {
    const list = withNewest([entry(2), entry(1)], [entry(3), entry(4)])
    expect(list.map((e) => e.at)).toEqual([4_000, 3_000, 2_000, 1_000])
  })
})
