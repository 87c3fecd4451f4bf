// Channel and event names only — no runtime imports — so the sandboxed preload can bundle this file
// without pulling zod in. shared/ipc/contract.ts proves at compile time that it matches the contract.
export const INVOKE_CHANNELS = [
  'app.info',
  'requests.cancel',
  'profiles.list',
  'profiles.save',
  'profiles.remove',
  'profiles.export',
  'profiles.import',
  'session.connect',
  'session.disconnect',
  'session.current',
  'session.unlockEditing',
  'case.open',
  'case.end',
  'users.me',
  'users.list',
  'instruments.bySymbol',
  'instruments.byType',
  'instruments.query',
  'events.list',
  'portfolio.list',
  'positions.list',
  'orders.open',
  'orders.history',
  'orders.modify',
  'orders.cancel',
  'orders.cancelGroup',
  'watch.set',
  'watch.refresh',
  'watch.status',
  'activity.list',
  'activity.markRead',
  'metrics.list',
  'transfers.list',
  'marketData.quotes',
  'marketData.candles',
  'ledger.read',
  'shell.openExternal',
  'instruments.reference',
  'audit.list',
  'audit.export',
  'audit.verifyFile',
  'support.report',
  'support.saveReport',
  'update.status',
  'update.editing',
  'update.restart',
] as const
export type InvokeChannel = (typeof INVOKE_CHANNELS)[number]

export const EVENT_CHANNELS = [
  'session.changed',
  'update.ready',
  'account.changed',
  'activity.added',
  'watch.status',
] as const
export type EventChannel = (typeof EVENT_CHANNELS)[number]

/** Prefix of every ipcMain channel name, so ours can never collide with Electron's or a library's. */
export const IPC_PREFIX = 'dx:'
