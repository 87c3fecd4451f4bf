// What changed on an account between two snapshots, as the events a trader wants to be told about. Pure:
// the watch (electron/core/watch) takes the snapshots and looks up how vanished orders ended; this module
// only compares. Every event has an id built from what happened (not from when we noticed), so the same
// fill seen again after a reconnect or a reload has the same id and is reported once.
import type { AccountEvent, CashTransfer, Order, Position } from '../../api/records'
import { formatDecimal, MINUS } from '../../text/decimal-text'
import { msg, type MessageKey } from '../../text/messages'
import { cleanServerText } from '../../ipc/result'
import { ACTIVITY_LIMITS, type ActivityEvent, type ActivityKind, type ActivityTarget } from './model'

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
/** A quantity, price or amount as the tables write it (grouped, a true minus sign); `?` when the server sent none. */
const figure = (v: string | undefined): string => (v === undefined ? '?' : formatDecimal(v))

function orderQuantity(o: Order): string | undefined {
  return o.legs[0]?.quantity
}
function filled(o: Order): number {
  return num(o.legs[0]?.filledQuantity)
}
function describeOrder(o: Order): string {
  const q = orderQuantity(o)
  return `${o.side} ${q === undefined ? '' : figure(q)} ${o.instrument} ${o.type}`.replace(/\s+/g, ' ').trim()
}
function orderTarget(o: Order, view: 'orders' | 'history'): ActivityTarget {
  return { view, account: o.account, rowKey: String(o.orderId) }
}

/** The fields a person sees on a working order; a change in any of them, not caused by a fill, is a modify. */
function visibleTerms(o: Order): string {
  const leg = o.legs[0]
  return JSON.stringify([leg?.quantity, leg?.price, o.tif, o.expireDate, o.type, o.priceOffset, o.links?.length ?? 0])
}

/** What a person sees changed on a working order, each as "price 1.07 → 1.065" (the old value first). */
function changedTerms(old: Order, current: Order): string[] {
  const [a, b] = [old.legs[0], current.legs[0]]
  const terms: Array<[string, string | undefined, string | undefined, boolean]> = [
    [msg('activity.terms.price'), a?.price, b?.price, true],
    [msg('activity.terms.quantity'), a?.quantity, b?.quantity, true],
    [msg('activity.terms.tif'), old.tif, current.tif, false],
    [msg('activity.terms.expires'), old.expireDate, current.expireDate, false],
    [msg('activity.terms.type'), old.type, current.type, false],
    [msg('activity.terms.offset'), old.priceOffset, current.priceOffset, true],
  ]
  const shown = (v: string | undefined, numeric: boolean) =>
    v === undefined ? msg('activity.terms.none') : numeric ? figure(v) : v
  const changed = terms
    .filter(([, before, after]) => before !== after)
    .map(([name, before, after, numeric]) =>
      msg('activity.terms.change', { name, before: shown(before, numeric), after: shown(after, numeric) }),
    )
  return changed.length > 0 ? changed : [msg('activity.terms.group')]
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

/**
 * One entry, its text made safe where it is built: free server text (an event's reason, a transfer's comment,
 * a symbol, an account code) loses control and bidi characters and is capped to the schema's bounds, so one
 * long string can never make an entry (or its batch) invalid.
 */
function event(
  kind: ActivityKind,
  account: string,
  key: string,
  at: number,
  title: string,
  detail: string,
  target: ActivityTarget,
  amount?: string,
): ActivityEvent {
  return {
    id: boundedId(`${account}|${kind}|${key}`),
    account: cleanServerText(account, ACTIVITY_LIMITS.account),
    kind,
    at,
    title: cleanServerText(title, ACTIVITY_LIMITS.title),
    detail: cleanServerText(detail, ACTIVITY_LIMITS.detail),
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
  CANCELED: { kind: 'cancelled', title: 'activity.order.cancelled' },
  EXPIRED: { kind: 'expired', title: 'activity.order.expired' },
  REJECTED: { kind: 'rejected', title: 'activity.order.rejected' },
} as const satisfies Record<string, { kind: ActivityKind; title: MessageKey }>

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
          event(
            'partly-filled',
            account,
            `${current.orderId}|${current.legs[0]?.filledQuantity ?? is}`,
            at,
            msg('activity.order.partlyFilled', { orderId: current.orderId }),
            msg('activity.order.partlyFilledDetail', {
              order: describeOrder(current),
              filled: figure(current.legs[0]?.filledQuantity ?? String(is)),
              remaining: figure(current.legs[0]?.remainingQuantity),
            }),
            orderTarget(current, 'orders'),
            current.legs[0]?.averagePrice,
          ),
        )
      } else if (current.version !== old.version && visibleTerms(current) !== visibleTerms(old)) {
        if (ctx.ownChanges?.has(current.clientOrderId)) continue
        out.push(
          event(
            'modified',
            account,
            `${current.orderId}|${current.version}`,
            at,
            msg('activity.order.modified', { orderId: current.orderId }),
            msg('activity.order.modifiedDetail', {
              order: `${current.side} ${current.instrument} ${current.type}`,
              changes: changedTerms(old, current).join(', '),
            }),
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
        event(
          'filled',
          account,
          key,
          at,
          msg('activity.order.filled', { orderId: old.orderId }),
          msg('activity.order.filledDetail', {
            order: describeOrder(record),
            price: figure(record.legs[0]?.averagePrice),
          }),
          target,
          record.legs[0]?.averagePrice,
        ),
      )
    } else if (status !== undefined && Object.hasOwn(ENDED_WITHOUT_FILL, status)) {
      const ending = ENDED_WITHOUT_FILL[status as keyof typeof ENDED_WITHOUT_FILL]
      out.push(
        event(
          ending.kind,
          account,
          key,
          at,
          msg(ending.title, { orderId: old.orderId }),
          describeOrder(record),
          target,
        ),
      )
    } else {
      // Not in order history (yet): still worth saying it left the open orders.
      out.push(
        event(
          'cancelled',
          account,
          key,
          at,
          msg('activity.order.gone', { orderId: old.orderId }),
          msg('activity.order.goneDetail', { order: describeOrder(old) }),
          target,
        ),
      )
    }
  }
  return out
}

