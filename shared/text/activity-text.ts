// An activity entry in words: its title, its line with the figures, and whose it is. One function for the
// activity panel (renderer) and the OS notifications (main), so both say the same; the entry itself carries a
// code and facts (shared/domain/activity/words.ts). Figures are written as the tables write them.
import {
  ACTIVITY_LIMITS,
  COUNTED_KINDS,
  NUMERIC_TERMS,
  type ActivityEvent,
  type ActivityOrder,
  type CountedKind,
} from '../domain/activity'
import { cleanServerText } from '../ipc/result'
import { formatDecimal, MINUS } from './decimal-text'
import { formatDuration } from './duration'
import { msg } from './messages'

export interface ActivityText {
  title: string
  /** One line with the figures; `•••` in place of each when amounts are hidden. */
  detail: string
  /** Whose it is: the account, or how many accounts a gap covered. */
  account: string
}

/** A quantity, price or amount as the tables write it (grouped, a true minus sign); `?` when the server sent none. */
const figure = (v: string | undefined): string => (v === undefined ? '?' : formatDecimal(v))

const orderText = (o: ActivityOrder): string =>
  `${o.side} ${o.quantity === undefined ? '' : figure(o.quantity)} ${o.instrument} ${o.type}`
    .replace(/\s+/g, ' ')
    .trim()

const signed = (p: { side: string; quantity?: string | undefined }): string =>
  `${p.side === 'SELL' ? MINUS : ''}${figure(p.quantity)}`

/** Every figure of a line blanked: for screens others may see (support case mode, privacy). */
export function withoutFigures(line: string): string {
  return line.replace(/[−+-]?\d[\d,]*(\.\d+)?/g, '•••')
}

