import { describe, expect, it } from 'vitest'
import { nextTurn, turnsOneEach } from './turns'

/** Counts rounds of immediates: a ticker that schedules itself runs once a round. */
function roundCounter(): { round: () => number; stop: () => void } {
  let round = 0
  let stopped = false
  const tick = () => {
    round += 1
    if (!stopped) setImmediate(tick)
  }
  setImmediate(tick)
  return { round: () => round, stop: () => (stopped = true) }
}

async function roundsOfWaiters(take: () => Promise<void>, waiters: number): Promise<number[]> {
  const counter = roundCounter()
  const rounds = await Promise.all(Array.from({ length: waiters }, () => take().then(() => counter.round())))
  counter.stop()
  return rounds
}

describe('turns of the event loop', () => {
  it('resumes waiters that ask at once in a round of immediates each, in order', async () => {
    const rounds = await roundsOfWaiters(turnsOneEach(), 5)
    expect(new Set(rounds).size).toBe(5)
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b))
  })

  it('hands out turns again once all waiters were resumed', async () => {
    const take = turnsOneEach()
    await roundsOfWaiters(take, 2)
    expect(new Set(await roundsOfWaiters(take, 3)).size).toBe(3)
  })

  it('a plain next turn resumes waiters that ask at once together (what the turns one each are for)', async () => {
    expect(new Set(await roundsOfWaiters(nextTurn, 5)).size).toBe(1)
  })
})
