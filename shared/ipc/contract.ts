// The IPC contract: every channel's name, input schema and output schema, and every main→renderer
// event. The preload surface (electron/preload), the renderer's window.api type (api-types.ts) and the
// main router's handler types (electron/core/ipc/router.ts) are all derived from this one file.
import { z } from 'zod'
import { catchall, type ZodMiniType } from 'zod/mini'
import * as api from '../api'
import type { ParamsSchema } from '../api/params/spec'
import { EVENT_CHANNELS, INVOKE_CHANNELS, type EventChannel, type InvokeChannel } from './channels'
import { AnswerFactsSchema, AppErrorSchema, FactsSchema, REFUSAL_REASONS, SECRET_STORE_REASONS } from './result'
import {
  AUDIT_ATTEMPTS,
  AuditEntrySchema,
  AuditFileVerdictSchema,
  AuditFilterSchema,
  AuditIntegritySchema,
} from './audit'
import { FileNoticeSchema, IMPORT_REFUSALS, ProfileProblemSchema } from './file-notices'
import { ProfileInputSchema, ProfileViewSchema } from './profiles'
import { ActivityEventSchema } from '../domain/activity/model'
import { PriceAlertInputSchema, PriceAlertListSchema } from '../domain/risk/price-alerts'
import { caseReason, caseReference, SupportCaseSchema } from './support-case'
import { RequestRetryingSchema } from './request-retrying'
import { OpenedSnapshotSchema, SnapshotViewSchema } from '../support/snapshot'
import { MAX_OPEN_ACCOUNTS } from './open-accounts'

// Bounds on what the renderer may send, so a hostile or buggy page cannot make main allocate freely.
const id = z.string().min(1).max(128)
const requestId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/)
const accountList = z.array(api.accountCode).min(1).max(MAX_OPEN_ACCOUNTS)
/** A case covers every client account the agent has on screen, as many as the watch follows. */
const caseAccounts = z.array(api.accountCode).min(1).max(500)
const password = z.string().min(1).max(1024)

const empty = z.object({}).strict()
const done = z.object({}).strict()

/**
 * Records of a list answer that did not match the API and were left out: how many of how many, and where the
 * first few broke, as facts (the path, such as `orders[3].side`, and the rule broken; the window words them). The
 * rest of the list is shown; totals over it are incomplete.
 */
export const UnreadableRecordsSchema = z.object({
  count: z.number().int().positive(),
  total: z.number().int().positive(),
  samples: z.array(AnswerFactsSchema).max(5),
  /**
   * Whose records they were, where a record still named its account: a read over several accounts says which
   * account's list is partly broken. Records naming none are only in `count`.
   */
  accounts: z
    .array(z.object({ account: z.string().max(64), count: z.number().int().positive() }))
    .max(200)
    .optional(),
})
export type UnreadableRecords = z.infer<typeof UnreadableRecordsSchema>

/** Reads carry what the API told us about freshness: the ETag and whether a 304 kept cached data. */
function read<T extends z.ZodType>(data: T) {
  return z.object({
    data,
    etag: z.string().max(512).optional(),
    notModified: z.boolean(),
    /** Epoch milliseconds when main received the response (or the 304 that confirmed it). */
    fetchedAt: z.number(),
    unreadable: UnreadableRecordsSchema.optional(),
  })
}

/** Query parameters must fit a URL: longer filters are refused here, before they could cost a round trip. */
const MAX_QUERY_CHARS = 4000

/**
 * Query parameters as the renderer may send them: an unknown name is refused (a misspelt filter must not
 * silently filter nothing, and must not reach the server), and the whole set must fit a URL.
 */
