// What changed on an account between two snapshots, as the events a trader wants to be told about. Pure:
// the watch (electron/core/watch) takes the snapshots and looks up how vanished orders ended; this module
// only compares. Every event has an id built from what happened (not from when we noticed), so the same
// fill seen again after a reconnect or a reload has the same id and is reported once.
import type { AccountEvent, CashTransfer, Order, Position } from '../../api/records'
import { cleanServerText } from '../../ipc/result'
import { ACTIVITY_LIMITS, type ActivityEvent, type ActivityKind, type ActivityTarget } from './model'
import { ACTIVITY_FACT_MAX, type ActivityOrder, type ActivityTerm, type ActivityWords } from './words'

export interface AccountSnapshot {
  account: string
  /** The account version (its ETag) the snapshot was read at. */
  version: string
  orders: readonly Order[]
  positions: readonly Position[]
  /** The newest page of account events. */
  events: readonly AccountEvent[]
  /** The newest page of cash transfers. */
  transfers: readonly CashTransfer[]
}

export interface DiffContext {
  /** How orders that left the open orders ended: the order-history record, or null when none was found. */
  ended: ReadonlyMap<number, Order | null>
  /** Client order ids this app changed itself since the last snapshot: not "modified by someone else". */
  ownChanges?: ReadonlySet<string>
  /** Epoch ms the change was noticed: the time of events whose record carries none. */
  noticedAt: number
}

const num = (v: string | undefined): number => (v === undefined ? 0 : Number(v))

function orderQuantity(o: Order): string | undefined {
  return o.legs[0]?.quantity
}
function filled(o: Order): number {
  return num(o.legs[0]?.filledQuantity)
}
function orderFacts(o: Order, withQuantity = true): ActivityOrder {
  const q = withQuantity ? orderQuantity(o) : undefined
  return { side: o.side, ...(q !== undefined ? { quantity: q } : {}), instrument: o.instrument, type: o.type }
}
function orderTarget(o: Order, view: 'orders' | 'history'): ActivityTarget {
  return { view, account: o.account, rowKey: String(o.orderId) }
}

/** The fields a person sees on a working order; a change in any of them, not caused by a fill, is a modify. */
function visibleTerms(o: Order): string {
  const leg = o.legs[0]
  return JSON.stringify([leg?.quantity, leg?.price, o.tif, o.expireDate, o.type, o.priceOffset, o.links?.length ?? 0])
}

/** What a person sees changed on a working order, the old value first; none when only its group changed. */
function changedTerms(old: Order, current: Order): Extract<ActivityWords, { code: 'order-modified' }>['changes'] {
  const [a, b] = [old.legs[0], current.legs[0]]
  const terms: Array<[ActivityTerm, string | undefined, string | undefined]> = [
    ['price', a?.price, b?.price],
    ['quantity', a?.quantity, b?.quantity],
    ['tif', old.tif, current.tif],
    ['expires', old.expireDate, current.expireDate],
    ['type', old.type, current.type],
    ['offset', old.priceOffset, current.priceOffset],
  ]
  return terms
    .filter(([, before, after]) => before !== after)
    .map(([term, before, after]) => ({
      term,
      ...(before !== undefined ? { before } : {}),
      ...(after !== undefined ? { after } : {}),
    }))
}

/** FNV-1a of a text, as 8 hex digits: keeps a long id unique after it is cut to its bound. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
  return h.toString(16).padStart(8, '0')
}

/** An id within its bound that still tells two long happenings apart. */
function boundedId(id: string): string {
  return id.length <= ACTIVITY_LIMITS.id ? id : `${id.slice(0, ACTIVITY_LIMITS.id - 9)}#${fnv1a(id)}`
}

/** Every text fact cleaned (control and bidi characters gone) and capped, whatever its depth. */
function cleanFacts<T>(value: T): T {
  if (typeof value === 'string') return cleanServerText(value, ACTIVITY_FACT_MAX) as T
  if (Array.isArray(value)) return value.map((v: unknown) => cleanFacts(v)) as T
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanFacts(v)])) as T
  }
  return value
}

/**
 * One entry, its text made safe where it is built: free server text (an event's reason, a transfer's comment,
 * a symbol, an account code) loses control and bidi characters and is capped to the schema's bounds, so one
 * long string can never make an entry (or its batch) invalid.
 */
