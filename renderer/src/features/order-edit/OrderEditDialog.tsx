// The order-edit dialog: an order (or its whole group) as read, editable where the type allows, watched while
// open, reviewed old → new, sent with If-Match, and every answer explained inside the dialog itself.
import { useEffect, useId, useState } from 'react'
import type { Order } from '@shared/api/records'
import { isDirty, messagesAt } from '@shared/domain/order-edit'
import { useMediaQuery } from '../../lib/media-query'
import { PriceChart } from '../charts/PriceChart'
import { editChartLines, openedMember, priceFieldOf } from './chart-lines'
import { ProtectionFields } from './ProtectionFields'
import { QuoteStrip } from '../market/QuoteStrip'
import { MarketStatusNotice } from '../market/market-status'
import type { SanityContext } from '@shared/domain/order-sanity'
import type { SizeUnit } from '@shared/domain/size-units'
import { EditFooter } from './EditFooter'
import { EditForm } from './EditForm'
import { EditHeader } from './EditHeader'
import { EditNotices } from './EditNotices'
import { fieldId } from './MemberFields'
import { phaseFlags } from './phase-flags'
import { PhasePanels } from './PhasePanels'
import { Modal } from '../../components/Modal'
import { useCloseGuard } from './useCloseGuard'
import { useEditController, type PendingChange, type SavedInfo } from './useEditController'
import { useEditInputs } from './useEditInputs'
import { useKeyboardFocus } from './useKeyboardFocus'
import { usePriceHandle } from './usePriceHandle'
import { useProtectedPosition } from './useProtectedPosition'
import { msg } from '@shared/text/messages'

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
  /** The unit the profile shows order sizes in (the field itself takes units, as the API does). */
  sizeUnit?: SizeUnit | undefined
  /** Where the sanity warnings start, as the connection's profile chose (absent: the defaults). */
  sanityLimits?: SanityContext['limits'] | undefined
  /**
   * The account's status as last reported; anything but FULL_TRADING is said before the person types, and a
   * change to a status that forbids this order's change stops anything from being sent.
   */
  accountStatus?: string | undefined
  /** Reads the account's status again now (a 412 may be the status's doing); resolves to the status. */
  refreshAccountStatus?: () => Promise<string | undefined>
  /** Closed while sending: kept alive out of sight until the answer arrives. */
  hidden?: boolean
  onClose: () => void
  onHide?: () => void
  onReveal?: () => void
  /** Opens the order's full record (executions, cash) over the dialog. */
  onShowDetails?: (order: Order) => void
  onPending: (keys: readonly string[], pending: PendingChange | null) => void
  onSaved: (info: SavedInfo) => void
  onRefreshTables: (account: string) => void
  /** The dialog's read saw the order change or end (the live watch re-checks the account). */
  onNoticedChange?: () => void
  /** Offers "Cancel order…": closes the editor and asks to confirm the cancel. */
  onCancelOrder?: (order: Order) => void
}

// Below 820 px of window height (a 1024 × 700 laptop window) the chart under the fields is drawn shorter.
const SHORT_WINDOW = '(max-height: 819px)'
const SHORT_CHART_HEIGHT = 160