function queryParams(params: ParamsSchema) {
  // The params objects are zod/mini schemas (shared/api/params/): closed with mini's `catchall`, which keeps
  // their cross-parameter checks, as classic's `.strict()` would.
  const closed = catchall(params, z.never()).check(
    z.superRefine((value, ctx) => {
      if (JSON.stringify(value).length > MAX_QUERY_CHARS) {
        // A rule code and its bound, worded by the window like any other refused input.
        ctx.addIssue({ code: 'too_big', origin: 'string', maximum: MAX_QUERY_CHARS, inclusive: true, input: value })
      }
    }),
  )
  return z.optional(closed)
}

/** Account-scoped list reads: one account → path form, several → one `?accounts=` request. */
function accountRead(params: ParamsSchema) {
  return z.object({ accounts: accountList, params: queryParams(params), requestId: requestId.optional() }).strict()
}

/**
 * The tables main may answer from the pushed portfolio (docs/live-data.md, "Tables from push"). `fromServer`: the
 * person asked for this read (Refresh), so it goes to the server whatever push holds.
 */
function pushableRead(params: ParamsSchema) {
  return accountRead(params).extend({ fromServer: z.literal(true).optional() })
}

// Order requests as the renderer may send them: the shared shapes, closed (an unknown field is refused rather
// than silently dropped) and bounded, so nothing malformed or oversized is ever put to the server.
const orderText = (field: string) => z.string().min(1, `${field} is required`).max(128)
const singleOrderInput = api.SingleOrderRequestSchema.extend({
  orderCode: orderText('orderCode'),
  instrument: orderText('instrument'),
}).strict()
const orderGroupInput = api.OrderGroupRequestSchema.extend({
  orders: z.array(singleOrderInput).min(1).max(20),
}).strict()

/** Which step sent a cancel; what changes (status → CANCELED) is main's to record, from its own last read. */
const cancelAudit = z
  .object({ attempt: z.enum(AUDIT_ATTEMPTS).optional() })
  .strict()
  .optional()

/** What the window shows: a hidden window pauses the watch; a background one is checked less often. */
export const WATCH_VISIBILITY = ['foreground', 'background', 'hidden'] as const

export const WatchAccountStatusSchema = z.object({
  account: z.string(),
  /**
   * `starting` until the watch's first complete look at the account: before it, a change cannot be noticed,
   * so nothing may say the account is watched live.
   */
  state: z.enum(['starting', 'watching', 'paused', 'failing']),
  /** The account version last seen (its ETag). */
  version: z.string().optional(),
  /** Epoch ms of the last answer (200 or 304). */
  checkedAt: z.number().optional(),
  /** Epoch ms the version last moved. */
  changedAt: z.number().optional(),
  /** Why the last check failed, as an error the renderer words. */
  error: AppErrorSchema.optional(),
  /** Epoch ms of the next check (after a failure: the back-off). */
  nextAt: z.number().optional(),
})
export type WatchAccountStatus = z.infer<typeof WatchAccountStatusSchema>
/** How account changes reach the watch: pushed by the server, polled (no push offered), or polled while push reconnects. */
export const WATCH_SOURCES = ['push', 'polling', 'reconnecting'] as const

export const WatchStatusSchema = z.object({
  accounts: z.array(WatchAccountStatusSchema),
  intervalMs: z.number(),
  visibility: z.enum(WATCH_VISIBILITY),
  source: z.enum(WATCH_SOURCES).optional(),
})
export type WatchStatus = z.infer<typeof WatchStatusSchema>

/** Quotes as main delivers them: pushed, or read over REST while push is not there (with the read's error). */
export const QuotesChangedSchema = z.object({
  quotes: z.array(api.QuoteSchema).max(api.MAX_MARKET_DATA_SYMBOLS),
  /** Epoch ms main sent them. */
  at: z.number(),
  source: z.enum(['push', 'polling']),
  error: AppErrorSchema.optional(),
})

/** A downloaded update waiting to be installed, as main announces it and as a page asks for it. */
export const UpdateReadySchema = z.object({ version: z.string().max(64), releaseName: z.string().max(256).optional() })

