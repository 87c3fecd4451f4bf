// The sandbox's price history, for candles. The price path is pinned to what really happened: it passes
// through every fill the sandbox has booked (at the fill's price, at the fill's time) and ends at the
// current mid. Between those anchors it wanders by a seeded, stateless noise (a sum of smoothed hashes at
// several time scales) that is zero at each anchor, so the same seed and the same bookings give the same
// candles whatever range or candle type is asked for, and no fill ever lies outside its candle: a candle's
// high and low also take in every anchor inside it.
import type { CandleType } from '@shared/api'
import { roundToStep } from '../decimal'
import type { InstrumentSpec } from './types'
import type { SandboxWorld } from './world'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** 1970-01-01 was a Thursday; weeks start on Monday 00:00 UTC. */
const MONDAY_OFFSET = 4 * DAY

const FIXED_WIDTH: Partial<Record<CandleType, number>> = {
  m: MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  h: HOUR,
  '2h': 2 * HOUR,
  '4h': 4 * HOUR,
  d: DAY,
  w: 7 * DAY,
}

/** Relative move per √minute of the noise: about 1 % a day, like a liquid market. */
const SIGMA_PER_SQRT_MINUTE = 0.0003
/** Time scales of the noise, in minutes. */
const OCTAVES = [15, 120, 720, 2880, 11520, 46080]
/** Points sampled inside one candle for its high and low. */
const SAMPLES_PER_CANDLE = 48

export interface Anchor {
  time: number
  price: number
}

export interface CandleState {
  time: number
  open: number
  high: number
  low: number
  close: number
  volume: number
}

function mix(a: number, b: number): number {
  let h = Math.imul(a ^ b, 0x9e3779b1)
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

function textHash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** Uniform in [-1, 1) from integer inputs. */
function hashUnit(key: number, octave: number, index: number): number {
  // Split the index so that times far from the epoch keep every bit.
  const hi = Math.floor(index / 4294967296)
  return mix(mix(mix(key, octave), index >>> 0), hi) / 2147483648 - 1
}

/** Sum of smoothed value noise over the octaves, scaled like a random walk (amplitude ∝ √scale). */
function noise(key: number, time: number): number {
  const minutes = time / MINUTE
  let sum = 0
  OCTAVES.forEach((scale, octave) => {
    const x = minutes / scale
    const i = Math.floor(x)
    const f = x - i
    const s = f * f * (3 - 2 * f)
    const v = hashUnit(key, octave, i) * (1 - s) + hashUnit(key, octave, i + 1) * s
    sum += v * Math.sqrt(scale)
  })
  return sum * SIGMA_PER_SQRT_MINUTE
}

export function candleStart(type: CandleType, time: number): number {
  const width = FIXED_WIDTH[type]
  if (width !== undefined) {
    const offset = type === 'w' ? MONDAY_OFFSET : 0
    return Math.floor((time - offset) / width) * width + offset
  }
  const d = new Date(time)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
}

function nextStart(type: CandleType, start: number): number {
  const width = FIXED_WIDTH[type]
  if (width !== undefined) return start + width
  const d = new Date(start)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)
}

function previousStart(type: CandleType, start: number): number {
  const width = FIXED_WIDTH[type]
  if (width !== undefined) return start - width
  const d = new Date(start)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)
}

/**
 * Every booked fill of a symbol across all accounts (oldest first), then the current mid from the moment it
 * was set (or from the last fill, if later) until `now`: the path is flat where the price stood still, so
 * candles already closed do not change as time passes.
 */
export function anchorsOf(world: SandboxWorld, symbol: string, now: number): Anchor[] {
  const anchors: Anchor[] = []
  for (const account of world.accounts.values()) {
    for (const order of account.orders) {
      if (order.instrument !== symbol) continue
      for (const execution of order.executions) {
        if (execution.lastQuantity === 0 || execution.lastPrice === undefined) continue
        if (execution.transactionTime > now) continue
        anchors.push({ time: execution.transactionTime, price: execution.lastPrice })
      }
    }
  }
  anchors.sort((a, b) => a.time - b.time)
  const lastFill = anchors[anchors.length - 1]?.time ?? -Infinity
  const mid = world.prices.mid(symbol)
  const since = Math.min(now, Math.max(world.prices.since(symbol), lastFill))
  if (since < now) anchors.push({ time: since, price: mid })
  anchors.push({ time: now, price: mid })
  return anchors
}

