// A component's per-account facts rebuilt on each render: an account whose facts say the same keeps its object
// (a memoised row given it does not render again), one that changed gets the new facts.
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useKeptPerKey } from './use-kept-per-key'

const facts = (equity: Record<string, string>) =>
  new Map(Object.entries(equity).map(([account, e]) => [account, { equity: e, live: { state: 'watching' } }]))

describe('useKeptPerKey', () => {
  it('keeps each unchanged key’s value from the last render, in the order given', () => {
    const { result, rerender } = renderHook((next: ReturnType<typeof facts>) => useKeptPerKey(next), {
      initialProps: facts({ 'default:1001': '1000', 'default:1002': '2000' }),
    })
    const first = result.current
    rerender(facts({ 'default:1002': '2500', 'default:1001': '1000' }))
    expect([...result.current.keys()]).toEqual(['default:1002', 'default:1001'])
    expect(result.current.get('default:1001')).toBe(first.get('default:1001'))
    expect(result.current.get('default:1002')).toEqual({ equity: '2500', live: { state: 'watching' } })
    expect(result.current.get('default:1002')).not.toBe(first.get('default:1002'))
    // What did not change inside a changed value is kept too.
    expect(result.current.get('default:1002')?.live).toBe(first.get('default:1002')?.live)
  })
})
