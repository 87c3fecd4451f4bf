import { describe, expect, it } from 'vitest'
import { resolveAppAsset } from './app-protocol'

const root = '/opt/dx-desk/out/renderer'

describe('app:// asset resolution', () => {
  it('serves index.html for the root with the CSP header', () => {
    const r = resolveAppAsset(root, 'GET', '/')
    expect(r.ok && r.filePath).toBe(`${root}/index.html`)
    expect(r.ok && r.headers['Content-Security-Policy']).toContain("default-src 'none'")
  })

  it('serves built assets below the root', () => {
    const r = resolveAppAsset(root, 'GET', '/assets/index-abc.js')
    expect(r.ok && r.filePath).toBe(`${root}/assets/index-abc.js`)
  })

  it.each([
    '/../main/index.js',
    '/assets/../../main/index.js',
    '/%2e%2e/main/index.js',
    '/assets/%2E%2E/%2e%2e/secrets.json',
    '/..%2fmain%2findex.js',
    '/%5c%5cserver%5cshare%5cx.js',
    '/C:/Windows/win.ini',
    '/a%00.js',
    '/%E0%A4%A',
  ])('refuses %s', (path) => {
    expect(resolveAppAsset(root, 'GET', path).ok).toBe(false)
  })

  it('refuses anything but GET and HEAD', () => {
    expect(resolveAppAsset(root, 'POST', '/index.html')).toMatchObject({ ok: false, status: 405 })
  })

  it('refuses unknown file types rather than guessing', () => {
    expect(resolveAppAsset(root, 'GET', '/notes.txt')).toMatchObject({ ok: false, status: 404 })
  })
})
