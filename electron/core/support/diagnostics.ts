// "Report a problem": one archive an engineer can work from, that the person reads before sending it (the app
// sends nothing). It holds versions, the profile's settings without secrets or names, the last requests as
// method + path template, status, timing and error code, the last errors, the watch state and the log's tail.
// Everything passes the log's secret scrub, then every account code is replaced by a pseudonym (`account-1`)
// and every personal value main knows (the user's name, login, the profile's name and login, e-mail
// addresses) by a placeholder: the tests grep the file for every secret and every seeded personal value.
import { readFile } from 'node:fs/promises'
import { strToU8, zipSync } from 'fflate'
import { join } from 'node:path'
import type { SessionInfo, WatchStatus } from '@shared/ipc/contract'
import type { Profile } from '@shared/ipc/profiles'
import { fileStamp } from '@shared/text/file-stamp'
import { scrubText } from '../logging/redaction'
import { msg } from '@shared/text/messages'
import type { JournalEntry } from './request-journal'

export interface DiagnosticsFacts {
  app: { name: string; version: string; platform: string }
  versions: Record<string, string | undefined>
  os: { type: string; release: string; arch: string }
  session: SessionInfo | null
  profile: Profile | undefined
  requests: readonly JournalEntry[]
  watch: WatchStatus
  /** The log folder (`main.log` is read from it), when there is one. */
  logDir?: string | undefined
  now: number
}

const LOG_TAIL_LINES = 200
const ACCOUNT_CODE = /\b[A-Za-z][\w.-]*:\d{2,}\b/g
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g

/** Fields of a log line that the code itself wrote (never a value from the server or the person). */
const LOG_FIELDS = ['time', 'level', 'module', 'msg', 'state', 'kind', 'event', 'channel'] as const

/**
 * The log's last lines, each cut down to the fields the code writes itself: a name, a login or a server's
 * words that reached a line's other fields (or a line that is not the log's JSON) stay out of the report.
 */
async function logTail(dir: string | undefined): Promise<Array<Record<string, unknown> | string>> {
  if (!dir) return []
  const leftOut = msg('support.diagnostics.lineLeftOut')
  let text: string
  try {
    text = await readFile(join(dir, 'main.log'), 'utf8')
  } catch {
    return []
  }
  return text
    .trimEnd()
    .split('\n')
    .slice(-LOG_TAIL_LINES)
    .map((line) => {
      try {
        const value: unknown = JSON.parse(line)
        if (typeof value !== 'object' || value === null) return leftOut
        const kept: Record<string, unknown> = {}
        for (const key of LOG_FIELDS) {
          const field = (value as Record<string, unknown>)[key]
          if (typeof field === 'string' || typeof field === 'number') kept[key] = field
        }
        return kept
      } catch {
        return leftOut
      }
    })
}

/** Replaces account codes with stable pseudonyms and known personal values with placeholders. */
function masker(facts: DiagnosticsFacts): (text: string) => string {
  const pseudonyms = new Map<string, string>()
  const personal = new Set<string>()
  const user = facts.session?.user
  for (const value of [
    // Not the bare login (the profile's either): `support` is also a word of the report's own (a profile kind).
    user?.fullName,
    facts.session?.username,
    facts.session?.profileName,
    facts.profile?.name,
  ]) {
    if (value && value.length >= 3) personal.add(value)
  }
  // Longest first, so `support@default` is replaced before `support`.
  const names = [...personal].sort((a, b) => b.length - a.length)
  return (text) => {
    let out = scrubText(text).replace(ACCOUNT_CODE, (code) => {
      let name = pseudonyms.get(code)
      if (!name) pseudonyms.set(code, (name = `account-${pseudonyms.size + 1}`))
      return name
    })
    out = out.replace(EMAIL, '[e-mail]')
    for (const name of names) out = out.split(name).join('[person]')
    return out
  }
}

/** One file of the archive, as the person reads it in the preview. */
export interface DiagnosticsPart {
  name: string
  text: string
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

export async function buildDiagnostics(
  facts: DiagnosticsFacts,
): Promise<{ filename: string; parts: DiagnosticsPart[] }> {
  const session = facts.session
  const profile = facts.profile
  const createdAt = new Date(facts.now).toISOString()
  const connection = {
    connection: session
      ? {
          kind: session.kind,
          readOnly: session.readOnly,
          delegated: session.delegated,
          ownAccounts: session.user.accounts.length,
          unlockedAccounts: session.unlockedAccounts.length,
          caseOpen: session.case !== undefined,
          server: new URL(session.baseUrl).origin,
        }
      : null,
    // The profile's settings; never its name, login, password or accounts.
    profile: profile
      ? {
          kind: profile.kind,
          authScheme: profile.authScheme,
          readOnly: profile.readOnly,
          timeZone: profile.timeZone,
          defaultAccounts: profile.defaultAccounts.length,
          server: new URL(profile.baseUrl).origin,
        }
      : null,
  }
  const log = await logTail(facts.logDir)
  // One masker for every part: an account is the same `account-N` in requests, watch and log.
  const mask = masker(facts)
  const parts: DiagnosticsPart[] = [
    { name: 'README.txt', text: msg('support.reportReadme') },
    {
      name: 'versions.json',
      text: json({
        format: 'dx-desk-problem-report',
        version: 2,
        createdAt,
        app: facts.app,
        versions: facts.versions,
        os: facts.os,
      }),
    },
    { name: 'connection.json', text: json(connection) },
    { name: 'requests.json', text: json(facts.requests) },
    { name: 'errors.json', text: json(facts.requests.filter((r) => r.outcome === 'error').slice(-20)) },
    { name: 'watch.json', text: json(facts.watch) },
    { name: 'log-tail.jsonl', text: log.map((line) => `${JSON.stringify(line)}\n`).join('') },
  ].map((part) => ({ name: part.name, text: mask(part.text) }))
  return { filename: `dx-desk-problem-report-${fileStamp(facts.now)}.zip`, parts }
}

/** The parts as one zip archive (fflate), every entry dated when the report was made. */
export function diagnosticsArchive(parts: readonly DiagnosticsPart[], now: number): Uint8Array {
  const files: Record<string, [Uint8Array, { mtime: Date }]> = {}
  for (const part of parts) files[part.name] = [strToU8(part.text), { mtime: new Date(now) }]
  return zipSync(files, { level: 6 })
}
