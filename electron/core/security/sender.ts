// Who may call the IPC surface: the top frame of a window this app created, showing our own app:// page.
// A sub-frame, a window we did not create, or a page that navigated elsewhere is refused before its payload
// is even looked at. Do not relax without reading docs/security-checklist.md (item 12).
import { isAppUrl } from './app-url'

export interface SenderFacts {
  /** URL of the frame that sent the message (`event.senderFrame.url`); empty when the frame is gone. */
  senderFrameUrl: string
  /** Whether that frame is the top frame of its page. */
  isMainFrame: boolean
  /** Id of the BrowserWindow hosting the sender, or null when it is not in a window. */
  windowId: number | null
  /** Ids of the windows this app created. */
  knownWindowIds: ReadonlySet<number> | readonly number[]
}

/** Why a caller was refused: logged with the channel, never shown (the window reads caller-refused). */
export type SenderRefusal = 'not-main-frame' | 'unknown-window' | 'not-app-origin'

export type SenderVerdict = { trusted: true } | { trusted: false; reason: SenderRefusal }

export function checkSender(facts: SenderFacts): SenderVerdict {
  if (!facts.isMainFrame) return { trusted: false, reason: 'not-main-frame' }
  const known = facts.knownWindowIds
  const isKnown =
    facts.windowId !== null &&
    (Array.isArray(known) ? known.includes(facts.windowId) : (known as ReadonlySet<number>).has(facts.windowId))
  if (!isKnown) return { trusted: false, reason: 'unknown-window' }
  if (!isAppUrl(facts.senderFrameUrl)) return { trusted: false, reason: 'not-app-origin' }
  return { trusted: true }
}

export function isTrustedSender(facts: SenderFacts): boolean {
  return checkSender(facts).trusted
}
