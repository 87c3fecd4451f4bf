// What the editor says above the fields: support's reminder, the account's status, the answer of the last
// send, a failed re-read, a change the watch noticed, messages not tied to a field, and what is not checked.
import type { Order } from '@shared/api/records'
import type { EditMessage } from '@shared/domain/order-edit'
import { problemText, ruleName, uncheckedText } from './validation-text'
import { ORDER_EDIT } from '../../lib/order-change-text'
import { orderRereadFailed } from './editor-text'
import type { Banner, EditController } from './useEditController'
import { msg } from '@shared/text/messages'
import { richMsg } from '../../lib/rich-message'
import { watchHeadline } from './edit-text'

function Notice({ banner, onDismiss }: { banner: Banner; onDismiss?: () => void }) {
  return (
    <div className={`oe-notice oe-notice--${banner.tone}`} role={banner.tone === 'error' ? 'alert' : 'status'}>
      <span>{banner.text}</span>
      {onDismiss && (
        <button type="button" className="link-button" onClick={onDismiss}>
          {msg('labels.orderEdit.dismiss')}
        </button>
      )}
    </div>
  )
}

function TopMessages({ messages }: { messages: readonly EditMessage[] }) {
  if (messages.length === 0) return null
  return (
    <ul className="oe-notice oe-notice--error oe-top-messages" role="alert">
      {messages.map((m, i) => (
        <li key={i}>
          <span className="oe-rule">{ruleName(m)}</span> {problemText(m.problem)}
        </li>
      ))}
    </ul>
  )
}

export interface EditNoticesProps {
  ctl: EditController
  order: Order
  owner: string
  support: boolean
  /** Why the account's status forbids changing this order (absent: it allows it). */
  accountBlocked?: string | undefined
  /** Messages not tied to a field: the server's, then the local check's. */
  topMessages: readonly EditMessage[]
  /** Say what is not checked before sending (the trader changed or tried to send something). */
  showUnchecked: boolean
}

export function EditNotices({
  ctl,
  order,
  owner,
  support,
  accountBlocked: blocked,
  topMessages,
  showUnchecked,
}: EditNoticesProps) {
  const { phase, validation } = ctl
  return (
    <>
      {support && (
        <p className="oe-support-strip" role="note">
          {richMsg('orderEdit.supportStrip', {
            owner: <strong>{owner}</strong>,
            account: <strong>{order.account}</strong>,
          })}
        </p>
      )}
      {blocked && (
        <p className="oe-notice oe-notice--warn" role="alert" data-testid="account-status">
          {blocked}
        </p>
      )}
      <div className="oe-notices" aria-live="polite">
        {ctl.banner && <Notice banner={ctl.banner} onDismiss={ctl.dismissBanner} />}
        {ctl.readError && phase.name === 'editing' && (
          <Notice banner={{ tone: 'warn', text: orderRereadFailed(ctl.readError) }} />
        )}
        {ctl.watch && phase.name !== 'ended' && (
          <div className="oe-notice oe-notice--warn" role="status" data-testid="watch-notice">
            <span>
              <strong>{ORDER_EDIT.changedWhileEditing}</strong> {watchHeadline(ctl.watch)}
            </span>
            <button type="button" onClick={ctl.actions.compare}>
              {msg('labels.orderEdit.compareAndDecide')}
            </button>
          </div>
        )}
        <TopMessages messages={topMessages} />
        {validation && validation.unchecked.length > 0 && showUnchecked && (
          <p className="oe-unchecked muted">
            {msg('orderEdit.unchecked', { rules: uncheckedText(validation).join('; ') })}
          </p>
        )}
      </div>
    </>
  )
}
