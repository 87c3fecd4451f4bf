import { describe, expect, it } from 'vitest'
import { snapped, stepped } from './step'

describe('↑/↓ step of a price or size', () => {
  it('moves an on-grid price by whole ticks, in canonical text', () => {
    expect(stepped('1.07891', '0.00001', 1)).toBe('1.07892')
    expect(stepped('1.07891', '0.00001', -1)).toBe('1.0789')
    expect(stepped('1.0789', '0.00001', 10)).toBe('1.079')
  })
  it('snaps an off-grid value to the next grid point in the direction pressed', () => {
    expect(stepped('1.078915', '0.00001', 1)).toBe('1.07892')
    expect(stepped('1.078915', '0.00001', -1)).toBe('1.07891')
  })
  it('steps sizes and never goes to zero or below', () => {
    expect(stepped('1000', '1000', 1)).toBe('2000')
    expect(stepped('1000', '1000', -1)).toBeUndefined()
    expect(stepped('abc', '0.0001', 1)).toBeUndefined()
  })
})

describe('a dragged price', () => {
  it('lands on the nearest tick', () => {
    expect(snapped(1.0789149, '0.00001')).toBe('1.07891')
    expect(snapped(1.078951, '0.00001')).toBe('1.07895')
    expect(snapped(151.2345, '0.001')).toBe('151.235')
    expect(snapped(-1, '0.001')).toBeUndefined()
  })
})
