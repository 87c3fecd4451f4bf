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
  'session.relogin',
  'session.current',
  'session.unlockEditing',
  'case.open',
  'case.end',
  'users.me',
  'users.get',
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
  'quotes.watch',
  'marketData.candles',
  'ledger.read',
  'books.conversionRates',
  'priceAlerts.list',
  'priceAlerts.add',
  'priceAlerts.remove',
  'books.eodMetrics',
  'books.savePdf',
  'shell.openExternal',
  'instruments.reference',
  'audit.list',
  'audit.export',
  'audit.verifyFile',
  'support.report',
  'support.saveReport',
  'support.shareView',
  'support.openSnapshot',
  'support.snapshot',
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
  'quotes.changed',
  'metrics.changed',
  'request.retrying',
] as const
export type EventChannel = (typeof EVENT_CHANNELS)[number]

/** Prefix of every ipcMain channel name, so ours can never collide with Electron's or a library's. */
export const IPC_PREFIX = 'dx:'

/**
 * The one channel main→renderer events cross: each message is the events of one turn of main's event loop, in the
 * order main sent them, as [event, payload] pairs. The preload hands each to the page's listeners of its event.
 */
export const IPC_EVENT_BATCH = `${IPC_PREFIX}events`

export type EventBatch = ReadonlyArray<readonly [EventChannel, unknown]>
