// Cancel an order — or its whole group — after a confirmation that names every order it will end. The If-Match
// is the ETag of this dialog's own read of the account's open orders (so it belongs to exactly this account).
// A 412 or a lost answer is followed by a re-read that says what happened; nothing is ever sent again
// without a click.
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useReducer } from 'react'
import type { Order } from '@shared/api/records'
import {
  cancelChoices,
  initialCancelPhase,
  nextCancelPhase,
  orderCodeFor,
  type CancelEvent,
  type CancelPhase,
  type CancelRereadFinding,
} from '@shared/domain/order-edit'
import type { AppError } from '@shared/ipc/result'
import { toAppError } from '../../api/bridge'
import { readOpenOrders } from '../../api/fresh-read'
import { sendCancel } from '../../api/order-writes'
import { useLiveActions } from '../../app/live'
import { Modal } from '../../components/Modal'
import { SessionMarketStatusNotice } from '../market/market-status'
import {
  CANCEL_REREAD_BECAUSE,
  CANCEL_WITHOUT_ETAG,
  cancelAllLabel,
  cancelAloneLabel,
  cancelGroupSentence,
  cancelReviewSentence,
  groupLegName,
  orderNoLongerWorking,
} from './cancel-text'
import { explainError } from '../../lib/error-explanation'
import { msg } from '@shared/text/messages'

type Phase = CancelPhase<AppError>

/** What a read after a send found, as the dialog says it: why it read again, then what it saw. */
function rereadNote(f: CancelRereadFinding, orderId: number): string {
  const what = f.group ? msg('cancel.theGroup') : msg('cancel.orderLower', { orderId })
  const because =
    f.because === 'account-changed' ? CANCEL_REREAD_BECAUSE.accountChanged : CANCEL_REREAD_BECAUSE.answerLost
  return `${because} ${cancelReviewSentence(f.review, what).message}`
}

/** "#100227 BUY 10,000 EUR/USD LIMIT 1.08500 GTC" — what the trader recognises the order by. */
export function describeOrder(o: Order): string {
  const leg = o.legs[0]
  const quantity = leg?.quantity ? `${leg.quantity} ` : ''
  const price = leg?.price ? ` ${leg.price}` : ''
  return `#${o.orderId} ${o.side} ${quantity}${o.instrument} ${o.type}${price} ${o.tif}`
}

interface Props {
  order: Order
  onClose: (message?: string) => void
}

