// The order-edit dialog: an order (or its whole group) as read, editable where the type allows, watched while
// open, reviewed old → new, sent with If-Match, and every answer explained inside the dialog itself.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState } from 'react'
import type { Order } from '../../../../shared/api/records'
import { isDirty, messagesAt, NOT_VISIBLE_TEXT, type EditMessage } from '../../../../shared/domain/order-edit'
import { accountBlocksEdit, ORDER_EDIT, orderRereadFailed } from '../../lib/error-messages'
import { useMediaQuery } from '../../lib/media-query'
import { formatClock } from '../../lib/format'
import { PriceChart, type PriceLine } from '../charts/PriceChart'
import { QuoteStrip } from '../market/QuoteStrip'
import { rulesQuery, usualSizeQuery } from './api'
import { useQuotes } from '../market/quotes'
import type { SanityContext } from '../../../../shared/domain/order-sanity'
import { fieldId, MemberFields } from './MemberFields'
import { msg } from '../../../../shared/text/messages'
import { richMsg } from '../../lib/rich-message'
import { Modal } from './Modal'
import { ConflictTable, GroupControls, ReviewTable, SendAgainPanel, WillSend } from './panels'
import { useEditController, type Banner, type SavedInfo } from './useEditController'

export interface OrderEditDialogProps {
  order: Order
  etag: string | undefined
  profileId: string
  zone: string
  /** Whose account: "Trader One (trader)", or "your account". */
  owner: string
  /** Support staff editing a client's order: the owner is shown prominently. */
  support: boolean
  review: boolean
  /** Where the sanity warnings start, as the connection's profile chose (absent: the defaults). */
  sanityLimits?: SanityContext['limits'] | undefined
  /** The account's status when chosen; anything but FULL_TRADING is said before the person types. */
  accountStatus?: string | undefined
  /** Closed while sending: kept alive out of sight until the answer arrives. */
  hidden?: boolean
  onClose: () => void
  onHide?: () => void
  onReveal?: () => void
  /** Opens the order's full record (executions, cash) over the dialog. */
  onShowDetails?: (order: Order) => void
  onPending: (keys: readonly string[], pending: boolean) => void
  onSaved: (info: SavedInfo) => void
  onRefreshTables: (account: string) => void
  /** The dialog's read saw the order change or end (the live watch re-checks the account). */
  onNoticedChange?: () => void
  /** Offers "Cancel order…": closes the editor and asks to confirm the cancel. */
  onCancelOrder?: (order: Order) => void
}

function Notice({ banner, onDismiss }: { banner: Banner; onDismiss?: () => void }) {
  return (
    <div className={`oe-notice oe-notice--${banner.tone}`} role={banner.tone === 'error' ? 'alert' : 'status'}>
      <span>{banner.text}</span>
      {onDismiss && (
        <button type="button" className="link-button" onClick={onDismiss}>
          Dismiss
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
          <span className="oe-rule">{m.rule}</span> {m.message}
        </li>
      ))}
    </ul>
  )
}

/** The order's price as read, the price being typed (when it differs) and the position's entry, if known. */
function priceLines(order: Order, draft: { limitPrice: string; stopPrice: string } | undefined): PriceLine[] {
  const lines: PriceLine[] = []
  const current = order.legs[0]?.price
  if (current !== undefined) lines.push({ price: current, label: 'Order now', kind: 'current' })
  const typed = (order.type === 'LIMIT' ? draft?.limitPrice : draft?.stopPrice)?.trim()
  if (typed && Number.isFinite(Number(typed)) && Number(typed) > 0 && Number(typed) !== Number(current)) {
    lines.push({ price: typed, label: 'Proposed', kind: 'proposed' })
  }
  if (order.openPrice !== undefined) lines.push({ price: order.openPrice, label: 'Entry', kind: 'entry' })
  return lines
}

// Below 820 px of window height (a 1024 × 700 laptop window) the chart under the fields is drawn shorter.
const SHORT_WINDOW = '(max-height: 819px)'
const SHORT_CHART_HEIGHT = 160

