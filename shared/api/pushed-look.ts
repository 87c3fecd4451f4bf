// The account watch's look at a pushed portfolio, answered where the portfolio is held (the API client's worker):
// the watch names what its picture holds — each order's id, version and whether it is grouped, each position's code
// and version — and the answer carries only what differs from it, never the whole portfolio. The same schema checks
// the question in the worker and the answer on main (docs/live-data.md, "Tables from push").
import { z } from 'zod'
import { OrderSchema, PositionSchema } from './records'

/** Orders or positions one look names at most: more than a pushed portfolio's 4 MB frame can hold. */
const MAX_LOOK_RECORDS = 20_000

const id = z.number().int().nonnegative()
const version = z.number().int().nonnegative()
const positionCode = z.string().max(128)

/** What the watch's picture of an account holds, enough to tell what a pushed portfolio changed. */
export const LookBasisSchema = z.object({
  /** The account version of the picture; a portfolio pushed at it brings nothing new. */
  picture: version.optional(),
  /** Each working order: id, version, and whether it is grouped (its links are the server's to say). */
  orders: z.array(z.tuple([id, version, z.boolean()])).max(MAX_LOOK_RECORDS),
  /** Each open position: code and version. */
  positions: z.array(z.tuple([positionCode, version])).max(MAX_LOOK_RECORDS),
})
export type LookBasis = z.output<typeof LookBasisSchema>

/**
 * A pushed portfolio that follows on from the picture: every working order was in it, no grouped order changed or
 * left, and each order that left was pushed in its final state. Only the records that differ cross.
 */
export const PushedLookSchema = z.object({
  version,
  /** The working orders' ids, in the pushed order. */
  orders: z.array(id).max(MAX_LOOK_RECORDS),
  /** The working orders whose version moved, without links (a pushed order carries none). */
  changedOrders: z.array(OrderSchema).max(MAX_LOOK_RECORDS),
  /** The orders that left, as pushed in their final state, in the picture's order. */
  ended: z.array(OrderSchema).max(MAX_LOOK_RECORDS),
  /** The open positions' codes, in the pushed order. */
  positions: z.array(positionCode).max(MAX_LOOK_RECORDS),
  /** The open positions the picture lacks or holds at another version. */
  changedPositions: z.array(PositionSchema).max(MAX_LOOK_RECORDS),
})
export type PushedLook = z.output<typeof PushedLookSchema>

/** The worker's answer: a look, or null where the picture must be read instead (nothing new, or not following on). */
export const PushedLookAnswerSchema = PushedLookSchema.nullable()
