// The audit log viewer's calls through window.api.
import { queryOptions } from '@tanstack/react-query'
import type { AuditFilter } from '@shared/ipc/audit'
import { dx, unwrap } from '../../api/bridge'
import { queryKeys } from '../../api/query-keys'

export const auditQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: queryKeys.auditList(filter),
    queryFn: () => unwrap(dx().audit.list({ filter, limit: 2000 })),
  })

export function exportAudit(filter: AuditFilter) {
  return unwrap(dx().audit.export({ filter }))
}