export const SessionInfoSchema = z.object({
  profileId: z.string(),
  profileName: z.string(),
  kind: z.enum(['trader', 'support']),
  username: z.string(),
  user: api.UserDetailsSchema,
  /** The profile opens read-only (support profiles always): its own accounts need an unlock too. */
  readOnly: z.boolean(),
  /**
   * A server fact, not the profile's label: the user owns no account (`users/{me}`), or an account that is not
   * theirs was opened on this connection (or the profile is marked support). Screen-capture protection and
   * hidden amounts follow it.
   */
  delegated: z.boolean(),
  /** Accounts unlocked for editing on this connection, each by its own audited unlock with a reason. */
  unlockedAccounts: z.array(z.string()),
  /** The open support case: reading an account that is not the user's own needs one. */
  case: z.optional(SupportCaseSchema),
  connectedAt: z.number(),
  baseUrl: z.string(),
  /** The password was asked to be saved and was not: why, when main knows (the renderer words it). */
  notRemembered: z.object({ reason: z.enum(REFUSAL_REASONS).optional(), facts: FactsSchema.optional() }).optional(),
})
export type SessionInfo = z.infer<typeof SessionInfoSchema>

export const SecretBackendSchema = z.object({
  /** e.g. "keychain", "dpapi", "gnome_libsecret", "kwallet5", "basic_text", "unavailable" */
  backend: z.string(),
  canRemember: z.boolean(),
  /** Why passwords cannot be remembered, when canRemember is false: the renderer words it. */
  reason: z.enum(SECRET_STORE_REASONS).optional(),
})

/** A channel's schemas: zod's classic API, or zod/mini for the schemas the renderer bundles too. */
type AnySchema = z.ZodType | ZodMiniType

function channel<I extends AnySchema, O extends AnySchema>(definition: { input: I; output: O }) {
  return definition
}

