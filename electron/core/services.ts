// The main process's services behind the IPC router: profiles, the password vault, the one DX connection,
// the audit log, logging. Everything Electron-specific arrives as a parameter (the cipher over safeStorage,
// the sandbox launcher, openExternal), so this runs under plain Node: in Vitest, in the Playwright harness
// and, unchanged, inside Electron's main process.
import { z } from 'zod'
import { systemClock, type Clock, type Timers } from '@shared/domain/clock'
import type { ActivityEvent } from '@shared/domain/activity'
import type { EventChannel } from '@shared/ipc/channels'
import { events as contractEvents, type EventPayload } from '@shared/ipc/contract'
import { AuditLog } from './audit/audit-log'
import type { CipherPort } from './credentials/cipher-port'
import { createVault, type Vault } from './credentials/vault'
import { lazySandbox, type SandboxLauncher } from './demo/sandbox-launcher'
import { createHandlers, type AppInfo } from './ipc/handlers'
import { createRequestRegistry } from './ipc/request-registry'
import { createRouter, type WireRouter } from './ipc/router'
import { silentLogger, type AppLogger } from './logging/app-logger'
import { createProfileCatalog } from './profiles/catalog'
import { createProfileStore, type ProfileStore } from './profiles/profile-store'
import { createSessionManager, type DxClientTuning, type SessionManager } from './session/session-manager'
import { realTimers } from './real-timers'
import { createDxClient, type DxClient, type DxClientOptions } from './api-client'
import { createClientWorkerHost, type ClientWorkerSpawner } from './api-client/worker/host'
import { MAX_VERSIONS_PER_EVENT, ParsedAccountMetrics } from './api-client/push/events'
import { sharedSourceWorkerHost } from './api-client/worker/source-spawner'
import { LIVE_CADENCE_SECONDS, riskLevelsOf } from '@shared/ipc/profile-settings'
import { createRequestJournal } from './support/request-journal'
import { createSigningKeys } from './support/signing-key'
import { NO_FILE_DIALOG, type FileDialogPort } from './files/file-dialog'
import { createAccountWatch, type AccountWatch } from './watch/account-watch'
import { createRiskAlerts } from './risk/risk-alerts'
import { createPriceAlertBook } from './risk/price-alert-book'
import { createPriceAlerts } from './risk/price-alerts'
import { createQuoteFeed } from './risk/alert-quote-poll'
import type { NotificationPort } from './watch/notifier'
import { createUpdateService, type UpdateService } from './updates/update-service'

export type { AppInfo } from './ipc/handlers'
export type { SandboxLauncher } from './demo/sandbox-launcher'
export type { CipherPort } from './credentials/cipher-port'

export interface MainServicesOptions {
  /** The user-data folder: profiles.json, secrets.json, audit.jsonl live here. */
  userDataDir: string
  /** Async encryption over the OS key store (Electron safeStorage in the app, a fake in tests). */
  cipher: CipherPort
  /** Starts the Demo sandbox on first Demo connect. */
  sandboxLauncher: SandboxLauncher
  logger?: AppLogger
  /** The log folder, whose tail "Report a problem" includes. */
  logDir?: string
  /** Shows a file in the OS file manager (Electron's shell in the app). */
  revealFile?: (path: string) => void
  /** Main's own open and save dialogs (Electron's dialog in the app); without it every dialog is cancelled. */
  fileDialog?: FileDialogPort
  /** Opens a read-only window for an opened snapshot (the app); without it the page shows the snapshot itself. */
  showSnapshot?: (id: string) => boolean
  appInfo: AppInfo
  /** The OS browser; receives only URLs that passed validateExternalUrl. */
  openExternal(url: string): Promise<void>
  /** Main's own "open this link?" dialog for hosts no profile uses; without one such links are refused. */
  confirmExternal?(url: string): Promise<boolean>
  /** Prints the calling window to a PDF file the person names (the app); without it nothing is saved. */
  savePdf?(fileName: string, caller: string): Promise<{ saved: boolean; path?: string }>
  clock?: Clock
  /**
   * Transport settings for the DX client (tests shorten timeouts and retries). A test that injects functions
   * (fetch, sleeper, timers, random) gets its client on this thread, since functions cannot reach a worker.
   */
  dxClient?: DxClientTuning
  /** Starts the API client's worker thread. The app passes the built file; default: one shared, from the source. */
  dxClientWorker?: ClientWorkerSpawner
  /** OS notifications (Electron's Notification in the app, a recorder in tests; none = never shown). */
  notifications?: NotificationPort
  /** The account watch's timers (tests drive time themselves). */
  watchTimers?: Timers
  /** Events or transfers one look of the watch reads at most (default MAX_NEWEST_ITEMS; tests make it small). */
  watchLookLimit?: number
  /** How often the price alerts' symbols are read (default QUOTE_FEED_INTERVAL_MS). */
  quoteFeedIntervalMs?: number
}

