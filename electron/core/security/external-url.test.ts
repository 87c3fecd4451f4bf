import { describe, expect, it } from 'vitest'
import { LINK_REFUSALS } from '@shared/ipc/result'
import { validateExternalUrl } from './external-url'

describe('validateExternalUrl', () => {
  it('passes plain https links, normalised', () => {
    expect(validateExternalUrl('https://broker.example.com/help?topic=orders#etag')).toEqual({
      ok: true,
      url: 'https://broker.example.com/help?topic=orders#etag',
    })
    expect(validateExternalUrl('HTTPS://Docs.Example.com')).toEqual({ ok: true, url: 'https://docs.example.com/' })
  })

  it.each([
    ['http', 'http://broker.example.com/'],
    ['file', 'file:///C:/Windows/System32/calc.exe'],
    ['file on a share', 'file://server/share/evil.exe'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['smb', 'smb://attacker.example/share'],
    ['ms-msdt', 'ms-msdt:/id PCWDiagnostic /skip force'],
    ['search-ms', 'search-ms:query=x&crumb=location:\\\\attacker\\share'],
    ['UNC path', '\\\\attacker.example\\share\\x.exe'],
    ['UNC with forward slashes', '//attacker.example/share'],
    ['credentials in the URL', 'https://user:pass@broker.example.com/'],
    ['a user name in the URL', 'https://user@broker.example.com/'],
    ['leading space', ' https://broker.example.com/'],
    ['embedded newline', 'https://broker.example.com/\nfile:///etc/passwd'],
    ['embedded NUL', 'https://broker.example.com/\u0000'],
    ['backslash host trick', 'https:\\\\evil.example\\x'],
    ['not a URL', 'broker.example.com'],
    ['empty', ''],
    ['too long', `https://a.example/${'x'.repeat(3000)}`],
    ['a relative path', '/help'],
    ['app scheme', 'app://dx-desk/index.html'],
    ['mailto', 'mailto:support@broker.example.com'],
    ['ftp', 'ftp://broker.example.com/file'],
  ])('refuses %s', (_what, url) => {
    const verdict = validateExternalUrl(url)
    expect(verdict.ok).toBe(false)
    if (!verdict.ok) expect(LINK_REFUSALS).toContain(verdict.reason)
  })

  it('says why, by code, with the scheme of a link that is not https', () => {
    expect(validateExternalUrl('ftp://broker.example.com/file')).toEqual({
      ok: false,
      reason: 'not-https',
      protocol: 'ftp:',
    })
    expect(validateExternalUrl('https://user:pass@broker.example.com/')).toEqual({ ok: false, reason: 'credentials' })
    expect(validateExternalUrl(' https://broker.example.com/')).toEqual({ ok: false, reason: 'unsafe-characters' })
    expect(validateExternalUrl(`https://a.example/${'x'.repeat(3000)}`)).toEqual({ ok: false, reason: 'too-long' })
    expect(validateExternalUrl('broker.example.com')).toEqual({ ok: false, reason: 'not-a-url' })
  })

  it('refuses values that are not strings', () => {
    for (const value of [null, undefined, 42, {}, ['https://a.example']])
      expect(validateExternalUrl(value).ok).toBe(false)
  })
})