export const contract = {
  'app.info': channel({
    input: empty,
    output: z.object({ name: z.string(), version: z.string(), platform: z.string(), secrets: SecretBackendSchema }),
  }),
  'requests.cancel': channel({ input: z.object({ requestId }).strict(), output: done }),

  'profiles.list': channel({
    input: empty,
    output: z.object({ profiles: z.array(ProfileViewSchema), notices: z.array(FileNoticeSchema).max(20).optional() }),
  }),
  'profiles.save': channel({
    input: z
      .object({ profile: ProfileInputSchema, password: password.optional(), rememberPassword: z.boolean().optional() })
      .strict(),
    output: ProfileViewSchema,
  }),
  'profiles.remove': channel({ input: z.object({ id }).strict(), output: done }),
  'profiles.export': channel({
    input: z.object({ ids: z.array(id).max(500).optional() }).strict(),
    output: z.object({ json: z.string() }),
  }),
  'profiles.import': channel({
    input: z.object({ json: z.string().max(1_000_000) }).strict(),
    output: z.object({
      imported: z.array(ProfileViewSchema),
      skipped: z.array(ProfileProblemSchema),
      refused: z.enum(IMPORT_REFUSALS).optional(),
    }),
  }),

  'session.connect': channel({
    input: z
      .object({
        profileId: id,
        password: password.optional(),
        rememberPassword: z.boolean().optional(),
        /** Keep a typed password in main's memory for re-logins during this connection (otherwise dropped after login). */
        keepForSession: z.boolean().optional(),
      })
      .strict(),
    output: SessionInfoSchema,
  }),
  'session.disconnect': channel({ input: empty, output: done }),
  /** The password for a re-login main has none for; it goes to main only and is held as the connect's was. */
  'session.relogin': channel({ input: z.object({ password }).strict(), output: SessionInfoSchema }),
  'session.current': channel({ input: empty, output: z.object({ session: SessionInfoSchema.nullable() }) }),
  'session.unlockEditing': channel({
    /** One account per unlock: without `account`, the one locked account on screen (several: refused). */
    input: z.object({ reason: z.string().trim().min(3).max(500), account: api.accountCode.optional() }).strict(),
    output: SessionInfoSchema,
  }),

  /**
   * Opens a support case for the chosen client accounts (an open one is ended as `switched`, and recorded so).
   * Refused when none of `accounts` needs a case: the user's own accounts never fall under one.
   */
  'case.open': channel({
    input: z.object({ reference: caseReference, reason: caseReason, accounts: caseAccounts }).strict(),
    output: SessionInfoSchema,
  }),
  'case.end': channel({ input: empty, output: SessionInfoSchema }),

  'users.me': channel({ input: empty, output: read(api.UserDetailsSchema) }),
  /** One user's record by login (`login@domain`): a client's account status, re-read while it is on screen. */
  'users.get': channel({
    input: z.object({ username: z.string().min(1).max(256), requestId: requestId.optional() }).strict(),
    output: read(api.UserDetailsSchema),
  }),
  'users.list': channel({
    input: z.object({ params: queryParams(api.usersParams), requestId: requestId.optional() }).strict(),
    output: read(z.array(api.UserDetailsSchema)),
  }),

  'instruments.bySymbol': channel({
    input: z
      .object({
        account: api.accountCode,
        symbol: z.string().min(1).max(128),
        params: queryParams(api.instrumentsPathParams),
        requestId: requestId.optional(),
      })
      .strict(),
    output: read(z.array(api.InstrumentDetailsSchema)),
  }),
  'instruments.byType': channel({
    input: z
      .object({
        account: api.accountCode,
        type: z.string().min(1).max(64),
        params: queryParams(api.instrumentsPathParams),
        requestId: requestId.optional(),
      })
      .strict(),
    output: read(z.array(api.InstrumentDetailsSchema)),
  }),
  'instruments.query': channel({
    input: z
      .object({
        account: api.accountCode,
        params: queryParams(api.instrumentsQueryParams),
        requestId: requestId.optional(),
      })
      .strict(),
    output: read(z.array(api.InstrumentDetailsSchema)),
  }),

  'events.list': channel({ input: accountRead(api.eventsParams), output: read(z.array(api.AccountEventSchema)) }),
  'portfolio.list': channel({
    input: accountRead(api.portfolioParams),
    output: read(z.array(api.AccountPortfolioSchema)),
  }),
  'positions.list': channel({ input: pushableRead(api.positionsParams), output: read(z.array(api.PositionSchema)) }),
  'orders.open': channel({ input: pushableRead(api.openOrdersParams), output: read(z.array(api.OrderSchema)) }),
  'orders.history': channel({ input: accountRead(api.historyParams), output: read(api.HistoricOrderListSchema) }),
  'metrics.list': channel({ input: accountRead(api.metricsParams), output: read(z.array(api.AccountMetricsSchema)) }),
  'transfers.list': channel({
    input: accountRead(api.transfersParams),
    output: read(z.array(api.CashTransferSchema)),
  }),

  'orders.modify': channel({
    input: z
      .object({
        account: api.accountCode,
        request: z.union([singleOrderInput, orderGroupInput]),
        /** The ETag of the open-orders read the edit started from; a modify is never sent without one. */
        ifMatch: z.string().min(1).max(512),
        /**
         * Which step of the edit flow sends it (a resend is a separate, explicit attempt). The fields old → new
         * are not the page's to say: main computes them from the order it last read and the request it sends.
         */
        audit: z
          .object({
            attempt: z.enum(AUDIT_ATTEMPTS).optional(),
            warnings: z.array(z.string().max(500)).max(20).optional(),
          })
          .strict()
          .optional(),
      })
      .strict(),
    output: z.object({
      responses: z.array(api.OrderResponseSchema),
      etag: z.string().optional(),
    }),
  }),

  'orders.cancel': channel({
    input: z
      .object({
        account: api.accountCode,
        /** Client order id (or action code) of the order, as a modify names it. */
        orderCode: orderText('orderCode'),
        /** The open-orders ETag the cancel was confirmed against; never sent without one. */
        ifMatch: z.string().min(1).max(512),
        audit: cancelAudit,
      })
      .strict(),
    output: z.object({ responses: z.array(api.OrderResponseSchema) }),
  }),
  'orders.cancelGroup': channel({
    input: z
      .object({
        account: api.accountCode,
        /** Every member's order code, parent first. */
        orderCodes: z.array(orderText('orderCodes')).min(1).max(20),
        contingencyType: z.enum(['OCO', 'IF-THEN']).optional(),
        ifMatch: z.string().min(1).max(512),
        audit: cancelAudit,
      })
      .strict(),
    output: z.object({ responses: z.array(api.OrderResponseSchema) }),
  }),

  /**
   * The accounts on screen and whether the window is seen; main watches them (one watch for the set). A support
   * desk may watch a few hundred client accounts: with push that costs no reads while they are idle.
   */
  'watch.set': channel({
    input: z.object({ accounts: z.array(api.accountCode).max(500), visibility: z.enum(WATCH_VISIBILITY) }).strict(),
    output: WatchStatusSchema,
  }),
  /** Check these accounts now (the app changed something, or the edit dialog noticed a change). */
  'watch.refresh': channel({
    input: z.object({ accounts: z.array(api.accountCode).min(1).max(MAX_OPEN_ACCOUNTS) }).strict(),
    output: done,
  }),
  'watch.status': channel({ input: empty, output: WatchStatusSchema }),
  /** Everything seen this session, newest first, and how many the trader has not looked at. */
  'activity.list': channel({
    input: empty,
    output: z.object({ events: z.array(ActivityEventSchema), unread: z.number().int() }),
  }),
  'activity.markRead': channel({ input: empty, output: done }),

  /** Bid/ask now for every symbol on screen, in one request (unknown symbols are absent from the answer). */
  'marketData.quotes': channel({
    input: z
      .object({
        account: api.accountCode.optional(),
        symbols: z.array(z.string().min(1).max(128)).min(1).max(api.MAX_MARKET_DATA_SYMBOLS),
        requestId: requestId.optional(),
      })
      .strict(),
    output: read(z.array(api.QuoteSchema)),
  }),
  /**
   * The symbols on screen: main keeps their quotes coming (pushed, or read at the live cadence while push is not
   * there) as `quotes.changed`, and answers what it knows of them now.
   */
  'quotes.watch': channel({
    input: z
      .object({
        account: api.accountCode.optional(),
        symbols: z.array(z.string().min(1).max(128)).max(api.MAX_MARKET_DATA_SYMBOLS),
      })
      .strict(),
    output: QuotesChangedSchema,
  }),
  /** Candles of one symbol over a range, oldest first. */
  'marketData.candles': channel({
    input: z
      .object({
        account: api.accountCode.optional(),
        symbol: z.string().min(1).max(128),
        candleType: api.candleType,
        fromTime: api.timestamp,
        toTime: api.timestamp,
        count: z.number().int().min(1).max(api.MAX_CANDLES).optional(),
        requestId: requestId.optional(),
      })
      .strict(),
    output: read(z.array(api.CandleSchema)),
  }),

  /**
   * Every cash transfer and every order in the history of one account: the records its balance chart,
   * realised P/L and reconciliation are rebuilt from (shared/domain/account-ledger.ts).
   */
  'ledger.read': channel({
    input: z.object({ account: api.accountCode, requestId: requestId.optional() }).strict(),
    output: z.object({
      transfers: z.array(api.CashTransferSchema),
      orders: z.array(api.OrderSchema),
      fetchedAt: z.number(),
      /** False when a walk stopped at its request limit before the list ended: some records are missing. */
      complete: z.boolean(),
      /** Transfers left out because they did not match the API. */
      unreadable: UnreadableRecordsSchema.optional(),
      /** History orders left out because they did not match the API. */
      unreadableOrders: UnreadableRecordsSchema.optional(),
    }),
  }),

  /** Rates into one currency (all the server prices, or one), for reporting amounts in one currency. */
  'books.conversionRates': channel({
    input: z
      .object({
        toCurrency: api.currencyCode,
        fromCurrency: api.currencyCode.optional(),
        requestId: requestId.optional(),
      })
      .strict(),
    output: read(z.array(api.ConversionRateSchema)),
  }),
  /** The connected profile's price alerts (main evaluates them on the quotes it reads). */
  'priceAlerts.list': channel({ input: empty, output: z.object({ alerts: PriceAlertListSchema }) }),
  'priceAlerts.add': channel({
    input: z.object({ alert: PriceAlertInputSchema }).strict(),
    output: z.object({ alerts: PriceAlertListSchema }),
  }),
  'priceAlerts.remove': channel({
    input: z.object({ id: z.string().min(1).max(64) }).strict(),
    output: z.object({ alerts: PriceAlertListSchema }),
  }),
  /** Balance, open P/L and equity of accounts at the end of one UTC day, for the equity curve. */
  'books.eodMetrics': channel({
    input: z
      .object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        accounts: accountList,
        requestId: requestId.optional(),
      })
      .strict(),
    output: read(z.array(api.EodMetricsSchema)),
  }),
  /**
   * The statement on screen as a PDF: main prints the calling window (its print styles show only the
   * statement) and saves it where the person chooses in main's own dialog.
   */
  'books.savePdf': channel({
    input: z.object({ fileName: z.string().regex(/^[A-Za-z0-9._ -]{1,120}\.pdf$/) }).strict(),
    output: z.object({ saved: z.boolean(), path: z.string().max(4096).optional() }),
  }),

  'shell.openExternal': channel({ input: z.object({ url: z.string().max(2048) }).strict(), output: done }),

  /** Global instrument reference (price increment, lot size), for the order dialog's price-grid check. */
  'instruments.reference': channel({
    input: z.object({ symbol: z.string().min(1).max(128), requestId: requestId.optional() }).strict(),
    output: read(z.array(api.InstrumentSchema)),
  }),

  'audit.list': channel({
    input: z
      .object({ filter: AuditFilterSchema.optional(), limit: z.number().int().min(1).max(5000).optional() })
      .strict(),
    output: z.object({
      entries: z.array(AuditEntrySchema),
      /** How many matched before `limit`. */
      total: z.number().int(),
      integrity: AuditIntegritySchema,
    }),
  }),
  'audit.export': channel({
    input: z.object({ filter: AuditFilterSchema.optional() }).strict(),
    output: z.object({ csv: z.string(), filename: z.string(), count: z.number().int() }),
  }),
  /** "Report a problem": the report as it would be saved, for the person to read first (nothing is sent). */
  'support.report': channel({
    input: empty,
    output: z.object({
      filename: z.string().max(200),
      /** The archive's files in order, each as the text it holds. */
      parts: z.array(z.object({ name: z.string().max(100), text: z.string() })).max(20),
    }),
  }),
  /** Writes the report as one zip archive to the user-data folder and shows it in the file manager. */
  'support.saveReport': channel({
    input: empty,
    output: z.object({ filename: z.string().max(200), path: z.string().max(4096) }),
  }),
  /**
   * "Share what I see": main masks the view as the profile says, replaces account codes by pseudonyms unless
   * they are kept, signs it and saves it where the person chooses in main's dialog (`saved: false` = cancelled).
   */
  'support.shareView': channel({
    input: z.object({ view: SnapshotViewSchema, keepAccountCodes: z.boolean() }).strict(),
    output: z.object({
      saved: z.boolean(),
      fileName: z.string().max(300),
      path: z.string().max(4096).optional(),
      accountCodes: z.enum(['pseudonyms', 'kept']),
    }),
  }),
  /** "Open snapshot…": main's open dialog, then main reads and verifies the file and shows it read-only. */
  'support.openSnapshot': channel({
    input: empty,
    output: z.object({
      opened: z.boolean(),
      id: z.string().max(64).optional(),
      /** Shown in its own window; false: the page that asked shows it (no windows, as under the test harness). */
      inWindow: z.boolean(),
    }),
  }),
  /** An opened snapshot as main verified it, for its read-only viewer. */
  'support.snapshot': channel({ input: z.object({ id }).strict(), output: OpenedSnapshotSchema }),
  /** Checks an audit file the person chose (an export or a log), on its own: chain, broken rows, scope. */
  'audit.verifyFile': channel({
    input: z.object({ text: z.string().max(20_000_000) }).strict(),
    output: AuditFileVerdictSchema,
  }),

  /**
   * The update waiting to be installed, if any: a page asks as it starts, since an `update.ready` announced
   * before its listener was in place (a reload after the download) never reaches it.
   */
  'update.status': channel({ input: empty, output: z.object({ ready: UpdateReadySchema.nullable() }) }),
  /** The renderer reports an open order edit; a restart into an update waits until it is closed. */
  'update.editing': channel({ input: z.object({ active: z.boolean() }).strict(), output: done }),
  /** "Update ready — restart": refused (with the reason) when there is no update or an edit is open. */
  'update.restart': channel({
    input: empty,
    output: z.union([
      z.object({ restarting: z.literal(true), version: z.string().max(64) }),
      z.object({ restarting: z.literal(false), reason: z.enum(['disabled', 'no-update', 'edit-in-progress']) }),
    ]),
  }),
} as const

