// The one Content-Security-Policy of the app. The app:// handler sends it as a header and
// renderer/index.html mirrors it in a meta tag (a test keeps the two identical, but for the directives a meta
// tag cannot carry: Chromium ignores those there and logs an error on every start).
// connect-src 'none': the renderer never talks to the network; all broker traffic goes through main.
export const CSP_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data:"],
  ['font-src', "'self'"],
  ['connect-src', "'none'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
]

/** Directives the CSP specification honours only in a header. */
export const HEADER_ONLY_DIRECTIVES: ReadonlySet<string> = new Set(['frame-ancestors', 'report-uri', 'sandbox'])

const policyOf = (directives: ReadonlyArray<readonly [string, string]>): string =>
  directives.map(([name, value]) => `${name} ${value}`).join('; ')

export const CONTENT_SECURITY_POLICY = policyOf(CSP_DIRECTIVES)

/** What renderer/index.html's meta tag holds: the same policy without the header-only directives. */
export const META_CONTENT_SECURITY_POLICY = policyOf(
  CSP_DIRECTIVES.filter(([name]) => !HEADER_ONLY_DIRECTIVES.has(name)),
)

export function parseCsp(policy: string): Map<string, string> {
  const directives = new Map<string, string>()
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), values.join(' '))
  }
  return directives
}
