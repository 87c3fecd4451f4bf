import { describe, expect, it } from 'vitest'
import { historyParams, toQueryString } from '@shared/api/params'
import {
  AppErrorSchema,
  INPUT_RULES,
  REFUSAL_REASONS,
  refusalError,
  toAppError,
  type AppError,
} from '@shared/ipc/result'
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

  it('says a refused query parameter’s rule from its code, after the parameter it names', () => {
    const refusedQuery = (values: Record<string, unknown>) => {
      try {
        toQueryString(historyParams, values as never)
      } catch (e) {
        return toAppError(e)
      }
      throw new Error('expected a refusal')
    }
    const limit = refusedQuery({ limit: -1 })
    expect(limit).toMatchObject({ reason: 'value-refused', parameter: 'limit' })
    expect(JSON.stringify(limit)).not.toMatch(/whole number|must/)
    expect(explainError(limit).sentence).toBe('“limit” takes at least 0.')
    const range = refusedQuery({ 'issued-from': '2026-03-02T00:00:00Z', 'issued-to': '2026-03-01T00:00:00Z' })
    expect(explainError(range).sentence).toBe('“issued-to” must not be before “issued-from”.')
    expect(
      refusalSentence('value-refused', { rule: 'invalid_format', format: 'account-code', parameter: 'accounts' }),
    ).toBe('“accounts” is not an account code such as default:1001 (clearing:account).')
    expect(refusalSentence('value-refused', { rule: 'username is required' })).toBe(
      'The request holds a value it does not take.',
    )
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

  // shared/api's own refinements name these rules on their issues (shared/api/rules.test.ts).
  it.each([
    [{ rule: 'required' }, '“x” is required.'],
    [{ rule: 'exclusive_with', other: 'sort-by-asc' }, '“x” cannot be given with “sort-by-asc”: give one of them.'],
    [
      { rule: 'conflicts_with', other: 'issued-from/issued-to' },
      '“x” cannot be given with “issued-from/issued-to”: give one or the other.',
    ],
    [{ rule: 'alias_of', other: 'from-time' }, '“x” is another spelling of “from-time”: give only one of them.'],
    [{ rule: 'range_inverted', other: 'from', origin: 'number' }, '“x” must not be smaller than “from”.'],
    [{ rule: 'range_inverted', other: 'issued-from', origin: 'timestamp' }, '“x” must not be before “issued-from”.'],
    [{ rule: 'range_after_end', other: 'toTime' }, '“x” must not be after “toTime”.'],
    [{ rule: 'list_item_comma' }, '“x” has an item with a comma in it.'],
    [{ rule: 'list_item_empty' }, '“x” has an empty item.'],
    [{ rule: 'list_item_too_long', maximum: 256 }, '“x” has an item longer than 256 characters.'],
    [{ rule: 'invalid_type', expected: 'id' }, '“x” takes an identifier (text or a whole number).'],
    [
      { rule: 'invalid_format', format: 'account-code' },
      '“x” is not an account code such as default:1001 (clearing:account).',
    ],
    [{ rule: 'invalid_format', format: 'timestamp' }, '“x” is not a time such as 2024-04-21T09:30:00Z.'],
    [{ rule: 'invalid_format', format: 'date' }, '“x” is not a date such as 2024-04-21.'],
    [{ rule: 'invalid_format', format: 'decimal' }, '“x” is not a number such as 1.2345.'],
    [
      { rule: 'invalid_format', format: 'timeout' },
      '“x” is not a time-out such as 00:30:00 or a number of milliseconds.',
    ],
    [
      { rule: 'invalid_format', format: 'path-segment' },
      '“x” cannot be sent as part of an address (“.” and “..” are not allowed).',
    ],
    [{ rule: 'invalid_format', format: 'order-id' }, '“x” is not an order id (a number such as 100234).'],
    [{ rule: 'invalid_format', format: 'email' }, '“x” is not in the form it takes.'],
  ])('words %j from the catalogue', (facts, sentence) => {
    expect(ruleSentence({ ...facts, parameter: 'x' })).toBe(sentence)
  })

  it('words every rule main can send, with no placeholder left', () => {
    for (const rule of INPUT_RULES) {
      const sentence = ruleSentence({ rule, parameter: 'x', maximum: 2, minimum: 2, origin: 'string' })
      expect(sentence, rule).toMatch(/^“x” \S.*\.$/)
      expect(sentence, rule).not.toMatch(/\{\{|\}\}|_/)
    }
  })
})
