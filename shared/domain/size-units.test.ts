import { describe, expect, it } from 'vitest'
import { maxSizeIn, sizeIn } from './size-units'

describe('sizes in the profile’s unit', () => {
  it('converts units and lots with the lot size, exactly', () => {
    expect(sizeIn('1000', 'units', 'lots', '100000')).toEqual({ value: '0.01', unit: 'lots' })
    expect(sizeIn('0.01', 'lots', 'units', '100000')).toEqual({ value: '1000', unit: 'units' })
    expect(sizeIn('250', 'units', 'units', undefined)).toEqual({ value: '250', unit: 'units' })
  })

  it('keeps the size’s own unit when there is no lot size, and an infinite tier stays infinite', () => {
    expect(sizeIn('1000', 'units', 'lots', undefined)).toEqual({ value: '1000', unit: 'units' })
    expect(sizeIn('Infinity', 'units', 'lots', '100000')).toEqual({ value: 'Infinity', unit: 'lots' })
  })

  it('a maximum in lots follows the choice; a notional maximum stays notional', () => {
    expect(maxSizeIn({ value: '50', limitType: 'LOTS' }, 'units', '100000')).toEqual({
      value: '5000000',
      unit: 'units',
    })
    expect(maxSizeIn({ value: '50', limitType: 'LOTS' }, 'lots', '100000')).toEqual({ value: '50', unit: 'lots' })
    expect(maxSizeIn({ value: '1000000', limitType: 'NOTIONAL_CURRENCY' }, 'lots', '1')).toEqual({
      value: '1000000',
      unit: 'notional',
    })
  })
})
