// The workspace's views (the resource tables, then Balance & P/L): one tab each, reachable with
// Alt+1…Alt+9, Alt+0 and Alt+- (shown in each tab's tooltip).
import { readStored, storageKeys } from '../lib/storage'
import { msg } from '@shared/text/messages'

export const TABS = [
  { id: 'positions', label: msg('labels.app.positions'), digit: '1' },
  { id: 'orders', label: msg('labels.app.openOrders'), digit: '2' },
  { id: 'history', label: msg('labels.app.orderHistory'), digit: '3' },
  { id: 'portfolio', label: msg('labels.app.portfolio'), digit: '4' },
  { id: 'metrics', label: msg('labels.app.metrics'), digit: '5' },
  { id: 'transfers', label: msg('labels.app.cashTransfers'), digit: '6' },
  { id: 'events', label: msg('labels.app.accountEvents'), digit: '7' },
  { id: 'instruments', label: msg('labels.app.instruments'), digit: '8' },
  { id: 'balance', label: msg('labels.app.balancePL'), digit: '9' },
  { id: 'trades', label: msg('labels.app.trades'), digit: '0' },
  { id: 'exposure', label: msg('labels.app.exposure'), digit: '-' },
] as const

export type TabId = (typeof TABS)[number]['id']

export function isTabId(value: unknown): value is TabId {
  return TABS.some((t) => t.id === value)
}

export function shortcutLabel(digit: string): string {
  return `Alt+${digit}`
}

/** The tab a profile's workspace opens on: the one last shown, else Positions. */
export function initialTab(profileId: string): TabId {
  return readStored(storageKeys.activeTab(profileId), (v) => (isTabId(v) ? v : undefined)) ?? 'positions'
}
