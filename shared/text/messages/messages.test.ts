import { describe, expect, it } from 'vitest'
import { en } from './en'
import { catalogueKeys, msg, onMissingKey, type MessageKey } from '.'

const PLACEHOLDER = /\{\{(\w+)\}\}/g

/** Every leaf of the English catalogue with its full key, plural forms included. */
function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  )
}

describe('message catalogue', () => {
  it('has a message under every key, and no key without one', () => {
    const all = leaves(en)
    expect(all.length).toBeGreaterThan(150)
    for (const [key, text] of all) expect(text.trim(), key).not.toBe('')
  })

  it('gives each plural message a form for one and for other', () => {
    const keys = leaves(en).map(([key]) => key)
    for (const key of keys.filter((k) => /_(one|other)$/.test(k))) {
      const base = key.replace(/_(one|other)$/, '')
      expect(keys, base).toContain(`${base}_one`)
      expect(keys, base).toContain(`${base}_other`)
    }
  })

  it('fills every placeholder of every message', () => {
    for (const key of catalogueKeys()) {
      const forms = leaves(en).filter(([k]) => k === key || k.replace(/_(one|other)$/, '') === key)
      const names = new Set(forms.flatMap(([, text]) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '')))
      const values = Object.fromEntries([...names].map((name) => [name, `<${name}>`]))
      const text = msg(key as MessageKey, { ...values, count: 2 })
      expect(text, key).not.toMatch(/\{\{|\}\}/)
      for (const name of names) if (name !== 'count') expect(text, key).toContain(`<${name}>`)
    }
  })

  it('fills values in as given, with figures formatted by the caller', () => {
    expect(msg('tables.unreadableRecords.headline', { count: 3, total: 1200, noun: 'positions' })).toBe(
      '3 of 1200 records in positions could not be read',
    )
    expect(msg('cancel.noLongerWorking', { orderId: '1,234' })).toBe('Order 1,234 is no longer working.')
  })

  it('chooses the plural form by the count', () => {
    expect(msg('ledger.transfersUnreadable', { count: 1 })).toBe(
      '1 cash transfer could not be read and is left out; the reconciliation shows the difference it makes.',
    )
    expect(msg('ledger.transfersUnreadable', { count: 3 })).toBe(
      '3 cash transfers could not be read and are left out; the reconciliation shows the difference they make.',
    )
    expect(msg('audit.entries', { count: 1000, shown: '1,000' })).toBe('1,000 entries')
  })

  it('never reads a value as markup or as a message of its own', () => {
    const description = '<b>Bad</b> {{where}} $t(errors.where) & “quotes”'
    expect(msg('errors.saidBy', { description })).toBe(` The server said: “${description}”`)
  })

  it('tells of a key built at run time that has no message, instead of passing the raw key by in silence', () => {
    const heard: string[] = []
    onMissingKey((key) => heard.push(key))
    const kind = 'noSuchLabel'
    msg(`labels.trades.${kind}` as MessageKey)
    msg('labels.trades.close')
    msg(`labels.trades.${kind}` as MessageKey)
    msg('labels.trades.close')
    expect(heard).toEqual(['labels.trades.noSuchLabel', 'labels.trades.noSuchLabel'])
    expect(msg('labels.trades.close')).toBe(en.labels.trades.close)
  })

  it('answers a message asked again with the same values as the first time, and new values with their own words', () => {
    const three = { count: 3, total: 1200, noun: 'positions' }
    expect(msg('tables.unreadableRecords.headline', three)).toBe('3 of 1200 records in positions could not be read')
    expect(msg('tables.unreadableRecords.headline', { ...three })).toBe(
      '3 of 1200 records in positions could not be read',
    )
    expect(msg('tables.unreadableRecords.headline', { ...three, count: 4 })).toBe(
      '4 of 1200 records in positions could not be read',
    )
    expect(msg('cancel.noLongerWorking', { orderId: NaN })).toBe('Order NaN is no longer working.')
    expect(msg('cancel.noLongerWorking', { orderId: Infinity })).toBe('Order Infinity is no longer working.')
    // The count's type chooses the plural form: a number 1 reads "1 cash transfer", after any other count.
    expect(msg('ledger.transfersUnreadable', { count: 3 })).toMatch(/^3 cash transfers/)
    expect(msg('ledger.transfersUnreadable', { count: 1 })).toMatch(/^1 cash transfer could/)
  })

  it('does not take a value that holds the separators for two values', () => {
    const crafted = msg('cancel.noLongerWorking', { orderId: '7\u0000note\u0001string:8' })
    expect(crafted).toBe('Order 7\u0000note\u0001string:8 is no longer working.')
    expect(msg('cancel.noLongerWorking', { orderId: '7', note: '8' })).toBe('Order 7 is no longer working.')
  })

  it('tells of a missing key asked with values each time it is asked', () => {
    const heard: string[] = []
    onMissingKey((key) => heard.push(key))
    const kind = 'noSuchNotice'
    msg(`cancel.${kind}` as MessageKey, { orderId: '7' })
    msg(`cancel.${kind}` as MessageKey, { orderId: '7' })
    expect(heard).toEqual(['cancel.noSuchNotice', 'cancel.noSuchNotice'])
    onMissingKey(undefined)
  })
})