export function activityEntry(
  kind: ActivityKind,
  account: string,
  key: string,
  at: number,
  words: ActivityWords,
  target: ActivityTarget,
  amount?: string,
): ActivityEvent {
  return {
    id: boundedId(`${account}|${kind}|${key}`),
    account: cleanServerText(account, ACTIVITY_LIMITS.account),
    kind,
    at,
    words: cleanFacts(words),
    target: {
      view: target.view,
      account: cleanServerText(target.account, ACTIVITY_LIMITS.account),
      rowKey: boundedId(target.rowKey).slice(0, ACTIVITY_LIMITS.rowKey),
    },
    ...(amount !== undefined ? { amount: cleanServerText(amount, ACTIVITY_LIMITS.amount) } : {}),
  }
}

/** How an order that left the open orders without a fill is told, by its status in order history. */
const ENDED_WITHOUT_FILL = {
  CANCELED: 'cancelled',
  EXPIRED: 'expired',
  REJECTED: 'rejected',
} as const satisfies Record<string, ActivityKind>

const timeOf = (text: string | undefined, fallback: number): number => {
  const t = text === undefined ? Number.NaN : Date.parse(text)
  return Number.isFinite(t) ? t : fallback
}

function orderEvents(before: AccountSnapshot, after: AccountSnapshot, ctx: DiffContext): ActivityEvent[] {
  const out: ActivityEvent[] = []
  const account = after.account
  const now = new Map(after.orders.map((o) => [o.orderId, o]))
  for (const old of before.orders) {
    const current = now.get(old.orderId)
    if (current) {
      const was = filled(old)
      const is = filled(current)
      const at = timeOf(current.transactionTime, ctx.noticedAt)
      if (is > was) {
        out.push(
          activityEntry(
            'partly-filled',
            account,
            `${current.orderId}|${current.legs[0]?.filledQuantity ?? is}`,
            at,
            {
              code: 'order-partly-filled',
              orderId: current.orderId,
              order: orderFacts(current),
              filled: current.legs[0]?.filledQuantity ?? String(is),
              ...(current.legs[0]?.remainingQuantity !== undefined
                ? { remaining: current.legs[0].remainingQuantity }
                : {}),
            },
            orderTarget(current, 'orders'),
            current.legs[0]?.averagePrice,
          ),
        )
      } else if (current.version !== old.version && visibleTerms(current) !== visibleTerms(old)) {
        if (ctx.ownChanges?.has(current.clientOrderId)) continue
        out.push(
          activityEntry(
            'modified',
            account,
            `${current.orderId}|${current.version}`,
            at,
            {
              code: 'order-modified',
              orderId: current.orderId,
              order: orderFacts(current, false),
              changes: changedTerms(old, current),
            },
            orderTarget(current, 'orders'),
            current.legs[0]?.price,
          ),
        )
      }
      continue
    }
    const ended = ctx.ended.get(old.orderId)
    const status = ended?.status
    const record = ended ?? old
    const at = timeOf(ended?.transactionTime, ctx.noticedAt)
    const key = String(old.orderId)
    const target = orderTarget(record, 'history')
    if (status === 'COMPLETED') {
      out.push(
        activityEntry(
          'filled',
          account,
          key,
          at,
          {
            code: 'order-filled',
            orderId: old.orderId,
            order: orderFacts(record),
            ...(record.legs[0]?.averagePrice !== undefined ? { price: record.legs[0].averagePrice } : {}),
          },
          target,
          record.legs[0]?.averagePrice,
        ),
      )
    } else if (status !== undefined && Object.hasOwn(ENDED_WITHOUT_FILL, status)) {
      const ending = ENDED_WITHOUT_FILL[status as keyof typeof ENDED_WITHOUT_FILL]
      out.push(
        activityEntry(
          ending,
          account,
          key,
          at,
          { code: 'order-ended', ending, orderId: old.orderId, order: orderFacts(record) },
          target,
        ),
      )
    } else {
      // Not in order history (yet): still worth saying it left the open orders.
      out.push(
        activityEntry(
          'cancelled',
          account,
          key,
          at,
          { code: 'order-gone', orderId: old.orderId, order: orderFacts(old) },
          target,
        ),
      )
    }
  }
  return out
}

const held = (p: Position): { side: string; quantity: string } => ({ side: p.side, quantity: p.quantity })
const openPrice = (p: Position): { price?: string } => (p.openPrice !== undefined ? { price: p.openPrice } : {})