function words(e: ActivityEvent): { title: string; detail: string } {
  const w = e.words
  switch (w.code) {
    case 'order-partly-filled':
      return {
        title: msg('activity.order.partlyFilled', { orderId: w.orderId }),
        detail: msg('activity.order.partlyFilledDetail', {
          order: orderText(w.order),
          filled: figure(w.filled),
          remaining: figure(w.remaining),
        }),
      }
    case 'order-modified': {
      const changes = w.changes.map(({ term, before, after }) => {
        const shown = (v: string | undefined) =>
          v === undefined ? msg('activity.terms.none') : NUMERIC_TERMS.has(term) ? figure(v) : v
        return msg('activity.terms.change', {
          name: msg(`activity.terms.${term}`),
          before: shown(before),
          after: shown(after),
        })
      })
      return {
        title: msg('activity.order.modified', { orderId: w.orderId }),
        detail: msg('activity.order.modifiedDetail', {
          order: orderText(w.order),
          changes: changes.length > 0 ? changes.join(', ') : msg('activity.terms.group'),
        }),
      }
    }
    case 'order-filled':
      return {
        title: msg('activity.order.filled', { orderId: w.orderId }),
        detail: msg('activity.order.filledDetail', { order: orderText(w.order), price: figure(w.price) }),
      }
    case 'order-ended':
      return { title: msg(`activity.order.${w.ending}`, { orderId: w.orderId }), detail: orderText(w.order) }
    case 'order-gone':
      return {
        title: msg('activity.order.gone', { orderId: w.orderId }),
        detail: msg('activity.order.goneDetail', { order: orderText(w.order) }),
      }
    case 'position-opened':
    case 'position-closed': {
      // Opened and closed say the same facts: the position's size, its symbol and the price.
      const how = w.code === 'position-opened' ? 'opened' : 'closed'
      return {
        title: msg(`activity.position.${how}`, { symbol: w.symbol }),
        detail: msg(`activity.position.${how}Detail`, {
          quantity: signed(w),
          symbol: w.symbol,
          price: figure(w.price),
        }),
      }
    }
    case 'position-changed':
      return {
        title: msg('activity.position.changed', { symbol: w.symbol }),
        detail: msg('activity.position.changedDetail', {
          before: signed(w.before),
          after: signed(w.after),
          symbol: w.symbol,
        }),
      }
    case 'account-event': {
      const event =
        w.eventType === 'LIQUIDATION'
          ? msg('activity.account.liquidation')
          : w.eventType === 'MARGIN_CALL'
            ? msg('activity.account.marginCall')
            : w.eventType
      const level =
        w.level === undefined
          ? ''
          : w.threshold === undefined
            ? msg('activity.account.riskLevel', { level: w.level })
            : msg('activity.account.riskLevelOf', { level: w.level, threshold: w.threshold })
      return {
        title: msg('activity.account.eventOn', { event, account: w.account }),
        detail: msg('activity.account.reasonDetail', { reason: w.reason ?? msg('activity.account.noReason'), level }),
      }
    }
    case 'transfer': {
      const value = w.currency === undefined ? '' : `${figure(w.value)} ${w.currency}`
      const comment = w.comment ? msg('activity.account.transferComment', { comment: w.comment }) : ''
      return {
        title: msg('activity.account.transferBooked', { account: w.account }),
        detail: `${w.type ?? msg('activity.account.transfer')} ${value}${comment}`.trim(),
      }
    }
    case 'caught-up':
      return {
        title: msg('activity.caughtUp.title'),
        detail: msg('activity.caughtUp.detail', { found: caughtUpSummary(w.found) }),
      }
    case 'unread':
      return { title: msg('activity.unread.title'), detail: msg(`activity.unread.${w.list}`) }
    case 'margin-level': {
      const gap =
        w.gapMinutes !== undefined
          ? msg('risk.alerts.notWatched', { duration: formatDuration(w.gapMinutes * 60_000) })
          : ''
      const level = msg(`risk.alerts.levelName.${w.level}`)
      return {
        title: msg(w.gapMinutes !== undefined ? 'risk.alerts.marginBelowAfterGap' : 'risk.alerts.marginFell', {
          level,
        }),
        detail: msg('risk.alerts.marginDetail', {
          levelPercent: w.levelPercent,
          thresholdPercent: w.thresholdPercent,
          gap,
        }),
      }
    }
    case 'loss-limit':
      return {
        title: msg('risk.alerts.lossLimitTitle'),
        detail: msg('risk.alerts.lossLimitDetail', {
          loss: w.loss,
          limit: w.limit,
          currency: w.currency ?? msg('risk.alerts.accountCurrency'),
        }),
      }
    case 'price-alert':
      return {
        title: msg(w.when === 'at-or-above' ? 'risk.alerts.roseTo' : 'risk.alerts.fellTo', {
          symbol: w.symbol,
          side: w.side,
          level: w.level,
        }),
        detail: msg('risk.alerts.detail', {
          price: w.price,
          near: w.order ? msg('risk.alerts.near', w.order) : '',
        }),
      }
  }
}

/** "2 fills, 1 transfer" for what a catching-up read found; "nothing had changed" when it found nothing. */
export function caughtUpSummary(found: Readonly<Partial<Record<CountedKind, number>>>): string {
  const counted = COUNTED_KINDS.flatMap((kind) => {
    const n = found[kind] ?? 0
    return n > 0 ? [msg(`activity.caughtUp.counted.${kind}`, { count: n, n })] : []
  })
  return counted.length > 0 ? counted.join(', ') : msg('activity.caughtUp.nothing')
}

/** The entry in words, amounts blanked when asked (support case mode, privacy). */
export function activityText(e: ActivityEvent, options: { hideAmounts?: boolean } = {}): ActivityText {
  const { title, detail } = words(e)
  const line = cleanServerText(detail, ACTIVITY_LIMITS.detail)
  const account =
    e.words.code === 'caught-up' && e.words.accounts !== 1
      ? msg('activity.caughtUp.accounts', { n: e.words.accounts })
      : e.account
  return {
    title: cleanServerText(title, ACTIVITY_LIMITS.title),
    detail: options.hideAmounts ? withoutFigures(line) : line,
    account,
  }
}
