// The open case in the banner: its reference and reason, how long it has been open, and the way to end or
// switch it (both recorded by main). Ending it closes the client's accounts: the picker comes back.
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { delegatedAccounts } from '@shared/domain/support/delegation'
import type { SupportCase } from '@shared/ipc/support-case'
import { toAppError } from '../../api/bridge'
import { endCase } from '../../api/session'
import { ErrorPanel } from '../../components/ErrorPanel'
import { useModalDialog } from '../../components/modal-dialog'
import { owners } from '../../app/CaseBanner'
import { useSession } from '../../app/session'
import { caseBannerState, caseElapsed } from './case-text'
import { useNow } from '../../lib/use-now'
import { CaseForm } from './CaseForm'
import { msg } from '@shared/text/messages'
import './support.css'

export function CaseControls({ open }: { open: SupportCase }) {
  const session = useSession()
  const now = useNow(1000)
  const [switching, setSwitching] = useState(false)
  const end = useMutation({
    mutationFn: endCase,
    onSuccess: (next) => {
      session.replaceSession(next)
      session.changeAccounts()
    },
  })
  return (
    <>
      <span className="case-banner__case case-banner__state" role="timer" aria-live="off">
        {caseBannerState(
          open.reference.trim() || msg('support.caseWithoutReference'),
          caseElapsed(now - open.openedAt),
        )}
      </span>
      <span className="case-banner__reason" title={open.reason}>
        {open.reason.trim() || msg('support.caseWithoutReason')}
      </span>
      <button type="button" onClick={() => setSwitching(true)}>
        {msg('labels.support.switchCase')}
      </button>
      <button type="button" onClick={() => end.mutate()} disabled={end.isPending}>
        {msg('labels.support.endCase')}
      </button>
      {end.isError && <ErrorPanel error={toAppError(end.error)} compact />}
      {switching && <SwitchDialog current={open.reference} onClose={() => setSwitching(false)} />}
    </>
  )
}

function SwitchDialog({ current, onClose }: { current: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const onKeyDown = useModalDialog(ref, onClose)
  const session = useSession()
  const clients = delegatedAccounts(session.session, session.accountCodes)
  return (
    <dialog ref={ref} className="case-switch" aria-label={msg('labels.support.switchCaseTitle')} onKeyDown={onKeyDown}>
      <CaseForm
        accounts={clients}
        who={owners(session.accounts.filter((a) => clients.includes(a.account)))}
        switching={current}
        onOpened={(next) => {
          session.replaceSession(next)
          onClose()
        }}
        onCancel={onClose}
        cancelLabel={msg('support.keepCase')}
      />
    </dialog>
  )
}