export function OrderEditDialog(props: OrderEditDialogProps) {
  const id = useId()
  const { order } = props
  const rules = useQuery(rulesQuery(props.profileId, order.account, order.instrument))
  const usualSize = useQuery(usualSizeQuery(props.profileId, order.account, order.instrument))
  const quote = useQuotes([order.instrument]).bySymbol.get(order.instrument)
  const sanity = useMemo(
    (): SanityContext => ({
      ...(quote ? { quote: { bid: quote.bid, ask: quote.ask } } : {}),
      ...(usualSize.data ? { usualQuantity: usualSize.data } : {}),
      ...(props.sanityLimits ? { limits: props.sanityLimits } : {}),
    }),
    [quote, usualSize.data, props.sanityLimits],
  )
  const ctl = useEditController({
    order,
    etag: props.etag,
    profileId: props.profileId,
    review: props.review,
    rules: rules.data,
    sanity,
    onPending: props.onPending,
    onSaved: props.onSaved,
    onRefreshTables: props.onRefreshTables,
    ...(props.onNoticedChange ? { onNoticedChange: props.onNoticedChange } : {}),
  })
  const { state, phase, validation, actions } = ctl
  const [confirmClose, setConfirmClose] = useState(false)
  const [blocked, setBlocked] = useState(false)

  const dirty = state ? isDirty(state) : false
  const busy = phase.name === 'sending' || phase.name === 'checking'
  const ended = phase.name === 'ended' || phase.name === 'not-visible'
  const formLocked = busy || ended || phase.name === 'saved'
  const deciding =
    phase.name === 'resend' || phase.name === 'conflict' || phase.name === 'not-applied' || phase.name === 'unknown'
  const requestClose = () => {
    // Closing mid-send hides the dialog; the row says "change submitted" and the answer brings it back.
    if (busy) return props.onHide?.()
    if (dirty && phase.name !== 'saved' && !ended) setConfirmClose(true)
    else props.onClose()
  }

  const members = state?.members ?? []
  const chartLines = priceLines(order, members[0]?.draft)
  const shortWindow = useMediaQuery(SHORT_WINDOW)
  const grouped = members.length > 1 || state?.originalContingency !== null
  const version = Math.max(0, ...members.map((m) => m.order?.version ?? 0))
  const readAt = state?.base.readAt
  const positionBased = order.legs[0]?.positionEffect !== undefined
  const title = grouped
    ? `Edit ${state?.originalContingency ?? ''} group · ${order.instrument}`.replace('  ', ' ')
    : `Edit order ${order.orderId} · ${order.type} ${order.side} ${order.instrument}`
  const topLocal = validation && (ctl.attempted || blocked) ? messagesAt(validation, null, null) : []
  const topServer = ctl.serverMessages.filter((m) => m.field === null)
  const onlyRuleProblems =
    validation !== null &&
    validation.messages.length > 0 &&
    validation.messages.every((m) => m.source !== 'input' && m.source !== 'membership')

  const save = (force = false) => {
    const r = actions.save(force)
    setBlocked(r === 'blocked')
    if (r === 'blocked' && validation) {
      const first = validation.messages.find((m) => m.field !== null)
      const index = members.findIndex((m) => m.key === first?.memberKey)
      if (first?.field) document.getElementById(fieldId(Math.max(0, index), first.field))?.focus()
    }
  }

  const { hidden, onReveal } = props
  useEffect(() => {
    if (hidden && !busy && phase.name !== 'saved') onReveal?.()
  }, [hidden, busy, phase.name, onReveal])
  if (hidden) return null

  const summaryId = `${id}-summary`
  const saveLabel = props.review ? 'Review changes…' : 'Save changes'
  const summary = (() => {
    if (phase.name === 'ended') return ORDER_EDIT.endedNothingSent
    if (phase.name === 'not-visible') return ORDER_EDIT.notVisibleNothingSent
    if (busy) return phase.name === 'sending' ? 'Sending…' : 'Reading the order again…'
    if (deciding) return ORDER_EDIT.chooseAbove
    return validation?.summary ?? 'Loading…'
  })()

  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-meta`}
      onEscape={requestClose}
      className={`oe-dialog${grouped ? ' oe-dialog--group' : ''}${props.support ? ' oe-dialog--support' : ''}`}
      testId="order-edit-dialog"
      data={{ phase: phase.name, 'base-etag': state?.base.etag, watched: ctl.lastRead ? 'yes' : 'no' }}
    >
      <header className="oe-header">
        <div className="oe-header__title">
          <h2 id={`${id}-title`}>{title}</h2>
          <div id={`${id}-meta`} className="oe-header__meta">
            {state ? (
              <>
                read <time>{readAt ? formatClock(readAt, props.zone) : '—'}</time>
                {ctl.watch === null && phase.name === 'editing' && (
                  <span className="oe-live" title={ORDER_EDIT.watchingExplained}>
                    {' '}
                    · watching
                  </span>
                )}{' '}
                <details className="oe-tech">
                  <summary>Versions</summary>
                  <span>
                    editing version {version}
                    {state.base.etag && <> · ETag {state.base.etag}</>}
                  </span>
                </details>
              </>
            ) : (
              'reading the order and its group…'
            )}
          </div>
        </div>
        <div className={`oe-owner${props.support ? ' oe-owner--support' : ''}`}>
          <span className="muted">{props.support ? 'Client account' : 'Account'}</span>
          <strong>{order.account}</strong>
          <span>{props.owner}</span>
        </div>
        {props.onShowDetails && (
          <button
            type="button"
            onClick={() => props.onShowDetails?.(order)}
            title="Every field, execution and cash movement"
          >
            Order details
          </button>
        )}
        <button type="button" className="oe-close" aria-label="Close the order editor" onClick={requestClose}>
          ✕
        </button>
      </header>

      <QuoteStrip
        symbol={order.instrument}
        zone={props.zone}
        order={{ side: order.side, price: order.legs[0]?.price, label: 'Order price' }}
        tick={rules.data?.instrument?.priceIncrement}
        pip={rules.data?.instrument?.pipSize}
      />
      {props.support && (
        <p className="oe-support-strip" role="note">
          {richMsg('orderEdit.supportStrip', {
            owner: <strong>{props.owner}</strong>,
            account: <strong>{order.account}</strong>,
          })}
        </p>
      )}
      {accountBlocksEdit(props.accountStatus, order) && (
        <p className="oe-notice oe-notice--warn" role="alert" data-testid="account-status">
          {accountBlocksEdit(props.accountStatus, order)}
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
              <strong>{ORDER_EDIT.changedWhileEditing}</strong> {ctl.watch.headline}
            </span>
            <button type="button" onClick={actions.compare}>
              Compare and decide…
            </button>
          </div>
        )}
        <TopMessages messages={[...topServer, ...topLocal]} />
        {validation && validation.unchecked.length > 0 && (ctl.attempted || dirty) && (
          <p className="oe-unchecked muted">{msg('orderEdit.unchecked', { rules: validation.unchecked.join('; ') })}</p>
        )}
      </div>

      <div className="oe-body">
        {phase.name === 'loading' && <p className="oe-state">{msg('orderEdit.loading')}</p>}
        {phase.name === 'checking' && phase.note && (
          <p className="oe-state" role="status" data-testid="checking-note">
            {phase.note}
          </p>
        )}

        {phase.name === 'ended' && (
          <div className="oe-panel oe-panel--ended" role="alert">
            <h3>{ORDER_EDIT.endedHeading}</h3>
            <p>{phase.message}</p>
          </div>
        )}

        {phase.name === 'not-visible' && (
          <div className="oe-panel oe-panel--ended" role="alert">
            <h3>Not visible</h3>
            <p>{NOT_VISIBLE_TEXT}</p>
            <button type="button" onClick={actions.reread}>
              Refresh
            </button>
          </div>
        )}

        {phase.name === 'review' && (
          <div className="oe-panel" data-testid="review-step">
            <h3>Review your change</h3>
            <ReviewTable rows={phase.rows} caption="Changes to send" />
            <p className="muted">
              {msg('orderEdit.sentWithIfMatch', {
                etag: state?.base.etag ?? '',
                readAt: readAt ? formatClock(readAt, props.zone) : '—',
              })}
            </p>
          </div>
        )}

        {phase.name === 'resend' && (
          <SendAgainPanel
            testId="resend-panel"
            title={ORDER_EDIT.resendHeading}
            message={phase.message}
            sendLabel="Resend with the current version"
            focusSend
            onSend={actions.resend}
            onKeepEditing={actions.keepEditing}
            onDiscard={actions.discardMine}
          />
        )}

        {phase.name === 'conflict' && (
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
                Discard my changes
              </button>
              <button type="button" onClick={actions.keepEditing}>
                Keep editing
              </button>
            </div>
          </div>
        )}

        {phase.name === 'not-applied' && (
          <SendAgainPanel
            testId="outcome-panel"
            title={ORDER_EDIT.notAppliedHeading}
            message={phase.message}
            sendLabel="Send again"
            onSend={actions.sendAgain}
            onKeepEditing={actions.keepEditing}
            onDiscard={actions.discardMine}
          />
        )}

        {phase.name === 'unknown' && (
          <div className="oe-panel oe-panel--conflict" role="alert" data-testid="outcome-panel">
            <h3>Outcome unknown</h3>
            <p>{phase.message}</p>
            <button type="button" className="primary" onClick={actions.reread}>
              {msg('orderEdit.rereadButton')}
            </button>
          </div>
        )}

        {phase.name === 'saved' && (
          <div className="oe-panel oe-panel--ok" role="status">
            <h3>Saved</h3>
            <p>{phase.message}</p>
          </div>
        )}

        {state && (phase.name === 'editing' || phase.name === 'sending' || phase.name === 'checking' || ended) && (
          <form
            className="oe-form"
            aria-label="Order fields"
            onSubmit={(e) => {
              e.preventDefault()
              save()
            }}
          >
            {(grouped || positionBased) && (
              <GroupControls
                state={state}
                openOrders={ctl.openOrders}
                disabled={formLocked}
                positionBased={positionBased}
                onAddExisting={actions.addExisting}
                onContingency={actions.setContingency}
                onAddThen={(kind) => actions.addThen({ kind, price: '' })}
              />
            )}
            <div className="oe-members">
              {members.map((m, i) => (
                <MemberFields
                  key={m.key}
                  state={state}
                  member={m}
                  index={i}
                  validation={validation}
                  serverMessages={ctl.serverMessages}
                  details={rules.data?.details}
                  instrument={rules.data?.instrument}
                  showAll={ctl.attempted || dirty}
                  disabled={formLocked}
                  grouped={grouped}
                  onChange={actions.setField}
                  onInclude={grouped || !m.original ? actions.setIncluded : undefined}
                  now={ctl.watch?.members.find((w) => w.key === m.key)}
                />
              ))}
            </div>
            <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
          </form>
        )}
        {/* Under the fields, not above them: at 1024 × 700 the price, the quantity and Save are in view without
            scrolling, the quote line stays pinned above, and the chart is one scroll away (and shorter). */}
        <PriceChart
          profileId={props.profileId}
          symbol={order.instrument}
          zone={props.zone}
          account={order.account}
          lines={chartLines}
          height={shortWindow ? SHORT_CHART_HEIGHT : undefined}
        />
      </div>

      <footer className="oe-footer">
        <span
          id={summaryId}
          className={`oe-summary${validation?.canSend ? ' is-ready' : ''}${validation && !validation.dirty && !ended ? ' is-idle' : ''}${deciding || busy ? ' is-idle' : ''}`}
          role="status"
        >
          {summary}
        </span>
        {confirmClose ? (
          <span className="oe-confirm" role="alert">
            Discard your changes?{' '}
            <button type="button" data-autofocus onClick={props.onClose}>
              Discard changes
            </button>
            <button
              type="button"
              className="primary"
              onClick={() => {
                setConfirmClose(false)
                // The confirmation (and this button) goes away: focus goes back into the dialog.
                document.getElementById(`${id}-title`)?.closest<HTMLElement>('dialog')?.focus()
              }}
            >
              Keep editing
            </button>
          </span>
        ) : (
          <span className="oe-footer__buttons">
            <button type="button" onClick={requestClose}>
              {busy ? 'Hide (keeps sending)' : phase.name === 'saved' || ended ? 'Close' : 'Cancel'}
            </button>
            {props.onCancelOrder && phase.name === 'editing' && !dirty && (
              <button
                type="button"
                className="danger"
                title="Cancel this order at the server (asks to confirm first)"
                onClick={() => props.onCancelOrder?.(state?.members.find((m) => m.original)?.order ?? order)}
              >
                Cancel order…
              </button>
            )}
            {phase.name === 'review' ? (
              <>
                <button type="button" onClick={actions.backToEdit}>
                  Back to editing
                </button>
                <button type="button" className="primary" data-autofocus onClick={actions.confirmSend}>
                  Send change
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
                        validation?.messages.every((m) => m.source === 'sanity')
                          ? 'These are warnings, not rules: send as it is (recorded in the audit log with the warnings)'
                          : 'Our copy of the rules may be out of date: let the server decide'
                      }
                      onClick={() => save(true)}
                    >
                      Send anyway
                    </button>
                  )}
                  <button
                    type="button"
                    className="primary"
                    aria-describedby={summaryId}
                    disabled={ended || busy || phase.name === 'loading'}
                    onClick={() => save()}
                  >
                    {phase.name === 'sending' ? 'Sending…' : saveLabel}
                  </button>
                </>
              )
            )}
          </span>
        )}
      </footer>
    </Modal>
  )
}
