// The Host check is what keeps a web page's DNS-rebound name away from a developer's sandbox; it must hold for a
// wildcard bind too, where the server cannot know one address it is reached by.
import { describe, expect, it } from 'vitest'
import { acceptedHosts, refusal } from './request-guard'

describe('request guard', () => {
  it('a loopback bind accepts its own address and refuses any other name', () => {
    const accepted = acceptedHosts('127.0.0.1:8300')
    expect(refusal({ host: '127.0.0.1:8300' }, accepted)).toBeNull()
    expect(refusal({ host: 'evil.example:8300' }, accepted)).toMatch(/127\.0\.0\.1:8300/)
  })

  it('a wildcard bind refuses a foreign Host and accepts this computer’s loopback addresses', () => {
    const accepted = acceptedHosts('0.0.0.0:8300')
    expect(refusal({ host: 'evil:8300' }, accepted)).not.toBeNull()
    expect(refusal({}, accepted)).not.toBeNull()
    expect(refusal({ host: '127.0.0.1:8300' }, accepted)).toBeNull()
    expect(refusal({ host: 'localhost:8300' }, accepted)).toBeNull()
    expect(refusal({ host: '127.0.0.1:9999' }, accepted)).not.toBeNull()
  })

  it('browser headers are refused whatever the Host', () => {
    const accepted = acceptedHosts('127.0.0.1:8300')
    expect(refusal({ host: '127.0.0.1:8300', origin: 'https://evil.example' }, accepted)).not.toBeNull()
    expect(refusal({ host: '127.0.0.1:8300', 'sec-fetch-site': 'cross-site' }, accepted)).not.toBeNull()
  })
})
