// The editor's footer: one line on what Save would do (or why it cannot), the discard question when closing
// would lose changes, and the buttons of the phase (Cancel, Cancel order…, Save or Review, Send anyway, Send).
import type { Order } from '@shared/api/records'
import { ORDER_EDIT } from '../../lib/order-change-text'
import { phaseFlags } from './phase-flags'
import { saveLineText } from './validation-text'
import type { CloseGuard } from './useCloseGuard'
import type { EditController } from './useEditController'
import { msg } from '@shared/text/messages'

export interface EditFooterProps {
  ctl: EditController
  order: Order
  summaryId: string
  review: boolean
  dirty: boolean
  /** The last Save was refused by the local check. */
  blocked: boolean
  guard: CloseGuard
  onDiscard: () => void
  onSave: (force?: boolean) => void
  onCancelOrder?: ((order: Order) => void) | undefined
}

function summaryText(ctl: EditController): string {
  const { phase, validation } = ctl
  const { busy, deciding } = phaseFlags(phase)
  if (phase.name === 'ended') return ORDER_EDIT.endedNothingSent
  if (phase.name === 'not-visible') return ORDER_EDIT.notVisibleNothingSent
  if (busy) return phase.name === 'sending' ? msg('labels.orderEdit.sending') : msg('orderEdit.readingAgain')
  // The status's own sentence stands once, above the fields (EditNotices); the footer points to it.
  if (ctl.accountBlocked && !deciding) return ORDER_EDIT.statusSeeAbove
  if (deciding) return ORDER_EDIT.chooseAbove
  // The server has refused this very change: it is not "ready to send" until something in it changes.
  if (ctl.serverMessages.length > 0) return ORDER_EDIT.refusedFixAbove
  return validation ? saveLineText(validation) : msg('labels.orderEdit.loading')
}

export function EditFooter({ ctl, order, summaryId, review, dirty, blocked, guard, ...on }: EditFooterProps) {
  const { phase, validation, actions, state } = ctl
  const { busy, ended, deciding } = phaseFlags(phase)
  const onlyRuleProblems =
    validation !== null &&
    validation.messages.length > 0 &&
    validation.messages.every((m) => m.source !== 'input' && m.source !== 'membership')
  return (
    <footer className="oe-footer">
      <span
        id={summaryId}
        className={`oe-summary${validation?.canSend && !ctl.accountBlocked && ctl.serverMessages.length === 0 ? ' is-ready' : ''}${validation && !validation.dirty && !ended ? ' is-idle' : ''}${deciding || busy ? ' is-idle' : ''}`}
        role="status"
      >
        {summaryText(ctl)}
      </span>
      {guard.confirming ? (
        <span className="oe-confirm" role="alert">
          {msg('labels.orderEdit.discardYourChanges')}{' '}
          <button type="button" data-autofocus onClick={on.onDiscard}>
            {msg('labels.orderEdit.discardChanges')}
          </button>
          <button type="button" className="primary" onClick={guard.keepEditing}>
            {msg('labels.orderEdit.keepEditing')}
          </button>
        </span>
      ) : (
        <span className="oe-footer__buttons">
          <button type="button" onClick={guard.requestClose}>
            {/* "Close", never "Cancel": beside "Cancel order…" the two read as the same thing. */}
            {busy ? msg('labels.orderEdit.hideKeepsSending') : msg('labels.orderEdit.close')}
          </button>
          {on.onCancelOrder && phase.name === 'editing' && !dirty && (
            <button
              type="button"
              className="danger"
              title={msg('orderEdit.labels.cancelTitle')}
              onClick={() => on.onCancelOrder?.(state?.members.find((m) => m.original)?.order ?? order)}
            >
              {msg('labels.orderEdit.cancelOrder')}
            </button>
          )}
          {phase.name === 'review' ? (
            <>
              <button type="button" onClick={actions.backToEdit}>
                {msg('labels.orderEdit.backToEditing')}
              </button>
              <button
                type="button"
                className="primary"
                data-autofocus
                disabled={ctl.accountBlocked !== undefined}
                onClick={actions.confirmSend}
              >
                {msg('labels.orderEdit.sendChange')}
              </button>
            </>
          ) : (
            phase.name !== 'saved' &&
            !deciding && (
              <>
                {blocked && onlyRuleProblems && phase.name === 'editing' && (
                  <button
                    type="button"
                    title={
                      validation.messages.every((m) => m.source === 'sanity')
                        ? msg('orderEdit.labels.sendDespiteWarnings')
                        : msg('orderEdit.labels.letServerDecide')
                    }
                    onClick={() => on.onSave(true)}
                  >
                    {msg('labels.orderEdit.sendAnyway')}
                  </button>
                )}
                <button
                  type="button"
                  className="primary"
                  aria-describedby={summaryId}
                  disabled={ended || busy || phase.name === 'loading' || ctl.accountBlocked !== undefined}
                  onClick={() => on.onSave()}
                >
                  {phase.name === 'sending'
                    ? msg('labels.orderEdit.sending')
                    : review
                      ? msg('labels.orderEdit.reviewChanges')
                      : msg('labels.orderEdit.saveChanges')}
                </button>
              </>
            )
          )}
        </span>
      )}
    </footer>
  )
}
