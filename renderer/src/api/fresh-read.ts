// One account's open orders read for a write: the edit and the cancel dialogs read their account themselves
// (one account, unfiltered), so the ETag they send as If-Match always belongs to exactly that account.
// The module, not the barrel: the first screen imports this file (build/chunk-groups.ts groups by imports).
import type { FreshRead } from '@shared/domain/order-edit/triage'
import { dx, unwrap } from './bridge'

export async function readOpenOrders(account: string): Promise<FreshRead> {
  const r = await unwrap(dx().orders.open({ accounts: [account] }))
  return { orders: r.data, etag: r.etag, readAt: r.fetchedAt }
}