export class PricePath {
  private readonly key: number

  constructor(
    seed: number,
    readonly instrument: InstrumentSpec,
    /** Sorted by time; the last one is "now". */
    private readonly anchors: readonly Anchor[],
  ) {
    this.key = mix(seed >>> 0, textHash(instrument.symbol))
    const n = anchors.length
    const [standing, last] = [anchors[n - 2], anchors[n - 1]]
    this.flatFrom = standing && last && standing.price === last.price ? standing.time : (last?.time ?? 0)
  }

  /** From here on the price stood still at the current mid. */
  private readonly flatFrom: number

  get now(): number {
    const last = this.anchors[this.anchors.length - 1]
    if (!last) throw new Error('a price path needs an anchor')
    return last.time
  }

  /** Index of the last anchor at or before `time`, or -1. */
  private before(time: number): number {
    let lo = 0
    let hi = this.anchors.length - 1
    let found = -1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if ((this.anchors[mid]?.time ?? Infinity) <= time) {
        found = mid
        lo = mid + 1
      } else hi = mid - 1
    }
    return found
  }

  /** The price at `time` (never beyond now: the future is the current price). */
  at(time: number): number {
    const i = this.before(time)
    const first = this.anchors[0]
    const last = this.anchors[this.anchors.length - 1]
    if (!first || !last) throw new Error('a price path needs an anchor')
    if (time >= this.flatFrom || time >= last.time) return last.price
    if (i < 0) return first.price * Math.exp(noise(this.key, time) - noise(this.key, first.time))
    const a = this.anchors[i] as Anchor
    const b = this.anchors[i + 1] as Anchor
    const f = (time - a.time) / (b.time - a.time)
    const base = Math.log(a.price) * (1 - f) + Math.log(b.price) * f
    const bridge = noise(this.key, time) - (noise(this.key, a.time) * (1 - f) + noise(this.key, b.time) * f)
    return Math.exp(base + bridge)
  }

  private anchorsIn(from: number, to: number): Anchor[] {
    const out: Anchor[] = []
    for (let i = Math.max(0, this.before(from - 1) + 1); i < this.anchors.length; i++) {
      const a = this.anchors[i] as Anchor
      if (a.time >= to) break
      if (a.time >= from) out.push(a)
    }
    return out
  }

  candle(type: CandleType, start: number): CandleState {
    const end = Math.min(nextStart(type, start), this.now + 1)
    const step = this.instrument.priceIncrement
    const open = this.at(start)
    const close = this.at(end - 1)
    let high = Math.max(open, close)
    let low = Math.min(open, close)
    for (let k = 1; k < SAMPLES_PER_CANDLE; k++) {
      const p = this.at(start + ((end - start) * k) / SAMPLES_PER_CANDLE)
      high = Math.max(high, p)
      low = Math.min(low, p)
    }
    for (const a of this.anchorsIn(start, end)) {
      high = Math.max(high, a.price)
      low = Math.min(low, a.price)
    }
    const minutes = Math.max(1, (end - start) / MINUTE)
    const activity = 0.5 + (hashUnit(this.key, 99, Math.floor(start / MINUTE)) + 1) / 2
    return {
      time: start,
      open: roundToStep(open, step),
      high: roundToStep(high, step),
      low: roundToStep(low, step),
      close: roundToStep(close, step),
      volume: Math.round(minutes * 40 * activity),
    }
  }

  /**
   * Candles whose interval overlaps [from, to] and has begun by now, oldest first; when there are more than
   * `count`, the latest `count` of them.
   */
  candles(type: CandleType, from: number, to: number, count: number): CandleState[] {
    const last = candleStart(type, Math.min(to, this.now))
    const first = candleStart(type, from)
    const starts: number[] = []
    for (let s = last; s >= first && starts.length < count; s = previousStart(type, s)) starts.push(s)
    return starts.reverse().map((s) => this.candle(type, s))
  }
}
