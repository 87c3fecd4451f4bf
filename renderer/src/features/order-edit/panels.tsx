// The dialog's steps besides the form: review (old → new), the three-way conflict view, the send-again panel, and
// the group controls (take an order out, add one, turn a single order into a group).
import type { ContingencyType } from '@shared/api/enums'
import type { Order } from '@shared/api/records'
import {
  candidatesToAdd,
  membership,
  reviewRows,
  type EditState,
  type ReviewRow,
  type ThreeWayRow,
} from '@shared/domain/order-edit'
import { countOf } from '@shared/text/plural'
import { ORDER_EDIT } from '../../lib/order-change-text'
import { msg } from '@shared/text/messages'
import { refusalText } from './validation-text'
import { fieldLabel, memberText, reviewRowWords } from './edit-text'

export function ReviewTable({ rows, caption }: { rows: readonly ReviewRow[]; caption: string }) {
  return (
    <table className="oe-table" aria-label={caption}>
      <thead>
        <tr>
          <th scope="col">{msg('labels.orderEdit.order')}</th>
          <th scope="col">{msg('labels.orderEdit.field')}</th>
          <th scope="col">{msg('labels.orderEdit.now')}</th>
          <th scope="col" aria-hidden="true" />
          <th scope="col">{msg('labels.orderEdit.afterSending')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(reviewRowWords).map((r, i) => (
          <tr key={i}>
            <td>{r.member}</td>
            <th scope="row">{r.label}</th>
            <td className="oe-old">{r.from}</td>
            <td aria-hidden="true" className="oe-arrow">
              →
            </td>
            <td className="oe-new">
              <strong>{r.to}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function ConflictTable({ rows }: { rows: readonly ThreeWayRow[] }) {
  return (
    <table className="oe-table oe-table--three" aria-label={msg('orderEdit.labels.threeWay')}>
      <thead>
        <tr>
          <th scope="col">{msg('labels.orderEdit.order')}</th>
          <th scope="col">{msg('labels.orderEdit.field')}</th>
          <th scope="col">{msg('labels.orderEdit.youStartedFrom')}</th>
          <th scope="col">{msg('labels.orderEdit.yourEdit')}</th>
          <th scope="col">{msg('orderEdit.onServerNow')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i} className={r.conflict ? 'is-conflict' : undefined}>
            <td>{memberText(r.member)}</td>
            <th scope="row">
              {fieldLabel(r.field)}
              {r.conflict && <span className="oe-tag oe-tag--warn">{msg('labels.orderEdit.bothChanged')}</span>}
            </th>
            <td>{r.started}</td>
            <td className={r.mineChanged ? 'oe-mine' : 'oe-same'}>
              {r.mineChanged ? <strong>{r.mine}</strong> : r.mine}
            </td>
            <td className={r.serverChanged ? 'oe-theirs' : 'oe-same'}>
              {r.serverChanged ? <strong>{r.server}</strong> : r.server}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** What "apply my changes to the current order" would send, before the trader clicks it. */
export function WillSend({ state }: { state: EditState }) {
  const rows = reviewRows(state)
  if (rows.length === 0) return <p className="muted">{ORDER_EDIT.nothingToApply}</p>
  return (
    <p className="oe-willsend">
      <span className="muted">{msg('labels.orderEdit.applyingSends')} </span>
      {rows
        .map(reviewRowWords)
        .map((r) => msg('orderEdit.pendingChange', { label: r.label, from: r.from, to: r.to }))
        .join('; ')}
    </p>
  )
}

interface SendAgainPanelProps {
  testId: string
  title: string
  message: string
  sendLabel: string
  /** The panel's first choice takes the focus (when the dialog opens on it). */
  focusSend?: boolean
  onSend: () => void
  onKeepEditing: () => void
  onDiscard: () => void
}

/** An answer that changed nothing and kept the edit: send it again (the first choice), keep editing, or discard. */
export function SendAgainPanel(props: SendAgainPanelProps) {
  return (
    <div className="oe-panel oe-panel--info" role="alert" data-testid={props.testId}>
      <h3>{props.title}</h3>
      <p>{props.message}</p>
      <div className="oe-actions">
        <button type="button" className="primary" data-autofocus={props.focusSend || undefined} onClick={props.onSend}>
          {props.sendLabel}
        </button>
        <button type="button" onClick={props.onKeepEditing}>
          {msg('labels.orderEdit.keepEditing')}
        </button>
        <button type="button" onClick={props.onDiscard}>
          {msg('labels.orderEdit.discardMyChanges')}
        </button>
      </div>
    </div>
  )
}

interface GroupControlsProps {
  state: EditState
  openOrders: readonly Order[]
  disabled: boolean
  positionBased: boolean
  onAddExisting: (o: Order) => void
  onContingency: (c: ContingencyType | null) => void
  onAddThen: (kind: 'take-profit' | 'stop-loss') => void
}

export function GroupControls(props: GroupControlsProps) {
  const { state, openOrders, disabled, positionBased } = props
  const m = membership(state)
  const candidates = candidatesToAdd(state, openOrders)
  const isIfThen = (state.contingency ?? state.originalContingency) === 'IF-THEN'
  const canAddThen = positionBased && (state.originalContingency === 'IF-THEN' || state.originalContingency === null)
  const first = state.members[0]
  const firstIsOpen = first?.base.positionEffect !== 'CLOSE'
  const groupText =
    m.result === 'group'
      ? msg('orderEdit.groupState.group', {
          contingency: state.contingency ?? msg('orderEdit.review.group'),
          orders: countOf(state.members.filter((x) => x.included).length, 'order'),
        })
      : state.originalContingency
        ? msg('orderEdit.groupState.becomesSingle')
        : msg('orderEdit.groupState.standAlone')
  return (
    <div className="oe-group" role="group" aria-label={msg('labels.orderEdit.group')}>
      <span className="oe-group__state">
        <span className="muted">{msg('labels.orderEdit.groupLead')}</span> <strong>{groupText}</strong>
      </span>
      {positionBased && candidates.length > 0 && !isIfThen && (
        <label className="oe-group__add">
          <span className="muted">
            {state.originalContingency ? msg('labels.orderEdit.addOrder') : msg('labels.orderEdit.ocoWith')}
          </span>
          <select
            value=""
            disabled={disabled}
            onChange={(e) => {
              const o = candidates.find((c) => String(c.orderId) === e.target.value)
              if (!o) return
              props.onAddExisting(o)
              if (state.contingency === null) props.onContingency('OCO')
            }}
          >
            <option value="">
              {msg('labels.orderEdit.chooseWorkingOrder', { instrument: first?.base.instrument ?? '' })}
            </option>
            {candidates.map((c) => (
              <option key={c.orderId} value={c.orderId}>
                {c.orderId} · {c.type} {c.side} {c.legs[0]?.quantity ?? ''} @{' '}
                {c.legs[0]?.price ?? msg('labels.orderEdit.market')}
              </option>
            ))}
          </select>
        </label>
      )}
      {canAddThen && firstIsOpen && (
        <span className="oe-group__then">
          <button type="button" disabled={disabled} onClick={() => props.onAddThen('take-profit')}>
            {msg('labels.orderEdit.takeProfit')}
          </button>
          <button type="button" disabled={disabled} onClick={() => props.onAddThen('stop-loss')}>
            {msg('labels.orderEdit.stopLoss')}
          </button>
        </span>
      )}
      {m.refusal && (
        <p className="oe-group__refusal" role="alert">
          {refusalText(m.refusal)}
        </p>
      )}
    </div>
  )
}
