// "Share what I see": the rows on screen exactly as shown (visible columns, filters, sort, the time they were
// read) go to main, which masks, signs and saves them where the person chooses. The page only hands over what it
// shows; what is masked and how the file is signed are main's.
import { useMutation } from '@tanstack/react-query'
import { useId, useRef, useState, type RefObject } from 'react'
import { ApiError, dx, toAppError, unwrap } from '../api/bridge'
import { systemClock } from '@shared/domain/clock'
import { snapshotFits } from '@shared/support/snapshot-limits'
import { useSession } from '../app/session'
import { shareViewSaved } from './export-text'
import { msg } from '@shared/text/messages'
import { zoneLabel } from '../lib/time-zones'
import type { TableSnapshot } from './DataTable/types'
import { ErrorPanel } from './ErrorPanel'
import { SaveOrClose } from './Modal'
import { useModalDialog } from './modal-dialog'

interface ShareButtonProps {
  viewId: string
  title: string
  snapshotRef: RefObject<(() => TableSnapshot) | null>
  fetchedAt: number | undefined
  filterLines: readonly string[]
  page?: string | undefined
  disabled?: boolean
}

export function ShareButton(props: ShareButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={props.disabled}
        aria-label={`${msg('support.share.title')}…`}
        title={msg('support.share.buttonTitle', { view: props.title.toLowerCase() })}
      >
        {msg('support.share.button')}
      </button>
      {open && <ShareDialog {...props} onClose={() => setOpen(false)} />}
    </>
  )
}

function ShareDialog({
  viewId,
  title,
  snapshotRef,
  fetchedAt,
  filterLines,
  page,
  onClose,
}: ShareButtonProps & { onClose: () => void }) {
  const id = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const onKeyDown = useModalDialog(ref, onClose)
  const { accountCodes, zone } = useSession()
  const [keepCodes, setKeepCodes] = useState(false)
  const share = useMutation({
    mutationFn: () => {
      const snapshot = snapshotRef.current?.()
      if (!snapshot) throw new Error('The table is no longer on screen.')
      if (!snapshotFits(snapshot.shown.rows.length, snapshot.shown.columns.length)) {
        throw new ApiError({ kind: 'validation', message: msg('support.share.tooManyRows') })
      }
      return unwrap(
        dx().support.shareView({
          view: {
            view: { id: viewId, title },
            columns: snapshot.shown.columns,
            rows: snapshot.shown.rows,
            filters: [...filterLines],
            sort: snapshot.sortDescription,
            ...(page ? { page } : {}),
            timeZone: zoneLabel(zone),
            asOf: fetchedAt ?? systemClock.now(),
            accounts: [...accountCodes],
          },
          keepAccountCodes: keepCodes,
        }),
      )
    },
  })
  return (
    <dialog ref={ref} className="share-dialog" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
      <h2 id={`${id}-title`}>{msg('support.share.title')}</h2>
      <p>{msg('support.share.intro')}</p>
      <label className="checkbox">
        <input type="checkbox" checked={keepCodes} onChange={(e) => setKeepCodes(e.target.checked)} />
        {msg('support.share.keepCodes')}
      </label>
      {share.data && <p role="status">{shareViewSaved(share.data)}</p>}
      {share.isError && <ErrorPanel error={toAppError(share.error)} compact />}
      <SaveOrClose
        label={msg('support.share.save')}
        disabled={share.isPending}
        onSave={() => share.mutate()}
        onClose={onClose}
      />
    </dialog>
  )
}
