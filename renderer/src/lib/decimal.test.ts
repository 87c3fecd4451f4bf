import { describe, expect, it } from 'vitest'
import { decimalScale, scaleOf, toBig, type DecimalInput } from './decimal'

const viaBig = (input: DecimalInput) => {
  const big = toBig(input)
  return big ? scaleOf(big) : undefined
}

describe('decimalScale (the fast path behind column alignment)', () => {
  const cases: DecimalInput[] = [
    '0',
    '-0',
    '1',
    '100',
    '1.5',
    '1.50',
    '1.500000',
    '-1.2300',
    '0.00001',
    '0.000',
    '123456789.123456789',
    '1e-7',
    '1E3',
    '+1.25',
    ' 1.25',
    '1.25 ',
    '.5',
    '5.',
    '-',
    '',
    '-.',
    '1.2.3',
    'abc',
    'Infinity',
    '-INF',
    '١٢',
    '1_000',
    1.25,
    100,
    1e-7,
    1e21,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
  ]
  it.each(cases.map((c) => [c]))('agrees with the exact Big path for %j', (input) => {
    expect(decimalScale(input)).toBe(viaBig(input))
  })

  it('agrees on random canonical decimals', () => {
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
    for (let i = 0; i < 2000; i++) {
      const int = String(next() % 100000)
      const frac = String(next()).slice(0, next() % 9)
      const text = `${next() % 2 ? '-' : ''}${int}${frac ? `.${frac}` : ''}`
      expect(decimalScale(text)).toBe(viaBig(text))
    }
  })
})
