// The session's activity: what the watch noticed on the accounts (fills, cancels, someone else's changes,
// positions, margin calls, transfers), newest first, filterable by kind and account. Opening it marks
// everything read; a click on an entry opens its row in its table.
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, type ActivityEvent } from '@shared/domain/activity'
import { activityText } from '@shared/text/activity-text'
import { useActivity } from '../../app/live'
import { useSession } from '../../app/session'
import { Drawer } from '../../components/Drawer'
import { formatClock } from '../../lib/format'
import { msg } from '@shared/text/messages'

const ALERT_KINDS = new Set(['margin-call', 'liquidation', 'rejected'])

/** The topmost open modal dialog, if any. */
function topModal(): Element | null {
  if (typeof document === 'undefined') return null
  const modals = document.querySelectorAll('dialog:modal')
  return modals[modals.length - 1] ?? null
}

export function ActivityButton() {
  const live = useActivity()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  if (!live) return null
  const unread = live.unread
  return (
    <>
      <button
        type="button"
        className="activity-button"
        aria-label={unread ? msg('labels.activity.activityUnread', { count: unread }) : msg('labels.activity.activity')}
        title={msg('activity.labels.panelTitle')}
        onClick={() => {
          setOpen(true)
          live.markRead()
        }}
      >
        {msg('labels.activity.activity')}
        {unread > 0 && (
          <span className="badge badge--unread" data-testid="activity-unread">
            {unread}
          </span>
        )}
      </button>
      {open && <ActivityPanel events={live.activity} onClose={close} onOpen={live.openTarget} />}
      <ActivityToast />
    </>
  )
}

/**
 * The in-window twin of the OS notification: the kinds the profile chose, newest batch only, figures hidden in
 * support case mode. Stays until dismissed or opened, so nothing important scrolls away unseen.
 */
function ActivityToast() {
  const live = useActivity()
  const { delegated, profile, readOnly } = useSession()
  const kinds = profile?.notifyKinds ?? []
  const chosen = (live?.latest ?? []).filter((e) => kinds.includes(e.kind))
  const newest = chosen[chosen.length - 1]
  const ref = useRef<HTMLDivElement>(null)
  const shownId = newest?.id
  // While a modal dialog is open everything outside it is inert: the toast goes inside the topmost one, as a
  // popover (the top layer), so it is above the dialog's backdrop and can be used. Looked up for each entry.
  const [placed, setPlaced] = useState<{ id: string | undefined; host: Element | null }>({ id: undefined, host: null })
  if (placed.id !== shownId) setPlaced({ id: shownId, host: topModal() })
  const host = placed.host
  useEffect(() => {
    const el = ref.current
    if (!el || shownId === undefined || typeof el.showPopover !== 'function') return
    if (el.matches(':popover-open')) el.hidePopover()
    el.showPopover()
  }, [shownId, host])
  if (!live || !newest) return null
  const shown = activityText(newest, { hideAmounts: delegated && readOnly })
  const toast = (
    <div ref={ref} popover="manual" className="activity-toast" role="status" data-testid="activity-toast">
      <strong>{shown.title}</strong>
      <span>
        {shown.account && `${shown.account} · `}
        {shown.detail}
        {chosen.length > 1 && (
          <span className="muted"> {msg('labels.activity.valueMore', { value: chosen.length - 1 })}</span>
        )}
      </span>
      <span className="activity-toast__actions">
        <button
          type="button"
          onClick={() => {
            live.openTarget(newest.target)
            live.dismissLatest()
          }}
        >
          {msg('labels.activity.show')}
        </button>
        <button type="button" className="link-button" onClick={live.dismissLatest}>
          {msg('labels.activity.dismiss')}
        </button>
      </span>
    </div>
  )
  return host ? createPortal(toast, host) : toast
}

interface PanelProps {
  events: readonly ActivityEvent[]
  onClose: () => void
  onOpen: (target: ActivityEvent['target']) => void
}

export function ActivityPanel({ events, onClose, onOpen }: PanelProps) {
  const { zone, readOnly, delegated } = useSession()
  const kindId = useId()
  const accountId = useId()
  const [kind, setKind] = useState('')
  const [account, setAccount] = useState('')
  const accounts = useMemo(() => [...new Set(events.map((e) => e.account))].filter(Boolean).sort(), [events])
  const shown = events.filter((e) => (!kind || e.kind === kind) && (!account || e.account === account))
  // A support agent's screen may be seen by others: the list is theirs to read, the figures stay in the tables.
  const hideAmounts = delegated && readOnly
  return (
    <Drawer title={msg('labels.activity.activity')} onClose={onClose} wide>
      <div className="activity-filters">
        <label htmlFor={kindId}>{msg('labels.activity.kind')}</label>
        <select id={kindId} value={kind} onChange={(e) => setKind(e.target.value)}>
          <option value="">{msg('labels.activity.allKinds')}</option>
          {ACTIVITY_KINDS.map((k) => (
            <option key={k} value={k}>
              {ACTIVITY_KIND_LABELS[k]}
            </option>
          ))}
        </select>
        <label htmlFor={accountId}>{msg('labels.activity.account')}</label>
        <select id={accountId} value={account} onChange={(e) => setAccount(e.target.value)}>
          <option value="">{msg('labels.activity.allAccounts')}</option>
          {accounts.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
        <span className="muted">
          {msg('labels.activity.shownOfTotal', { shown: shown.length, total: events.length })}
        </span>
      </div>
      {shown.length === 0 ? (
        <p className="muted activity-empty">
          {events.length === 0 ? msg('activity.labels.nothingYet') : msg('activity.labels.noMatch')}
        </p>
      ) : (
        <ol className="activity-list" aria-label={msg('activity.labels.list')}>
          {shown.map((e) => (
            <ActivityItem
              key={e.id}
              event={e}
              zone={zone}
              hideAmounts={hideAmounts}
              onOpen={onOpen}
              onClose={onClose}
            />
          ))}
        </ol>
      )}
    </Drawer>
  )
}

interface ItemProps {
  event: ActivityEvent
  zone: string
  hideAmounts: boolean
  onOpen: (target: ActivityEvent['target']) => void
  onClose: () => void
}

/**
 * One entry. Entries are kept as the same objects while the list grows (`withNewest`), so with the panel open
 * through a burst only the new entries are worded and drawn, not the two thousand already shown.
 */
const ActivityItem = memo(function ActivityItem({ event: e, zone, hideAmounts, onOpen, onClose }: ItemProps) {
  const text = activityText(e, { hideAmounts })
  return (
    <li className={`activity-item kind-${e.kind}${ALERT_KINDS.has(e.kind) ? ' is-alert' : ''}`}>
      <button
        type="button"
        className="activity-item__open"
        onClick={() => {
          onOpen(e.target)
          onClose()
        }}
        title={msg('activity.labels.openIn', { view: e.target.view })}
      >
        <time dateTime={new Date(e.at).toISOString()} className="activity-item__time">
          {formatClock(e.at, zone)}
          {e.until !== undefined && <span className="activity-item__until">–{formatClock(e.until, zone)}</span>}
        </time>
        <span className="activity-item__kind">{ACTIVITY_KIND_LABELS[e.kind]}</span>
        <span className="activity-item__title">{text.title}</span>
        <span className="activity-item__detail muted">
          {text.account && `${text.account} · `}
          {text.detail}
        </span>
      </button>
    </li>
  )
})
