// The messages between the test and the Electron stand-in running inside the child process (over Node's fork IPC
// channel). The test plays Chromium and the OS: it sends what a renderer, a web page or the user would cause, and
// reads the journal of every Electron API call main made.

/** Who sends an IPC call: a frame of one of the stand-in's windows (by id), or a web contents in no window. */
export interface SenderSpec {
  windowId: number | null
  /** The frame's URL; by default the URL the window loaded. */
  frameUrl?: string
  /** A sub-frame (an iframe) of the page rather than its top frame. */
  subframe?: boolean
}

export type Command =
  | { type: 'journal' }
  | { type: 'invoke'; channel: string; input: unknown; sender: SenderSpec }
  /** A request through the handler registered with protocol.handle, as the window's page would make it. */
  | { type: 'fetch'; url: string; method?: string }
  | { type: 'permissionRequest'; permission: string; url: string }
  | { type: 'permissionCheck'; permission: string; url: string }
  | { type: 'beforeRequest'; url: string }
  | { type: 'headersReceived'; url: string }
  /** The page of a window tries to navigate away (will-navigate); answers whether it was prevented. */
  | { type: 'navigate'; windowId: number; url: string }
  | { type: 'quit' }
  /** Open sessions of the newest utility process's sandbox, asked over its parent port (its HTTP controls are off). */
  | { type: 'utilityHealth' }
  /** While held, a utility process's kill() is journaled but not carried out until released. */
  | { type: 'holdUtilityKill'; hold: boolean }

export interface Request {
  id: number
  command: Command
}

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string }

export interface JournalEntry {
  seq: number
  /** Whether the app had become ready when the call was made. */
  ready: boolean
  api: string
  detail?: unknown
}

export interface FetchResult {
  status: number
  headers: Record<string, string>
  body: string
}

/** Environment variables the stand-in reads. */
export const STAND_IN_ENV = {
  userData: 'DX_STAND_IN_USER_DATA',
  /** The name of one journaled API (e.g. `session.setPermissionRequestHandler`) that throws when called. */
  failingApi: 'DX_STAND_IN_FAILING_API',
} as const
