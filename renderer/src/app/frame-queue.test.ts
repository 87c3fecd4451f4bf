import { describe, expect, it } from 'vitest'
import { afterPaintQueue, frameBatch } from './frame-queue'

describe('frameBatch', () => {
  it('tells the first change at once and the rest of a burst once per frame, nothing lost', () => {
    const frames: Array<() => void> = []
    const told: string[][] = []
    const add = frameBatch(
      (keys) => told.push(keys),
      (run) => frames.push(run),
    )
    add('A')
    expect(told).toEqual([['A']])
    add('B')
    add('A')
    add('C')
    expect(told).toHaveLength(1)
    frames.shift()?.()
    expect(told).toEqual([['A'], ['B', 'A', 'C']])
    frames.shift()?.()
    expect(frames).toHaveLength(0)
    add('D')
    expect(told.at(-1)).toEqual(['D'])
  })
})

describe('afterPaintQueue', () => {
  it('takes nothing in at once: what arrives before the frame is painted is taken in together after it', () => {
    const painted: Array<() => void> = []
    const taken: number[][] = []
    const add = afterPaintQueue<number>(
      (items) => taken.push(items),
      (run) => painted.push(run),
    )
    add(1)
    add(2)
    expect(taken).toEqual([])
    painted.shift()?.()
    expect(taken).toEqual([[1, 2]])
    expect(painted).toHaveLength(0)
    add(3)
    painted.shift()?.()
    expect(taken).toEqual([[1, 2], [3]])
  })
})
