import { describe, expect, it } from 'vitest'
import { EMPTY, toFilter } from './audit-filter'

describe('toFilter', () => {
  it('asks for everything when the form is empty', () => {
    expect(toFilter(EMPTY)).toEqual({})
  })

  it('takes whole local days, the "to" day included to its last millisecond', () => {
    const filter = toFilter({ ...EMPTY, from: '2026-11-02', to: '2026-11-03' })
    expect(filter.from).toBe(new Date(2026, 10, 2).getTime())
    expect(filter.to).toBe(new Date(2026, 10, 4).getTime() - 1)
  })

  it('trims typed text and leaves out blank fields', () => {
    expect(
      toFilter({ ...EMPTY, account: ' default:1001 ', case: '  ', text: ' stale ', action: 'modify-order' }),
    ).toEqual({ account: 'default:1001', text: 'stale', action: 'modify-order' })
  })
})
