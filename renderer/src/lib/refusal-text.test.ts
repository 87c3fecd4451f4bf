import { describe, expect, it } from 'vitest'
import { AppErrorSchema, INPUT_RULES, REFUSAL_REASONS, refusalError, type AppError } from '@shared/ipc/result'
import { explainError } from './error-explanation'
import { passwordNotSavedNotice, sessionEndedNotice } from '../features/connect/session-text'
import { refusalSentence, ruleSentence } from './refusal-text'

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

// What main sends for an input outside a channel's schema (its router) or a request schema's rule (its API
// client): the field and the rule's code and bounds. The window says them in the catalogue's words.
describe('an input main refused, worded from its facts', () => {
  const refused = (facts: Record<string, string | number>, parameter?: string): AppError => {
    const error: AppError = {
      kind: 'validation',
      cause: 'invalid-request',
      message: 'input outside the contract',
      facts,
      ...(parameter ? { parameter } : {}),
    }
    expect(AppErrorSchema.safeParse(error).success).toBe(true)
    return error
  }

  it('names the field and the bound of an oversized value', () => {
    const e = explainError(refused({ rule: 'too_big', maximum: 500, origin: 'string', parameter: 'reason' }, 'reason'))
    expect(e.sentence).toBe('Invalid request: “reason” takes at most 500 characters.')
    expect(e.parameter).toBe('reason')
    expect(e.next).toMatch(/nothing was sent/)
  })

  it('says what a malformed request held, and where', () => {
    const facts = { rule: 'payload_forbidden_key', key: '__proto__', parameter: 'x.__proto__' }
    expect(explainError(refused(facts, 'x.__proto__')).sentence).toBe(
      'Invalid request: “x.__proto__” has the key “__proto__”, which is not allowed.',
    )
    expect(explainError(refused({ rule: 'payload_too_large' })).sentence).toBe(
      'Invalid request: The request is too large.',
    )
  })

  it('words the kind of value, the choices and the counts a field takes', () => {
    expect(ruleSentence({ rule: 'invalid_type', expected: 'array', parameter: 'accounts' })).toBe(
      '“accounts” takes a list.',
    )
    expect(ruleSentence({ rule: 'too_small', minimum: 1, origin: 'array', parameter: 'accounts' })).toBe(
      '“accounts” needs at least one.',
    )
    expect(ruleSentence({ rule: 'too_small', minimum: 1, origin: 'string', parameter: 'username' })).toBe(
      '“username” must not be empty.',
    )
    expect(ruleSentence({ rule: 'invalid_value', options: 'OCO, IF-THEN', parameter: 'contingencyType' })).toBe(
      '“contingencyType” takes one of OCO, IF-THEN.',
    )
    expect(
      refusalSentence('value-refused', { rule: 'too_big', maximum: 20, origin: 'array', parameter: 'orders' }),
    ).toBe('“orders” takes at most 20 items.')
  })

  it('words every rule main can send, with no placeholder left', () => {
    for (const rule of INPUT_RULES) {
      const sentence = ruleSentence({ rule, parameter: 'x', maximum: 2, minimum: 2, origin: 'string' })
      expect(sentence, rule).toMatch(/^“x” \S.*\.$/)
      expect(sentence, rule).not.toMatch(/\{\{|\}\}|_/)
    }
  })
})