/** Client options that are functions: a test's stand-ins for the network and time, bound to the calling thread. */
const THREAD_BOUND_SEAMS = ['fetch', 'sleeper', 'random', 'timers'] as const

export type EventListener = <E extends EventChannel>(event: E, payload: EventPayload<E>) => void

export interface MainServices {
  router: WireRouter
  /** Main→renderer events of one kind; returns an unsubscribe function. */
  on<E extends EventChannel>(event: E, listener: (payload: EventPayload<E>) => void): () => void
  /** Every main→renderer event (what the IPC bridge forwards to windows); returns an unsubscribe function. */
  subscribe(listener: EventListener): () => void
  /** Sends a main→renderer event (checked against the contract first); for core modules outside these services. */
  emit<E extends EventChannel>(event: E, payload: EventPayload<E>): void
  /** Logs out, cancels running requests and stops the Demo sandbox. Safe to call twice. */
  shutdown(): Promise<void>
  readonly userDataDir: string
  readonly profiles: ProfileStore
  readonly vault: Vault
  readonly audit: AuditLog
  readonly sessions: SessionManager
  readonly watch: AccountWatch
  /** Auto-updates: main's shell hands it electron-updater once the app is ready. */
  readonly updates: UpdateService
}

/**
 * The contract's event schemas, as main checks what it sends. Two events' records were checked by the contract's
 * own record schema where they entered main, so main checks the event but not every record again: pushed figures
 * (AccountMetricsSchema, in the client worker) and activity entries (ActivityEventSchema, as the watch accepts each
 * into the log, watch/account-watch.ts). The second parse of pushed figures, several times a second, was a third of
 * all main allocated in a trading day (docs/performance.md, "Soak").
 */
const AcceptedActivityEvent = z.custom<ActivityEvent>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string',
)
const eventSchemas = {
  ...contractEvents,
  'metrics.changed': contractEvents['metrics.changed'].extend({
    metrics: z.array(ParsedAccountMetrics).max(MAX_VERSIONS_PER_EVENT),
  }),
  'activity.added': contractEvents['activity.added'].extend({ events: z.array(AcceptedActivityEvent) }),
}