export function CancelOrderDialog({ order, onClose }: Props) {
  const id = useId()
  const live = useLiveActions()
  const account = order.account
  const [phase, dispatch] = useReducer(
    (p: Phase, e: CancelEvent<AppError>) => nextCancelPhase(p, e, order.orderId),
    initialCancelPhase as Phase,
  )
  const cancel = useMutation({ mutationFn: sendCancel })

  // Every read of the account: the first, and the one after a 412 or a lost answer.
  useEffect(() => {
    if (phase.name !== 'loading') return
    readOpenOrders(account).then(
      (read) => dispatch({ type: 'read', read }),
      (e: unknown) => dispatch({ type: 'read-failed', error: toAppError(e) }),
    )
  }, [phase, account])

  async function send(p: Extract<Phase, { name: 'confirm' }>, alone = false) {
    const sending = nextCancelPhase(p, { type: 'send', alone }, order.orderId)
    if (sending.name !== 'sending') return
    const { members } = sending
    dispatch({ type: 'send', alone })
    const what =
      members.length > 1
        ? msg('cancel.groupOf', { orderIds: members.map((m) => m.orderId).join(', ') })
        : msg('cancel.order', { orderId: members[0]?.orderId ?? '' })
    try {
      await cancel.mutateAsync({
        account,
        orderCodes: members.map(orderCodeFor),
        contingency: sending.contingency,
        ifMatch: p.etag,
        again: p.reread !== undefined,
      })
      live?.refresh([account])
      dispatch({ type: 'sent' })
      onClose(msg('cancel.cancelled', { what }))
    } catch (e) {
      live?.refresh([account])
      dispatch({ type: 'send-failed', error: toAppError(e) })
    }
  }

  const title =
    // A THEN order may go alone: the question is about that order, the whole group being the other choice.
    phase.name === 'confirm' && phase.members.length > 1 && !aloneLabel(phase, order)
      ? msg('cancel.titleGroup', { contingency: phase.contingency ?? '', orderId: order.orderId })
      : msg('cancel.title', { orderId: order.orderId })
  return (
    <Modal
      labelledBy={`${id}-title`}
      onEscape={() => onClose()}
      className="oe-dialog cancel-dialog"
      testId="cancel-dialog"
    >
      <header className="oe-header">
        <div className="oe-header__title">
          <h2 id={`${id}-title`}>{title}</h2>
          <p className="oe-header__meta">{msg('cancel.account', { account })}</p>
        </div>
        <button type="button" className="oe-close" aria-label={msg('cancel.closeLabel')} onClick={() => onClose()}>
          ✕
        </button>
      </header>
      <div className="oe-body">
        {(phase.name === 'loading' || phase.name === 'sending') && (
          <p className="oe-state" role="status">
            {phase.name === 'loading' ? msg('cancel.reading') : msg('cancel.cancelling')}
          </p>
        )}
        {phase.name === 'confirm' && (
          <>
            <SessionMarketStatusNotice symbol={order.instrument} action="cancel" />
            {phase.reread && (
              <p className="oe-notice oe-notice--warn" role="alert" data-testid="cancel-review">
                {rereadNote(phase.reread, order.orderId)}
              </p>
            )}
            <p data-testid="cancel-choice">
              {phase.members.length > 1 ? groupSentence(phase, order) : msg('cancel.willCancel')}
            </p>
            <ul className="cancel-dialog__orders" data-testid="cancel-members">
              {phase.members.map((m) => (
                <li key={m.orderId}>{describeOrder(m)}</li>
              ))}
            </ul>
          </>
        )}
        {phase.name === 'done' && (
          <p
            className={`oe-notice ${phase.reread?.review === 'gone' ? 'oe-notice--ok' : 'oe-notice--warn'}`}
            role="alert"
            data-testid="cancel-review"
          >
            {phase.reread ? rereadNote(phase.reread, order.orderId) : orderNoLongerWorking(order.orderId)}
          </p>
        )}
        {phase.name === 'failed' && <CancelError error={phase.error} />}
        {phase.name === 'no-etag' && <CancelError error={{ kind: 'server', message: CANCEL_WITHOUT_ETAG }} />}
      </div>
      <footer className="oe-footer">
        <span className="oe-footer__buttons">
          <button type="button" onClick={() => onClose()} data-autofocus>
            {phase.name === 'confirm' ? msg('cancel.keep') : msg('cancel.close')}
          </button>
          {phase.name === 'confirm' && aloneLabel(phase, order) && (
            <button type="button" className="danger" onClick={() => void send(phase, true)}>
              {aloneLabel(phase, order)}
            </button>
          )}
          {phase.name === 'confirm' && (
            <button type="button" className="danger" onClick={() => void send(phase)}>
              {phase.members.length > 1 ? cancelAllLabel(phase.members.length) : msg('cancel.cancelOne')}
            </button>
          )}
        </span>
      </footer>
    </Modal>
  )
}

type Confirm = Extract<Phase, { name: 'confirm' }>

/** The order the dialog was opened on, as it stands in its group now (the read may have moved it). */
function legOf(phase: Confirm, order: Order) {
  const clicked = phase.members.find((m) => m.orderId === order.orderId) ?? order
  const choice = cancelChoices(clicked, phase.members, phase.contingency)
  return { clicked, choice, leg: groupLegName(clicked.type, choice.role) }
}

/** Which choice the group's rules leave for the order the dialog was opened on, and why. */
function groupSentence(phase: Confirm, order: Order): string {
  const { clicked, choice, leg } = legOf(phase, order)
  const others = phase.members
    .filter((m, i) => m !== clicked && !(phase.contingency === 'IF-THEN' && i === 0))
    .map((m) => groupLegName(m.type, phase.contingency === 'IF-THEN' ? 'then' : 'oco'))
  return cancelGroupSentence(choice, leg, others, phase.members.length)
}

/** The label of "cancel this order alone", where the group's rules allow it. */
function aloneLabel(phase: Confirm, order: Order): string | undefined {
  if (phase.members.length < 2) return undefined
  const { choice, leg } = legOf(phase, order)
  return choice.alone ? cancelAloneLabel(leg) : undefined
}

function CancelError({ error }: { error: AppError }) {
  const e = explainError(error)
  return (
    <p className="oe-notice oe-notice--error" role="alert">
      <strong>{e.title}:</strong> {e.sentence} {e.next}
    </p>
  )
}
