// What an activity entry tells, as a code and its facts: main and the domain decide what happened, and one
// wording function (shared/text/activity-text.ts) turns it into the title and line that the activity panel and
// the OS notifications show. Figures are the server's decimals, unformatted; free server text is cleaned and
// capped where the entry is built (diff.ts), so an entry always fits its schema.
import { z } from 'zod/mini'

/** Bound of one text fact (a symbol, a reason, a comment, a decimal). */
export const ACTIVITY_FACT_MAX = 1024

const text = z.string().check(z.maxLength(ACTIVITY_FACT_MAX))
const figure = z.optional(text)

/** An order as an entry names it: "BUY 1,000 EUR/USD LIMIT". */
export const ActivityOrderSchema = z.object({
  side: text,
  quantity: figure,
  instrument: text,
  type: text,
})
export type ActivityOrder = z.infer<typeof ActivityOrderSchema>

export const ACTIVITY_TERMS = ['price', 'quantity', 'tif', 'expires', 'type', 'offset'] as const
export type ActivityTerm = (typeof ACTIVITY_TERMS)[number]
/** Terms whose values are figures (written as the tables write them). */
export const NUMERIC_TERMS: ReadonlySet<ActivityTerm> = new Set(['price', 'quantity', 'offset'])

const held = z.object({ side: text, quantity: figure })

/** The kinds a catching-up read counts, in the order they are told. */
export const COUNTED_KINDS = [
  'filled',
  'partly-filled',
  'cancelled',
  'expired',
  'rejected',
  'modified',
  'position-opened',
  'position-closed',
  'position-changed',
  'margin-call',
  'liquidation',
  'transfer',
] as const
export type CountedKind = (typeof COUNTED_KINDS)[number]

export const ActivityWordsSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('order-partly-filled'),
    orderId: z.number(),
    order: ActivityOrderSchema,
    filled: text,
    remaining: figure,
  }),
  z.object({
    code: z.literal('order-modified'),
    orderId: z.number(),
    order: ActivityOrderSchema,
    /** Empty: only the order's group changed. */
    changes: z.array(z.object({ term: z.enum(ACTIVITY_TERMS), before: figure, after: figure })).check(z.maxLength(6)),
  }),
  z.object({ code: z.literal('order-filled'), orderId: z.number(), order: ActivityOrderSchema, price: figure }),
  z.object({
    code: z.literal('order-ended'),
    ending: z.enum(['cancelled', 'expired', 'rejected']),
    orderId: z.number(),
    order: ActivityOrderSchema,
  }),
  /** Left the open orders; order history does not say how (yet). */
  z.object({ code: z.literal('order-gone'), orderId: z.number(), order: ActivityOrderSchema }),
  z.object({ code: z.literal('position-opened'), symbol: text, ...held.shape, price: figure }),
  z.object({ code: z.literal('position-changed'), symbol: text, before: held, after: held }),
  z.object({ code: z.literal('position-closed'), symbol: text, ...held.shape, price: figure }),
  z.object({
    code: z.literal('account-event'),
    account: text,
    /** The server's event type: MARGIN_CALL and LIQUIDATION have names, others are shown as sent. */
    eventType: text,
    reason: figure,
    level: figure,
    threshold: figure,
  }),
  z.object({
    code: z.literal('transfer'),
    account: text,
    type: figure,
    value: figure,
    currency: figure,
    comment: figure,
  }),
  z.object({
    code: z.literal('caught-up'),
    /** How many accounts were not watched (the entry's account is the only one when 1). */
    accounts: z.number(),
    found: z.partialRecord(z.enum(COUNTED_KINDS), z.number()),
  }),
  z.object({ code: z.literal('unread'), list: z.enum(['events', 'transfers']) }),
  z.object({
    code: z.literal('margin-level'),
    level: z.enum(['warning', 'margin-call', 'stop-out']),
    levelPercent: text,
    thresholdPercent: z.number(),
    gapMinutes: z.optional(z.number()),
  }),
  // Without a currency (the user record names none) the wording says "in the account currency".
  z.object({ code: z.literal('loss-limit'), loss: text, limit: z.number(), currency: z.optional(text) }),
  z.object({
    code: z.literal('price-alert'),
    symbol: text,
    side: z.enum(['bid', 'ask']),
    when: z.enum(['at-or-above', 'at-or-below']),
    level: text,
    price: text,
    order: z.optional(z.object({ orderCode: text, price: text, distance: text })),
  }),
])
export type ActivityWords = z.infer<typeof ActivityWordsSchema>
