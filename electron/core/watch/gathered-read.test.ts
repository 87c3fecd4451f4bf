import { describe, expect, it, vi } from 'vitest'
import { gatheredRead } from './gathered-read'

const echo = async (questions: ReadonlyMap<string, number>) =>
  new Map([...questions].map(([account, n]): [string, number] => [account, n * 10]))

describe('one read for several accounts’ questions', () => {
  it('reads once every expected account asked or left, and gives each asker its answer', async () => {
    const read = vi.fn(echo)
    const g = gatheredRead(3, read, () => undefined)
    const a = g.ask('a', 1)
    const b = g.ask('b', 2)
    await Promise.resolve()
    expect(read).not.toHaveBeenCalled()
    g.leave('c')
    expect(await Promise.all([a, b])).toEqual([10, 20])
    expect(read).toHaveBeenCalledTimes(1)
    expect([...(read.mock.calls[0]?.[0].keys() ?? [])]).toEqual(['a', 'b'])
  })

  it('leaves a lone asker, and every asker of a failed read, to read on its own', async () => {
    const read = vi.fn(echo)
    const lone = gatheredRead(2, read, () => undefined)
    const answer = lone.ask('a', 1)
    lone.leave('b')
    expect(await answer).toBeUndefined()
    expect(read).not.toHaveBeenCalled()

    const failed = vi.fn()
    const g = gatheredRead(2, () => Promise.reject(new Error('down')), failed)
    expect(await Promise.all([g.ask('a', 1), g.ask('b', 2)])).toEqual([undefined, undefined])
    expect(failed).toHaveBeenCalledWith(expect.any(Error), 2)
  })

  it('counts an account once: leaving after asking, or asking again, changes nothing', async () => {
    const g = gatheredRead(2, echo, () => undefined)
    const a = g.ask('a', 1)
    g.leave('a')
    expect(await g.ask('a', 5)).toBeUndefined()
    const b = g.ask('b', 2)
    expect(await Promise.all([a, b])).toEqual([10, 20])
  })
})
