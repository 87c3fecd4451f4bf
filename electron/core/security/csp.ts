// The one Content-Security-Policy of the app. The app:// handler sends it as a header and
// renderer/index.html mirrors it in a meta tag (a test keeps the two identical).
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

export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.map(([name, value]) => `${name} ${value}`).join('; ')

export function parseCsp(policy: string): Map<string, string> {
  const directives = new Map<string, string>()
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), values.join(' '))
  }
  return directives
}