export function OrderEditDialog(props: OrderEditDialogProps) {
  const id = useId()
  const { order } = props
  const { rules, quote, sanity, accountBlocked } = useEditInputs(props)
  const ctl = useEditController({
    order,
    accountBlocked,
    ...(props.refreshAccountStatus ? { refreshAccountStatus: props.refreshAccountStatus } : {}),
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
  const [blocked, setBlocked] = useState(false)
  const titleId = `${id}-title`
  const summaryId = `${id}-summary`

  const dirty = state ? isDirty(state) : false
  const { busy, ended, formLocked } = phaseFlags(phase)
  const guard = useCloseGuard({
    busy,
    unsaved: dirty && phase.name !== 'saved' && !ended,
    titleId,
    onClose: props.onClose,
    onHide: props.onHide,
  })

  const members = state?.members ?? []
  const chartLines = editChartLines(order, state, quote)
  const handle = usePriceHandle(ctl, order, rules.data?.instrument?.priceIncrement, formLocked)
  const protectedPosition = useProtectedPosition(props.profileId, order, rules.data?.instrument)
  const own = openedMember(state, order)
  const shortWindow = useMediaQuery(SHORT_WINDOW)
  const grouped = members.length > 1 || state?.originalContingency !== null
  const title = grouped
    ? state?.originalContingency
      ? msg('orderEdit.title.group', { contingency: state.originalContingency, instrument: order.instrument })
      : msg('orderEdit.title.groupNoType', { instrument: order.instrument })
    : msg('orderEdit.title.order', {
        orderId: order.orderId,
        type: order.type,
        side: order.side,
        instrument: order.instrument,
      })
  const topLocal = validation && (ctl.attempted || blocked) ? messagesAt(validation, null, null) : []
  const topServer = ctl.serverMessages.filter((m) => m.field === null)

  const save = (force = false) => {
    const r = actions.save(force)
    setBlocked(r === 'blocked')
    if (r === 'blocked' && validation) {
      const first = validation.messages.find((m) => m.field !== null)
      const index = members.findIndex((m) => m.key === first?.memberKey)
      if (first?.field) document.getElementById(fieldId(Math.max(0, index), first.field))?.focus()
    }
  }

  useKeyboardFocus(titleId, phase.name)

  const { hidden, onReveal } = props
  useEffect(() => {
    if (hidden && !busy && phase.name !== 'saved') onReveal?.()
  }, [hidden, busy, phase.name, onReveal])
  if (hidden) return null

  return (
    <Modal
      labelledBy={titleId}
      describedBy={`${id}-meta`}
      onEscape={guard.requestClose}
      className={`oe-dialog${grouped ? ' oe-dialog--group' : ''}${props.support ? ' oe-dialog--support' : ''}`}
      testId="order-edit-dialog"
      data={{ phase: phase.name, 'base-etag': state?.base.etag, watched: ctl.lastRead ? 'yes' : 'no' }}
    >
      <EditHeader
        titleId={titleId}
        metaId={`${id}-meta`}
        title={title}
        order={order}
        state={state}
        watching={ctl.watch === null && phase.name === 'editing'}
        zone={props.zone}
        owner={props.owner}
        support={props.support}
        onShowDetails={props.onShowDetails}
        onClose={guard.requestClose}
      />
      <QuoteStrip
        symbol={order.instrument}
        zone={props.zone}
        order={{ side: order.side, price: order.legs[0]?.price, label: msg('labels.orderEdit.orderPrice') }}
        tick={rules.data?.instrument?.priceIncrement}
        pip={rules.data?.instrument?.pipSize}
      />
      <EditNotices
        ctl={ctl}
        order={order}
        owner={props.owner}
        support={props.support}
        accountBlocked={accountBlocked}
        topMessages={[...topServer, ...topLocal]}
        showUnchecked={ctl.attempted || dirty}
      />
      <MarketStatusNotice profileId={props.profileId} zone={props.zone} symbol={order.instrument} action="modify" />
      <div className="oe-body">
        <PhasePanels ctl={ctl} zone={props.zone} />
        {(phase.name === 'editing' || phase.name === 'sending' || phase.name === 'checking' || ended) && (
          <EditForm
            ctl={ctl}
            rules={rules.data}
            rulesReading={rules.isPending}
            sizeUnit={props.sizeUnit ?? 'units'}
            grouped={grouped}
            positionBased={order.legs[0]?.positionEffect !== undefined}
            disabled={formLocked}
            showAll={ctl.attempted || dirty}
            onSave={save}
          />
        )}
        {protectedPosition && own && rules.data?.instrument && (phase.name === 'editing' || ended) && (
          <ProtectionFields
            position={protectedPosition}
            currency={rules.data.instrument.currency}
            price={own.draft[priceFieldOf(order.type)]?.trim() || order.legs[0]?.price || ''}
            disabled={formLocked || !own.included}
            onPrice={(price) => actions.setField(own.key, priceFieldOf(order.type), price)}
          />
        )}
        {/* Under the fields, not above them: at 1024 × 700 the price, the quantity and Save are in view without
            scrolling, the quote line stays pinned above, and the chart is one scroll away (and shorter). */}
        <PriceChart
          profileId={props.profileId}
          symbol={order.instrument}
          zone={props.zone}
          account={order.account}
          lines={chartLines}
          handle={handle}
          height={shortWindow ? SHORT_CHART_HEIGHT : undefined}
        />
      </div>
      <EditFooter
        ctl={ctl}
        order={order}
        summaryId={summaryId}
        review={props.review}
        dirty={dirty}
        blocked={blocked}
        guard={guard}
        onDiscard={props.onClose}
        onSave={save}
        onCancelOrder={props.onCancelOrder}
      />
    </Modal>
  )
}