const signed = (p: Position): string => `${p.side === 'SELL' ? MINUS : ''}${figure(p.quantity)}`

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
        event(
          'position-opened',
          account,
          `${code}|${p.version}`,
          at,
          msg('activity.position.opened', { symbol: p.symbol }),
          msg('activity.position.openedDetail', { quantity: signed(p), symbol: p.symbol, price: figure(p.openPrice) }),
          target,
          p.quantity,
        ),
      )
    } else if (old.quantity !== p.quantity || old.side !== p.side) {
      out.push(
        event(
          'position-changed',
          account,
          `${code}|${p.version}`,
          at,
          msg('activity.position.changed', { symbol: p.symbol }),
          msg('activity.position.changedDetail', { before: signed(old), after: signed(p), symbol: p.symbol }),
          target,
          p.quantity,
        ),
      )
    }
  }
  for (const [code, old] of was) {
    if (is.has(code)) continue
    out.push(
      event(
        'position-closed',
        account,
        `${code}|closed`,
        ctx.noticedAt,
        msg('activity.position.closed', { symbol: old.symbol }),
        msg('activity.position.closedDetail', {
          quantity: signed(old),
          symbol: old.symbol,
          price: figure(old.openPrice),
        }),
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
    const title =
      kind === 'liquidation'
        ? msg('activity.account.liquidation')
        : e.eventType === 'MARGIN_CALL'
          ? msg('activity.account.marginCall')
          : e.eventType
    const level =
      e.actualRiskLevel === undefined
        ? ''
        : e.riskLevelThreshold === undefined
          ? msg('activity.account.riskLevel', { level: e.actualRiskLevel })
          : msg('activity.account.riskLevelOf', { level: e.actualRiskLevel, threshold: e.riskLevelThreshold })
    out.push(
      event(
        kind,
        after.account,
        key,
        timeOf(e.time, ctx.noticedAt),
        msg('activity.account.eventOn', { event: title, account: after.account }),
        msg('activity.account.reasonDetail', { reason: e.reason ?? msg('activity.account.noReason'), level }),
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
    const value = cash ? `${figure(cash.value)} ${cash.currency}` : ''
    out.push(
      event(
        'transfer',
        after.account,
        transferKey(t),
        timeOf(t.transactionTime, ctx.noticedAt),
        msg('activity.account.transferBooked', { account: after.account }),
        `${cash?.type ?? msg('activity.account.transfer')} ${value}${t.comment ? msg('activity.account.transferComment', { comment: t.comment }) : ''}`.trim(),
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
