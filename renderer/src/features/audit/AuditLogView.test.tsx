import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AuditEntryView } from '@shared/ipc/audit'
import { AuditLogView } from './AuditLogView'
import { installFakeWindowApi, type FakeWindowApi } from '@test-support/fake-window-api'

const base = {
  profileId: 'p',
  profileName: 'Demo support',
  user: 'support@default',
  prev: '0'.repeat(64),
  hash: 'a'.repeat(64),
}
const entries: AuditEntryView[] = [
  {
    ...base,
    seq: 2,
    time: '2026-11-23T10:01:00.000Z',
    action: 'modify-order',
    account: 'default:1001',
    order: 'mob-1001-0223',
    orderIds: '100208',
    changes: [
      { field: 'limitPrice', from: '1.0795', to: '1.0781' },
      { field: 'tif', from: 'GTC', to: 'DAY' },
    ],
    result: 'applied',
  },
  {
    ...base,
    seq: 1,
    time: '2026-11-23T10:00:00.000Z',
    action: 'unlock-editing',
    accounts: ['default:1001', 'default:2001'],
    result: 'unlocked',
    description: 'Ticket 4411',
  },
]

let api: FakeWindowApi | undefined
afterEach(() => api?.remove())

describe('audit log viewer for support', () => {
  it('names the client accounts of an unlock, both the order id and the client order id, and fields in words', async () => {
    api = installFakeWindowApi({
      audit: {
        list: async () => ({
          ok: true,
          value: { entries, total: entries.length, integrity: { ok: true, entries: entries.length, findings: [] } },
        }),
      },
    })
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuditLogView zone="UTC" onClose={() => undefined} />
      </QueryClientProvider>,
    )
    const rows = await screen.findAllByRole('row')
    const change = rows.find((r) => r.textContent?.includes('order change'))
    const unlock = rows.find((r) => r.textContent?.includes('support unlock'))
    expect(change && within(change).getByText('Order 100208 · client mob-1001-0223')).toBeInTheDocument()
    expect(unlock && within(unlock).getByText('default:1001, default:2001')).toBeInTheDocument()
    expect(change && within(change).getByText('Limit price 1.0795 → 1.0781; TIF GTC → DAY')).toBeInTheDocument()
    expect(screen.getByRole('table').textContent).not.toContain('limitPrice')
  })
})
