import { describe, expect, it } from 'vitest'
import { escapeCsvField } from './csv-field'

describe('escapeCsvField', () => {
  it('neutralises formulas but keeps negative numbers as numbers', () => {
    expect(escapeCsvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(escapeCsvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(escapeCsvField('-12.5')).toBe('-12.5')
    expect(escapeCsvField('-Infinity')).toBe('-Infinity')
    expect(escapeCsvField('+1')).toBe('+1')
    expect(escapeCsvField('-1 EUR')).toBe("'-1 EUR")
    expect(escapeCsvField('＝1+2')).toBe("'＝1+2")
    expect(escapeCsvField('－12.5')).toBe("'－12.5")
  })

  it('quotes separators, quotes, line breaks and edge spaces; numbers and missing values are plain', () => {
    expect(escapeCsvField('a,b')).toBe('"a,b"')
    expect(escapeCsvField('line\nbreak')).toBe('"line\nbreak"')
    expect(escapeCsvField(' padded')).toBe('" padded"')
    expect(escapeCsvField(42)).toBe('42')
    expect(escapeCsvField(undefined)).toBe('')
  })
})
