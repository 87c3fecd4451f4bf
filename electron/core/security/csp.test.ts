import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY, META_CONTENT_SECURITY_POLICY, parseCsp } from './csp'

const indexHtml = readFileSync(resolve(import.meta.dirname, '../../../renderer/index.html'), 'utf8')

describe('content security policy', () => {
  const csp = parseCsp(CONTENT_SECURITY_POLICY)

  it.each([
    ['default-src', "'none'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', "'self' data:"],
    ['connect-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
  ])('%s is %s', (directive, value) => {
    expect(csp.get(directive)).toBe(value)
  })

  it('never allows inline or eval script, nor remote origins', () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/)
  })

  it('is mirrored exactly in renderer/index.html, but for frame-ancestors, which a meta tag cannot carry', () => {
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(indexHtml)
    expect(meta?.[1]).toBe(META_CONTENT_SECURITY_POLICY)
    expect(META_CONTENT_SECURITY_POLICY).toBe(CONTENT_SECURITY_POLICY.replace("; frame-ancestors 'none'", ''))
  })
})
