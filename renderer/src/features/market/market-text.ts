// An instrument's market hours in words.
import { msg } from '@shared/text/messages'

/** An instrument's market: "Open · closes 2026-11-27 22:00", "Closed · opens …", or open without a calendar. */
export function marketStatusText(f: { open: boolean; calendar: 'none' | 'always' | 'weekly'; next?: string }): string {
  if (f.calendar === 'none') return msg('tables.market.openNoHours')
  if (f.calendar === 'always') return msg('tables.market.openAlways')
  if (f.next === undefined) return msg(f.open ? 'tables.market.open' : 'tables.market.closed')
  return msg(f.open ? 'tables.market.openCloses' : 'tables.market.closedOpens', { next: f.next })
}

/** Said in the edit and cancel dialogs before anything is sent, when the order's market is closed now. */
export function marketClosedNotice(f: { symbol: string; opens?: string; action: 'modify' | 'cancel' }): string {
  const until = f.opens === undefined ? '' : msg('tables.market.until', { opens: f.opens })
  return msg(f.action === 'modify' ? 'tables.market.closedModify' : 'tables.market.closedCancel', {
    symbol: f.symbol,
    until,
  })
}
