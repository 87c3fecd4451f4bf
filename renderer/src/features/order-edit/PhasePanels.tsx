// The editor's body for each phase but editing: reading, checking, ended, not visible, review, send again,
// conflict, not applied, outcome unknown and saved. The form beside them is EditForm.
import { ORDER_EDIT } from '../../lib/order-change-text'
import { sentOnlyIfUnchanged } from './editor-text'
import { formatClock } from '../../lib/format'
import { ConflictTable, ReviewTable, SendAgainPanel, WillSend } from './panels'
import type { EditController } from './useEditController'
import { msg } from '@shared/text/messages'

export interface PhasePanelsProps {
  ctl: EditController
  zone: string
}

export function PhasePanels({ ctl, zone }: PhasePanelsProps) {
  const { phase, actions, state } = ctl
  const readAt = state?.base.readAt
  switch (phase.name) {
    case 'loading':
      return <p className="oe-state">{msg('orderEdit.loading')}</p>
    case 'checking':
      return phase.note ? (
        <p className="oe-state" role="status" data-testid="checking-note">
          {phase.note}
        </p>
      ) : null
    case 'ended':
      return (
        <div className="oe-panel oe-panel--ended" role="alert">
          <h3>{ORDER_EDIT.endedHeading}</h3>
          <p>{phase.message}</p>
        </div>
      )
    case 'not-visible':
      return (
        <div className="oe-panel oe-panel--ended" role="alert">
          <h3>{msg('labels.orderEdit.notVisible')}</h3>
          <p>{msg('orderEdit.notVisible')}</p>
          <button type="button" onClick={actions.reread}>
            {msg('labels.orderEdit.refresh')}
          </button>
        </div>
      )
    case 'review':
      return (
        <div className="oe-panel" data-testid="review-step">
          <h3>{msg('labels.orderEdit.reviewYourChange')}</h3>
          <ReviewTable rows={phase.rows} caption={msg('labels.orderEdit.changesToSend')} />
          <p className="muted">{sentOnlyIfUnchanged(readAt ? formatClock(readAt, zone) : '—')}</p>
        </div>
      )
    case 'resend':
      // A status that now forbids the change also moved the account's version: the 412 was the status's doing,
      // and sending again would only be refused (409).
      if (ctl.accountBlocked)
        return (
          <div className="oe-panel oe-panel--ended" role="alert" data-testid="resend-panel">
            <h3>{ORDER_EDIT.statusChangedHeading}</h3>
            <p>{ORDER_EDIT.statusSeeAbove}</p>
            <div className="oe-actions">
              <button type="button" onClick={actions.discardMine}>
                {msg('labels.orderEdit.discardMyChanges')}
              </button>
            </div>
          </div>
        )
      return (
        <SendAgainPanel
          testId="resend-panel"
          title={ORDER_EDIT.resendHeading}
          message={phase.message}
          sendLabel={msg('orderEdit.resendCurrent')}
          focusSend
          onSend={actions.resend}
          onKeepEditing={actions.keepEditing}
          onDiscard={actions.discardMine}
        />
      )
    case 'conflict':
      return (
        <div className="oe-panel oe-panel--conflict" role="alert" data-testid="conflict-view">
          <h3>{phase.origin === 'watch' ? ORDER_EDIT.conflictHeadingWatch : ORDER_EDIT.conflictHeadingServer}</h3>
          <p>
            {phase.origin === 'unknown'
              ? phase.message
              : phase.origin === 'watch'
                ? ORDER_EDIT.conflictWatch
                : ORDER_EDIT.conflictServer}
          </p>
          <ConflictTable rows={phase.rows} />
          <WillSend state={phase.mine} />
          <div className="oe-actions">
            <button type="button" className="primary" onClick={actions.applyMine}>
              {msg('orderEdit.applyMine')}
            </button>
            <button type="button" onClick={actions.discardMine}>
              {msg('labels.orderEdit.discardMyChanges')}
            </button>
            <button type="button" onClick={actions.keepEditing}>
              {msg('labels.orderEdit.keepEditing')}
            </button>
          </div>
        </div>
      )
    case 'not-applied':
      return (
        <SendAgainPanel
          testId="outcome-panel"
          title={ORDER_EDIT.notAppliedHeading}
          message={phase.message}
          sendLabel={msg('orderEdit.sendAgain')}
          onSend={actions.sendAgain}
          onKeepEditing={actions.keepEditing}
          onDiscard={actions.discardMine}
        />
      )
    case 'unknown':
      return (
        <div className="oe-panel oe-panel--conflict" role="alert" data-testid="outcome-panel">
          <h3>{msg('labels.orderEdit.outcomeUnknown')}</h3>
          <p>{phase.message}</p>
          <button type="button" className="primary" onClick={actions.reread}>
            {msg('orderEdit.rereadButton')}
          </button>
        </div>
      )
    case 'saved':
      return (
        <div className="oe-panel oe-panel--ok" role="status">
          <h3>{msg('labels.orderEdit.saved')}</h3>
          <p>{phase.message}</p>
        </div>
      )
    default:
      return null
  }
}
