import { describe, expect, it } from 'vitest'
import { REFUSAL_REASONS, refusalError } from '@shared/ipc/result'
import { explainError, passwordNotSavedNotice, sessionEndedNotice } from './error-messages'
import { refusalSentence } from './refusal-text'

// Main refuses by code and facts; the person reads one sentence naming what was refused, with the facts in it.
describe('main’s refusals, worded', () => {
  it('words every refusal main can send, with no placeholder left', () => {
    for (const reason of REFUSAL_REASONS) {
      const facts = {
        max: 500,
        profileId: 'p',
        profile: 'B',
        example: 'USD',
        was: 'a',
        now: 'b',
        parameter: 'x',
        endpoint: 'y',
        address: 'z',
        rule: 'must be ≥ 0.',
      }
      const sentence = refusalSentence(reason, facts)
      expect(sentence, reason).toMatch(/^\S.*[.!]$/)
      expect(sentence, reason).not.toMatch(/\{\{|\}\}/)
    }
  })

  it('says a request schema’s rule after the parameter it names, or alone', () => {
    expect(refusalSentence('value-refused', { parameter: 'limit', rule: 'Expected a whole number' })).toBe(
      '“limit”: Expected a whole number',
    )
    expect(refusalSentence('value-refused', { rule: 'username is required' })).toBe('username is required')
    expect(refusalSentence('value-required', { parameter: 'orderCode' })).toBe('“orderCode” is required.')
    expect(refusalSentence('login-incomplete')).toBe('The login details are incomplete.')
  })

  it('puts the facts into the sentence under the heading of an input problem', () => {
    const e = explainError(refusalError('profile-limit', undefined, { max: 500 }))
    expect(e.sentence).toBe('At most 500 profiles can be saved.')
    expect(e.title).toBe(explainError({ kind: 'validation', cause: 'invalid-input', message: 'x' }).title)
    const missing = explainError(refusalError('password-missing', 'password', { profile: 'Broker live' }))
    expect(missing.sentence).toBe('Enter the password for “Broker live”: none is saved.')
    expect(missing.parameter).toBe('password')
  })

  it('says why this computer keeps no password, from the store’s code', () => {
    expect(refusalSentence('password-store-refused', { store: 'basic-text' })).toMatch(/GNOME Keyring or KWallet/)
    expect(refusalSentence('password-store-changed', { was: 'gnome_libsecret', now: 'kwallet5' })).toMatch(
      /"gnome_libsecret".*"kwallet5".*enter the password again/,
    )
  })

  it('words the end of a session and a password that was not saved', () => {
    expect(sessionEndedNotice('expired', 'relogin-failed')).toMatch(/logging in again did not work; connect again/)
    expect(sessionEndedNotice('expired')).toMatch(/Your session expired/)
    expect(passwordNotSavedNotice({ reason: 'password-store-refused', facts: { store: 'unavailable' } })).toMatch(
      /^Connected, but the password was not saved: The operating system offers no encryption/,
    )
    expect(passwordNotSavedNotice({})).toBe('Connected, but the password could not be saved; see the log.')
    expect(passwordNotSavedNotice(undefined)).toBeUndefined()
  })
})
