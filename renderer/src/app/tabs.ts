// The workspace's views (the resource tables, then Balance & P/L): one tab each, reachable with
// Alt+1…Alt+9, Alt+0 and Alt+- (shown in each tab's tooltip).
import { readStored, storageKeys } from '../lib/storage'

export const TABS = [
  { id: 'positions', label: 'Positions', digit: '1' },
  { id: 'orders', label: 'Open orders', digit: '2' },
  { id: 'history', label: 'Order history', digit: '3' },
  { id: 'portfolio', label: 'Portfolio', digit: '4' },
  { id: 'metrics', label: 'Metrics', digit: '5' },
  { id: 'transfers', label: 'Cash transfers', digit: '6' },
  { id: 'events', label: 'Account events', digit: '7' },
  { id: 'instruments', label: 'Instruments', digit: '8' },
  { id: 'balance', label: 'Balance & P/L', digit: '9' },
  { id: 'trades', label: 'Trades', digit: '0' },
  { id: 'exposure', label: 'Exposure', digit: '-' },
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
