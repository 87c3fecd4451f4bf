// The editor's header: what is edited, when it was read (and whether it is watched), whose account, and close.
import type { Order } from '@shared/api/records'
import type { EditState } from '@shared/domain/order-edit'
import { ORDER_EDIT } from '../../lib/order-change-text'
import { formatClock } from '../../lib/format'
import { msg } from '@shared/text/messages'

export interface EditHeaderProps {
  titleId: string
  metaId: string
  title: string
  order: Order
  state: EditState | null
  /** The watch reads the account while the trader edits (no change noticed yet). */
  watching: boolean
  zone: string
  owner: string
  support: boolean
  onShowDetails?: ((order: Order) => void) | undefined
  onClose: () => void
}

export function EditHeader({
  titleId,
  metaId,
  title,
  order,
  state,
  watching,
  zone,
  owner,
  support,
  ...on
}: EditHeaderProps) {
  const readAt = state?.base.readAt
  const version = Math.max(0, ...(state?.members ?? []).map((m) => m.order?.version ?? 0))
  return (
    <header className="oe-header">
      <div className="oe-header__title">
        <h2 id={titleId}>{title}</h2>
        <div id={metaId} className="oe-header__meta">
          {state ? (
            <>
              {msg('labels.orderEdit.read')} <time>{readAt ? formatClock(readAt, zone) : '—'}</time>
              {watching && (
                <span className="oe-live" title={ORDER_EDIT.watchingExplained}>
                  {' '}
                  {msg('labels.orderEdit.watching')}
                </span>
              )}{' '}
              <details className="oe-tech">
                <summary>{msg('labels.orderEdit.versions')}</summary>
                <span>
                  {msg('labels.orderEdit.editingVersion', { version })}
                  {state.base.etag && <> {msg('labels.orderEdit.etagSuffix', { etag: state.base.etag })}</>}
                </span>
              </details>
            </>
          ) : (
            msg('orderEdit.labels.readingGroup')
          )}
        </div>
      </div>
      <div className={`oe-owner${support ? ' oe-owner--support' : ''}`}>
        <span className="muted">
          {support ? msg('labels.orderEdit.clientAccount') : msg('labels.orderEdit.account')}
        </span>
        <strong>{order.account}</strong>
        <span>{owner}</span>
      </div>
      {on.onShowDetails && (
        <button type="button" onClick={() => on.onShowDetails?.(order)} title={msg('orderEdit.labels.detailsTitle')}>
          {msg('labels.orderEdit.orderDetails')}
        </button>
      )}
      <button type="button" className="oe-close" aria-label={msg('orderEdit.labels.close')} onClick={on.onClose}>
        ✕
      </button>
    </header>
  )
}
