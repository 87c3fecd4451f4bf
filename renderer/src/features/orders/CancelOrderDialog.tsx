// Cancel an order — or its whole group — after a confirmation that names every order it will end. The If-Match
// is the ETag of this dialog's own read of the account's open orders (so it belongs to exactly this account).
// A 412 or a lost answer is followed by a re-read that says what happened; nothing is ever sent again
// without a click.
import { useCallback, useEffect, useId, useState } from 'react'
import type { Order } from '../../../../shared/api/records'
import { orderCodeFor, resolveGroup, reviewCancel } from '../../../../shared/domain/order-edit'
import type { AppError } from '../../../../shared/ipc/result'
import type { FreshRead } from '../../../../shared/domain/order-edit'
import { dx, toAppError, unwrap } from '../../api/bridge'
import { useLive } from '../../app/live'
import { Modal } from '../order-edit/Modal'
import { readOpenOrders } from '../order-edit/api'
import {
  CANCEL_REREAD_BECAUSE,
  CANCEL_WITHOUT_ETAG,
  cancelReviewSentence,
  explainError,
  orderNoLongerWorking,
} from '../../lib/error-messages'
import { msg } from '../../../../shared/text/messages'

type Phase =
  | { name: 'loading' }
  | { name: 'confirm'; members: Order[]; contingency: 'OCO' | 'IF-THEN' | null; etag: string; note?: string }
  | { name: 'sending'; members: Order[] }
  | { name: 'done'; message: string; ok: boolean }
  | { name: 'failed'; error: AppError }

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
  const live = useLive()
  const [phase, setPhase] = useState<Phase>({ name: 'loading' })
  const account = order.account

  /** What one fresh read of the account means: the members as they are now, or "gone". */
  const apply = useCallback(
    (read: FreshRead, note?: string, confirmed?: readonly Order[]) => {
      const current = read.orders.find((o) => o.orderId === order.orderId)
      if (confirmed) {
        const what =
          confirmed.length > 1 ? msg('cancel.theGroup') : msg('cancel.orderLower', { orderId: order.orderId })
        const review = reviewCancel(confirmed, read.orders)
        const said = cancelReviewSentence(review.kind, what)
        if (!said.again || !current || !read.etag) {
          setPhase({
            name: 'done',
            message: note ? `${note} ${said.message}` : said.message,
            ok: review.kind === 'gone',
          })
          return
        }
        note = note ? `${note} ${said.message}` : said.message
      }
      if (!current) {
        setPhase({ name: 'done', message: orderNoLongerWorking(order.orderId), ok: false })
        return
      }
      if (!read.etag) {
        setPhase({
          name: 'failed',
          error: {
            kind: 'server',
            message: CANCEL_WITHOUT_ETAG,
          },
        })
        return
      }
      const group = resolveGroup(current, read.orders)
      setPhase({
        name: 'confirm',
        members: group.members,
        contingency: group.contingencyType,
        etag: read.etag,
        ...(note ? { note } : {}),
      })
    },
    [order.orderId],
  )

  const load = async (note?: string, confirmed?: readonly Order[]) => {
    setPhase({ name: 'loading' })
    try {
      apply(await readOpenOrders(account), note, confirmed)
    } catch (e) {
      setPhase({ name: 'failed', error: toAppError(e) })
    }
  }

  useEffect(() => {
    readOpenOrders(account).then(
      (read) => apply(read),
      (e: unknown) => setPhase({ name: 'failed', error: toAppError(e) }),
    )
  }, [account, apply])

  async function send(members: Order[], contingency: 'OCO' | 'IF-THEN' | null, etag: string, again: boolean) {
    setPhase({ name: 'sending', members })
    const codes = members.map(orderCodeFor)
    // What changes is main's to record (from its own read); the page only says which step sent it.
    const audit = { attempt: again ? ('send-again' as const) : ('send' as const) }
    const what =
      members.length > 1
        ? msg('cancel.groupOf', { orderIds: members.map((m) => m.orderId).join(', ') })
        : msg('cancel.order', { orderId: members[0]?.orderId ?? '' })
    try {
      if (members.length > 1) {
        await unwrap(
          dx().orders.cancelGroup({
            account,
            orderCodes: codes,
            ifMatch: etag,
            audit,
            ...(contingency ? { contingencyType: contingency } : {}),
          }),
        )
      } else {
        await unwrap(dx().orders.cancel({ account, orderCode: codes[0] ?? '', ifMatch: etag, audit }))
      }
      live?.refresh([account])
      onClose(msg('cancel.cancelled', { what }))
    } catch (e) {
      const error = toAppError(e)
      live?.refresh([account])
      if (error.kind === 'precondition-failed') {
        await load(CANCEL_REREAD_BECAUSE.accountChanged, members)
      } else if (error.outcomeUnknown || error.kind === 'network' || error.kind === 'server') {
        // The cancel may or may not have been applied: the account is read before anything else is offered.
        await load(CANCEL_REREAD_BECAUSE.answerLost, members)
      } else {
        setPhase({ name: 'failed', error })
      }
    }
  }

  const title =
    phase.name === 'confirm' && phase.members.length > 1
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
            {phase.note && (
              <p className="oe-notice oe-notice--warn" role="alert" data-testid="cancel-review">
                {phase.note}
              </p>
            )}
            <p>
              {phase.members.length > 1
                ? msg('cancel.partOfGroup', {
                    contingency: phase.contingency === 'OCO' ? 'OCO' : 'IF-THEN',
                    count: phase.members.length,
                  })
                : msg('cancel.willCancel')}
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
            className={`oe-notice ${phase.ok ? 'oe-notice--ok' : 'oe-notice--warn'}`}
            role="alert"
            data-testid="cancel-review"
          >
            {phase.message}
          </p>
        )}
        {phase.name === 'failed' && <CancelError error={phase.error} />}
      </div>
      <footer className="oe-footer">
        <span className="oe-footer__buttons">
          <button type="button" onClick={() => onClose()} data-autofocus>
            {phase.name === 'confirm' ? msg('cancel.keep') : msg('cancel.close')}
          </button>
          {phase.name === 'confirm' && (
            <button
              type="button"
              className="danger"
              onClick={() => void send(phase.members, phase.contingency, phase.etag, phase.note !== undefined)}
            >
              {phase.members.length > 1
                ? msg('cancel.cancelAll', { count: phase.members.length })
                : msg('cancel.cancelOne')}
            </button>
          )}
        </span>
      </footer>
    </Modal>
  )
}

function CancelError({ error }: { error: AppError }) {
  const e = explainError(error)
  return (
    <p className="oe-notice oe-notice--error" role="alert">
      <strong>{e.title}:</strong> {e.sentence} {e.next}
    </p>
  )
}