/** Why main ended the session or asks for the password again. */
export const SESSION_CHANGE_REASONS = ['relogin-failed', 'password-needed', 'password-refused'] as const
export type SessionChangeReason = (typeof SESSION_CHANGE_REASONS)[number]

export const events = {
  'session.changed': z.object({
    /** password-needed: the session ended and main holds no password to log in again; the connection waits. */
    state: z.enum(['connected', 'disconnected', 'expired', 'reconnecting', 'password-needed']),
    profileId: z.string().optional(),
    /** Why it ended or waits, when main knows: the renderer words it (catalogue `session.changed`). */
    reason: z.enum(SESSION_CHANGE_REASONS).optional(),
  }),
  /** A downloaded update is waiting; the renderer shows "update ready — restart". */
  'update.ready': UpdateReadySchema,
  /** An account's version moved: every view of it refreshes together. */
  'account.changed': z.object({ account: z.string(), version: z.string().optional(), at: z.number() }),
  /** New activity, oldest first; already deduplicated by id. */
  'activity.added': z.object({ events: z.array(ActivityEventSchema), unread: z.number().int() }),
  'watch.status': WatchStatusSchema,
  /** New quotes of symbols on screen, each symbol at most once per frame (or a failed read while not pushed). */
  'quotes.changed': QuotesChangedSchema,
  /** Pushed figures of accounts on screen: equity and margin follow every price without a read. */
  'metrics.changed': z.object({ metrics: z.array(api.AccountMetricsSchema).max(1000), at: z.number() }),
  /** A read of this window's is being repeated after a transient failure (sent to the asking window only). */
  'request.retrying': RequestRetryingSchema,
} as const satisfies Record<EventChannel, z.ZodType>

export type Contract = typeof contract
export type ChannelInput<C extends InvokeChannel> = z.output<Contract[C]['input']>
export type ChannelRequest<C extends InvokeChannel> = z.input<Contract[C]['input']>
export type ChannelOutput<C extends InvokeChannel> = z.output<Contract[C]['output']>
export type EventPayload<E extends EventChannel> = z.output<(typeof events)[E]>

// Compile-time proof that channels.ts (what the preload bundles) lists exactly the contract's channels.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const channelsMatch: Exactly<InvokeChannel, keyof Contract> = true
const eventsMatch: Exactly<EventChannel, keyof typeof events> = true
export const CONTRACT_CHECKS = { channelsMatch, eventsMatch, INVOKE_CHANNELS, EVENT_CHANNELS }