export async function createMainServices(options: MainServicesOptions): Promise<MainServices> {
  const logger = options.logger ?? silentLogger
  const clock = options.clock ?? systemClock
  const dir = options.userDataDir
  const listeners = new Set<EventListener>()

  function emit<E extends EventChannel>(event: E, payload: EventPayload<E>): void {
    // Events leave main like channel outputs do: only contract-shaped data.
    const parsed = eventSchemas[event].safeParse(payload)
    if (!parsed.success) {
      logger.error({ event }, 'event outside the contract was not sent')
      return
    }
    for (const listener of [...listeners]) {
      try {
        listener(event, parsed.data as EventPayload<E>)
      } catch (error) {
        logger.error({ event, err: error }, 'event listener failed')
      }
    }
  }

  const profiles = createProfileStore({ dir, clock, logger: logger.child({ module: 'profiles' }) })
  const vault = createVault({ dir, cipher: options.cipher, clock, logger: logger.child({ module: 'vault' }) })
  const audit = new AuditLog(dir, clock)
  const demo = lazySandbox(options.sandboxLauncher)
  const catalog = createProfileCatalog({ store: profiles, vault, demo })
  const requests = createRequestRegistry()
  // The app's services own their worker; under plain Node every set of services shares one source-started worker.
  const clientWorker = options.dxClientWorker
    ? createClientWorkerHost(options.dxClientWorker)
    : sharedSourceWorkerHost()
  const tuning = options.dxClient
  const inThread = tuning !== undefined && THREAD_BOUND_SEAMS.some((seam) => tuning[seam] !== undefined)
  // Loading the worker's modules overlaps start-up rather than delaying the first connect.
  if (!inThread) clientWorker.warm()
  const createClient = (client: DxClientOptions): DxClient =>
    inThread ? createDxClient(client) : clientWorker.createClient(client)
  const sessions = createSessionManager({
    createClient,
    catalog,
    vault,
    audit,
    demo,
    logger,
    clock,
    emit: (payload) => emit('session.changed', payload),
    ...(options.dxClient ? { clientTuning: options.dxClient } : {}),
  })
  const watch = createAccountWatch({
    sessions,
    clock,
    logger,
    emit,
    ...(options.notifications ? { notifications: options.notifications } : {}),
    ...(options.watchTimers ? { timers: options.watchTimers } : {}),
    ...(options.watchLookLimit !== undefined ? { lookLimit: options.watchLookLimit } : {}),
    // Pushed figures reach the risk alerts as they arrive: a price move can cross a level with no read at all.
    onMetrics: (list, at) => {
      risk.onMetricsList(list, at).catch((error: unknown) => logger.warn({ err: error }, 'risk alerts failed'))
    },
    // Prices the watch takes, pushed (the screen's and the alerted symbols) or read (the screen's), reach the price
    // alerts as they arrive; the alerts' own read covers the alerted symbols only while they are not pushed.
    onQuote: (q) => priceAlerts.onQuote(q.symbol, q.bid, q.ask, Date.parse(q.time) || clock.now()),
    async settings() {
      const session = sessions.current()
      const profile = session ? await catalog.find(session.profileId) : undefined
      return {
        cadenceMs: (profile?.liveCadenceSeconds ?? LIVE_CADENCE_SECONDS.default) * 1000,
        notifyKinds: profile?.notifyKinds ?? [],
        // A client's figures stay off the desktop while someone else's accounts are open (a server fact).
        hideAmounts: session?.delegated === true,
      }
    },
  })
  const risk = createRiskAlerts({
    report: (events) => watch.report(events),
    async settings() {
      const session = sessions.current()
      const profile = session ? await catalog.find(session.profileId) : undefined
      if (!session || !profile) return undefined
      return {
        levels: riskLevelsOf(profile),
        zone: profile.timeZone,
        identity: `${session.baseUrl}|${session.username}`,
        currencyOf: (account) => session.user.accounts.find((a) => a.account === account)?.baseCurrency,
      }
    },
  })
  const alertBook = createPriceAlertBook({ catalog, store: profiles, clock })
  const priceAlerts = createPriceAlerts({
    report: (events) => watch.report(events),
    async settings() {
      const session = sessions.current()
      if (!session) return undefined
      return { identity: `${session.baseUrl}|${session.username}`, alerts: await alertBook.list(session.profileId) }
    },
  })
  const quoteFeed = createQuoteFeed({
    alerts: priceAlerts,
    subscribe: (symbols) => watch.watchAlertSymbols(symbols),
    pushed: (symbols) => watch.quotesPushed(symbols),
    read: async (symbols) =>
      sessions.current() ? (await sessions.run((client) => client.marketData.quotes(symbols))).data : undefined,
    clock,
    timers: realTimers,
    ...(options.quoteFeedIntervalMs !== undefined ? { intervalMs: options.quoteFeedIntervalMs } : {}),
    onError: (error) => logger.warn({ err: error }, 'price alerts could not read quotes'),
  })
  const updates = createUpdateService({ emit })
  const journal = createRequestJournal(clock)
  const router = createRouter(
    createHandlers({
      appInfo: options.appInfo,
      store: profiles,
      catalog,
      vault,
      audit,
      sessions,
      requests,
      watch,
      risk,
      priceAlerts: { book: alertBook, evaluator: priceAlerts },
      updates,
      openExternal: options.openExternal,
      confirmExternal: options.confirmExternal ?? (async () => false),
      savePdf: options.savePdf ?? (async () => ({ saved: false })),
      logger: logger.child({ module: 'ipc' }),
      journal,
      userDataDir: dir,
      logDir: options.logDir,
      revealFile: options.revealFile ?? (() => undefined),
      fileDialog: options.fileDialog ?? NO_FILE_DIALOG,
      showSnapshot: options.showSnapshot ?? (() => false),
      signingKeys: createSigningKeys({
        dir,
        cipher: options.cipher,
        clock,
        logger: logger.child({ module: 'signing' }),
      }),
      clock,
    }),
    logger.child({ module: 'router' }),
  )

  await profiles.load()
  const chain = await audit.verify().catch(() => null)
  if (chain && !chain.ok) logger.warn({ line: chain.at, finding: chain.code }, 'audit log chain is broken')
  const secrets = await vault.status()
  logger.info({ backend: secrets.backend, canRemember: secrets.canRemember }, 'main services ready')

  let stopping: Promise<void> | null = null
  return {
    router,
    on(event, listener) {
      const wrapped: EventListener = (name, payload) => {
        if ((name as string) === event) listener(payload as unknown as Parameters<typeof listener>[0])
      }
      listeners.add(wrapped)
      return () => listeners.delete(wrapped)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit,
    shutdown() {
      stopping ??= (async () => {
        requests.abortAll()
        watch.stop()
        quoteFeed.stop()
        updates.stop()
        await sessions.shutdown().catch((error: unknown) => logger.warn({ err: error }, 'logout at shutdown failed'))
        if (options.dxClientWorker) await clientWorker.close()
        await demo.stop().catch((error: unknown) => logger.warn({ err: error }, 'stopping the Demo sandbox failed'))
        logger.info({}, 'main services stopped')
      })()
      return stopping
    },
    userDataDir: dir,
    profiles,
    vault,
    audit,
    sessions,
    watch,
    updates,
  }
}
