// Plain http: is allowed only for this computer, named as such: localhost, [::1] or an IP literal in 127/8.
import { describe, expect, it } from 'vitest'
import { baseUrlProblem } from './profiles'

describe('server address rule', () => {
  it('allows http: for loopback literals and localhost', () => {
    for (const url of [
      'http://127.0.0.1:8300/dxsca-web',
      'http://127.1.2.3/dxsca-web',
      'http://localhost:8300/dxsca-web',
      'http://[::1]:8300/dxsca-web',
      'https://broker.example.com/dxsca-web',
    ]) {
      expect(baseUrlProblem(url), url).toBeNull()
    }
  })

  it('refuses http: for a host name that merely starts with "127."', () => {
    for (const url of [
      'http://127.evil.example/dxsca-web',
      'http://127.0.0.1.evil.example/dxsca-web',
      'http://127.0.0.1.nip.io/dxsca-web',
      'http://localhost.evil.example/dxsca-web',
    ]) {
      expect(baseUrlProblem(url), url).toBe('https-address')
    }
  })
})