function positionEvents(before: AccountSnapshot, after: AccountSnapshot, ctx: DiffContext): ActivityEvent[] {
  const out: ActivityEvent[] = []
  const account = after.account
  const was = new Map(before.positions.map((p) => [p.positionCode, p]))
  const is = new Map(after.positions.map((p) => [p.positionCode, p]))
  for (const [code, p] of is) {
    const old = was.get(code)
    const target: ActivityTarget = { view: 'positions', account, rowKey: code }
    const at = timeOf(p.lastUpdateTime, ctx.noticedAt)
    if (!old) {
      out.push(
        activityEntry(
          'position-opened',
          account,
          `${code}|${p.version}`,
          at,
          { code: 'position-opened', symbol: p.symbol, ...held(p), ...openPrice(p) },
          target,
          p.quantity,
        ),
      )
    } else if (old.quantity !== p.quantity || old.side !== p.side) {
      out.push(
        activityEntry(
          'position-changed',
          account,
          `${code}|${p.version}`,
          at,
          { code: 'position-changed', symbol: p.symbol, before: held(old), after: held(p) },
          target,
          p.quantity,
        ),
      )
    }
  }
  for (const [code, old] of was) {
    if (is.has(code)) continue
    out.push(
      activityEntry(
        'position-closed',
        account,
        `${code}|closed`,
        ctx.noticedAt,
        { code: 'position-closed', symbol: old.symbol, ...held(old), ...openPrice(old) },
        { view: 'positions', account, rowKey: code },
        old.quantity,
      ),
    )
  }
  return out
}

export const accountEventKey = (e: AccountEvent): string => `${e.eventType}|${e.time ?? ''}|${e.reason ?? ''}`

function accountEvents(before: AccountSnapshot, after: AccountSnapshot, ctx: DiffContext): ActivityEvent[] {
  const seen = new Set(before.events.map(accountEventKey))
  const out: ActivityEvent[] = []
  for (const e of after.events) {
    const key = accountEventKey(e)
    if (seen.has(key)) continue
    const kind: ActivityKind = e.eventType === 'LIQUIDATION' ? 'liquidation' : 'margin-call'
    out.push(
      activityEntry(
        kind,
        after.account,
        key,
        timeOf(e.time, ctx.noticedAt),
        {
          code: 'account-event',
          account: after.account,
          eventType: e.eventType,
          ...(e.reason !== undefined ? { reason: e.reason } : {}),
          ...(e.actualRiskLevel !== undefined ? { level: e.actualRiskLevel } : {}),
          ...(e.actualRiskLevel !== undefined && e.riskLevelThreshold !== undefined
            ? { threshold: e.riskLevelThreshold }
            : {}),
        },
        { view: 'events', account: after.account, rowKey: key },
        e.actualRiskLevel,
      ),
    )
  }
  return out
}

export const transferKey = (t: CashTransfer): string =>
  t.transferCode ?? `${t.version}|${t.transactionTime}|${t.cashTransactions[0]?.transactionCode ?? ''}`

function transferEvents(before: AccountSnapshot, after: AccountSnapshot, ctx: DiffContext): ActivityEvent[] {
  const seen = new Set(before.transfers.map(transferKey))
  const out: ActivityEvent[] = []
  for (const t of after.transfers) {
    // Trades book commission and settlement as transfers too; those are told as the fill, not again here.
    if (t.transferCode === undefined || seen.has(transferKey(t))) continue
    const cash = t.cashTransactions[0]
    out.push(
      activityEntry(
        'transfer',
        after.account,
        transferKey(t),
        timeOf(t.transactionTime, ctx.noticedAt),
        {
          code: 'transfer',
          account: after.account,
          ...(cash?.type !== undefined ? { type: cash.type } : {}),
          ...(cash?.value !== undefined ? { value: cash.value } : {}),
          ...(cash !== undefined ? { currency: cash.currency } : {}),
          ...(t.comment ? { comment: t.comment } : {}),
        },
        { view: 'transfers', account: after.account, rowKey: transferKey(t) },
        cash?.value,
      ),
    )
  }
  return out
}

/** Orders working before and gone now: the watch asks order history how they ended. */
export function vanishedOrderIds(before: AccountSnapshot, after: AccountSnapshot): number[] {
  const now = new Set(after.orders.map((o) => o.orderId))
  return before.orders.filter((o) => !now.has(o.orderId)).map((o) => o.orderId)
}

/** Everything that happened between two snapshots of one account, oldest first. */
export function diffSnapshots(before: AccountSnapshot, after: AccountSnapshot, ctx: DiffContext): ActivityEvent[] {
  if (before.account !== after.account || before.version === after.version) return []
  return [
    ...orderEvents(before, after, ctx),
    ...positionEvents(before, after, ctx),
    ...accountEvents(before, after, ctx),
    ...transferEvents(before, after, ctx),
  ].sort((a, b) => a.at - b.at)
}
