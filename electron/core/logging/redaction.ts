// What must never reach a log file: passwords, session tokens, Authorization headers, cookies. Three layers,
// because any one of them alone misses something: pino's `redact` paths (known shapes, cheapest), a key-based
// deep scrub of every logged object (any depth, any casing), and a text scrub of the final line (secrets
// embedded in strings: error messages, URLs, request bodies). Do not relax without reading
// docs/security-checklist.md (item 22).

export const REDACTED = '[redacted]'

/** Field names whose values are secrets, whatever the nesting or casing. */
const SECRET_KEY =
  /^(?:pass(?:word|wd|phrase)?|pwd|secret|client[-_]?secret|.*token|authorization|proxy-authorization|cookie|set-cookie|api[-_]?key|credentials?|ciphertext)$/i

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key)
}

/** pino `redact` paths for the shapes the app logs most (request headers, login bodies). */
export const REDACT_PATHS = [
  'password',
  '*.password',
  'sessionToken',
  '*.sessionToken',
  'token',
  '*.token',
  'authorization',
  'Authorization',
  'headers.authorization',
  'headers.Authorization',
  '*.headers.authorization',
  '*.headers.Authorization',
  'cookie',
  'headers.cookie',
  '*.headers.cookie',
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
]

// Authorization schemes followed by their credential (`DXAPI <token>`, `Basic <base64>`, `Bearer <jwt>`): any
// printable ASCII but the quote and backslash that end a JSON string, so no part of a token is left behind.
const AUTH_VALUE = /\b(DXAPI|Basic|Bearer)(\s+)[!#-[\]-~]{4,}/g
const KEYS = String.raw`pass(?:word|wd)?|pwd|secret|(?:session|access|refresh)?[-_]?token|authorization|cookie`
// `password=…`, `"password":"…"`, `token: …` inside free text, JSON text or an escaped JSON string. A quoted
// value is matched up to its closing quote (a passphrase has spaces); an unquoted one up to a delimiter.
const KEY_VALUE_PATTERNS = [
  // Inside an escaped JSON string: \"password\":\"…\"
  new RegExp(String.raw`\b(${KEYS})((?:\\")?\s*[:=]\s*\\")(?!\[redacted\])(?:(?!\\").)*`, 'gi'),
  // JSON text or a double-quoted value: "password":"…", password="…"
  new RegExp(String.raw`\b(${KEYS})("?\s*[:=]\s*")(?!\[redacted\])(?:[^"\\]|\\.)*`, 'gi'),
  // A single-quoted value.
  new RegExp(String.raw`\b(${KEYS})('?\s*[:=]\s*')(?!\[redacted\])[^']*`, 'gi'),
  // Unquoted: password=… in a query string, token: … in prose.
  new RegExp(String.raw`\b(${KEYS})(\s*[:=]\s*)(?!\[redacted\])(?!\\?["'])[^\s"'&,;}\\]+`, 'gi'),
]

export function scrubText(text: string): string {
  return KEY_VALUE_PATTERNS.reduce(
    (out, pattern) => out.replace(pattern, `$1$2${REDACTED}`),
    text.replace(AUTH_VALUE, `$1$2${REDACTED}`),
  )
}

const MAX_DEPTH = 8

/** A copy of `value` with secret-named fields replaced and strings scrubbed; Errors become plain objects. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (value === null || typeof value !== 'object') return value
  if (depth >= MAX_DEPTH) return '[too deep]'
  if (value instanceof Error) {
    return {
      type: value.name,
      message: scrubText(value.message),
      ...(value.stack ? { stack: scrubText(value.stack) } : {}),
    }
  }
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1))
  if (value instanceof Headers) {
    return scrubValue(Object.fromEntries(value.entries()), depth)
  }
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSecretKey(key) ? REDACTED : scrubValue(item, depth + 1)
  }
  return out
}
