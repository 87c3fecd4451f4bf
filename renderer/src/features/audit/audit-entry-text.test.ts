import { describe, expect, it } from 'vitest'
import type { AuditEntryView } from '@shared/ipc/audit'
import { changesText, orderText, rereadText, resultClass, resultLabel } from './audit-entry-text'

const entry = (fields: Partial<AuditEntryView>) => fields as AuditEntryView

describe('audit entry words', () => {
  it('names a change’s fields as the order editor labels them', () => {
    const e = entry({
      changes: [
        { field: 'legs.0.stopPrice', from: '1.07', to: '1.08' },
        { field: 'tif', from: null, to: 'GTC' },
      ],
    })
    expect(changesText(e)).toBe('Stop price 1.07 → 1.08; TIF — → GTC')
  })

  it('says a stale version’s refusal and an unknown outcome plainly', () => {
    expect(resultLabel('precondition-failed')).toBe('412 · account changed, not applied')
    expect(resultLabel('network (outcome unknown)')).toBe('outcome unknown (network)')
    expect(resultClass('network (outcome unknown)')).toBe('oe-result oe-result--warn')
    expect(resultClass('applied')).toBe('oe-result oe-result--ok')
  })

  it('says what the re-read after an unknown outcome found, and shows an older line’s words as written', () => {
    expect(rereadText('applied')).toBe('re-read: the orders now show the requested values (applied)')
    expect(rereadText('differs: limitPrice, quantity')).toBe(
      're-read: the orders do not show the requested values (limitPrice, quantity differ)',
    )
    expect(rereadText('not-open: mob-1, mob-2')).toBe('re-read: mob-1, mob-2 no longer open')
    expect(rereadText('cancelled')).toBe('re-read: no longer open (cancelled or ended)')
    expect(rereadText('still-open: mob-1')).toBe('re-read: mob-1 still open (not cancelled)')
    expect(rereadText('unreadable')).toBe('the order could not be read again')
    expect(rereadText('re-read: no longer open (cancelled or ended)')).toBe(
      're-read: no longer open (cancelled or ended)',
    )
  })

  it('shows the grid’s order id before the client order id', () => {
    expect(orderText(entry({ orderIds: '100208', order: 'mob-1001-0223' }))).toBe('Order 100208 · client mob-1001-0223')
    expect(orderText(entry({ order: 'mob-1001-0223' }))).toBe('client mob-1001-0223')
  })
})
