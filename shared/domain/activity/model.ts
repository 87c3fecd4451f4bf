// The activity a trader is told about: what kinds exist, what one entry says, and where its row lives. One
// schema, used by main (which builds and sends them) and the renderer (which lists them).
import { z } from 'zod/mini'
import { msg, type Words } from '../../text/messages'
import { ActivityWordsSchema, COUNTED_KINDS } from './words'

/** Every kind: the ones a catching-up read counts, then those only the watch itself raises. */
export const ACTIVITY_KINDS = [...COUNTED_KINDS, 'gap', 'margin-level', 'loss-limit', 'price-alert'] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

/** Each kind's name in the activity filter and the profile's notification choices (the catalogue's words). */
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = Object.fromEntries(
  ACTIVITY_KINDS.map((kind) => [kind, msg(`activity.kinds.${kind}`)]),
) as Record<ActivityKind, Words>

/** Bounds of an entry's texts, and of its worded title and line; account codes as long as the API allows (256). */
export const ACTIVITY_LIMITS = { id: 512, account: 256, rowKey: 256, title: 256, detail: 1024, amount: 64 } as const

/** The table a click on the entry opens, and the row it selects there. */
export const ActivityTargetSchema = z.object({
  view: z.enum(['orders', 'history', 'positions', 'transfers', 'events']),
  account: z.string().check(z.maxLength(ACTIVITY_LIMITS.account)),
  rowKey: z.string().check(z.maxLength(ACTIVITY_LIMITS.rowKey)),
})
export type ActivityTarget = z.infer<typeof ActivityTargetSchema>

export const ActivityEventSchema = z.object({
  /** Built from what happened, so one happening always has one id. */
  id: z.string().check(z.maxLength(ACTIVITY_LIMITS.id)),
  account: z.string().check(z.maxLength(ACTIVITY_LIMITS.account)),
  kind: z.enum(ACTIVITY_KINDS),
  /** Epoch ms of the happening (the record's time when it has one); a gap's start. */
  at: z.number(),
  /** A gap's end: the accounts were not watched from `at` to this. */
  until: z.optional(z.number()),
  /** What happened, as a code and its facts; worded by shared/text/activity-text.ts. */
  words: ActivityWordsSchema,
  /** The headline amount (price, quantity or cash), for hiding in privacy or case mode. */
  amount: z.optional(z.string().check(z.maxLength(ACTIVITY_LIMITS.amount))),
  target: ActivityTargetSchema,
})
export type ActivityEvent = z.infer<typeof ActivityEventSchema>
