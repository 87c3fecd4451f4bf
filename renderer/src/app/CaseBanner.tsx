// Accounts that are not the user's own (or a read-only profile's) open in read-only case mode: this banner says
// whose accounts are on screen and keeps edits disabled until the agent unlocks editing for each client account,
// each with its own reason that main audits. Main decides the same rule from server facts.
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { toAppError } from '../api/bridge'
import { unlockEditing } from '../api/session'
import { ErrorPanel } from '../components/ErrorPanel'
import { CaseControls } from '../features/support/CaseControls'
import { caseEditingState, lockedAccountsLabel, someAccounts, unlockAccountLabel } from '../features/support/case-text'
import { lockedAccounts, useSession } from './session'
import { msg } from '@shared/text/messages'
import { richMsg } from '../lib/rich-message'

/** The owners, named in full when a few, else counted (the full list is the tooltip). */
function ownersShort(accounts: ReturnType<typeof useSession>['accounts']): string {
  const logins = new Set(accounts.map((a) => a.owner ?? ''))
  if (logins.size <= NAMED_ACCOUNTS) return owners(accounts)
  return msg('labels.app.clientCount', { count: logins.size })
}

export function owners(accounts: ReturnType<typeof useSession>['accounts']): string {
  const names = [
    ...new Set(
      accounts.map((a) =>
        a.ownerName ? `${a.ownerName} (${a.owner ?? msg('support.owners.unknownLogin')})` : a.owner,
      ),
    ),
  ]
  const known = names.filter(Boolean)
  if (known.length === 0) return msg('support.owners.notKnown')
  const unknown = names.length !== known.length ? msg('support.owners.andTyped') : ''
  return known.join(', ') + unknown
}

/**
 * Up to this many read-only accounts get a button each; more get one control that opens their list, so a support
 * desk with a couple of hundred clients on screen still sees the tables below the banner.
 */
const UNLOCK_BUTTONS_MAX = 3
/** Accounts the banner names in full; the rest are counted. */
const NAMED_ACCOUNTS = 6

export function CaseBanner() {
  const session = useSession()
  const [unlocking, setUnlocking] = useState<string | null>(null)
  const s = session.session
  if (!session.delegated && !s.readOnly) return null
  const locked = lockedAccounts(s, session.accountCodes)
  const unlocked = session.accountCodes.filter((a) => !locked.includes(a))
  const whose = (account: string) => owners(session.accounts.filter((a) => a.account === account))
  return (
    <div
      className={`case-banner${locked.length === 0 ? ' is-unlocked' : ''}`}
      role="region"
      aria-label={msg('labels.app.caseMode')}
    >
      <strong>{session.delegated ? msg('labels.app.caseMode') : msg('labels.app.readOnly')}</strong>
      {s.case && <CaseControls open={s.case} />}
      <span>
        {msg('labels.app.viewingAccountsOf')}{' '}
        <strong title={owners(session.accounts)}>{ownersShort(session.accounts)}</strong>:{' '}
        <span title={session.accountCodes.join(', ')}>{someAccounts(session.accountCodes, NAMED_ACCOUNTS)}</span>.
      </span>
      {unlocked.length > 0 && (
        <span className="case-banner__state" title={unlocked.join(', ')}>
          {caseEditingState(true, someAccounts(unlocked, NAMED_ACCOUNTS))}
        </span>
      )}
      {locked.length > 0 && (
        <>
          <span className="case-banner__state">{caseEditingState(false)}</span>
          {locked.length <= UNLOCK_BUTTONS_MAX ? (
            locked.map((account) => (
              <button key={account} type="button" onClick={() => setUnlocking(account)}>
                {locked.length === 1 ? msg('labels.app.unlockEditing') : unlockAccountLabel(account)}
              </button>
            ))
          ) : (
            <details className="case-banner__locked">
              <summary>{lockedAccountsLabel(locked.length)}</summary>
              <ul className="case-banner__locked-list" aria-label={msg('connect.caseMode.lockedListLabel')}>
                {locked.map((account) => (
                  <li key={account}>
                    {/* The code is what the agent matches against the ticket: shown whole, the verb in its name. */}
                    <button
                      type="button"
                      className="case-banner__locked-account"
                      aria-label={unlockAccountLabel(account)}
                      title={whose(account)}
                      onClick={() => setUnlocking(account)}
                    >
                      {account}
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
      {unlocking !== null && (
        <UnlockDialog onClose={() => setUnlocking(null)} account={unlocking} who={whose(unlocking)} />
      )}
    </div>
  )
}

function UnlockDialog({ onClose, account, who }: { onClose: () => void; account: string; who: string }) {
  const id = useId()
  const session = useSession()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const unlock = useMutation({
    mutationFn: () => unlockEditing(reason.trim(), account),
    onSuccess: (next) => {
      session.replaceSession(next)
      onClose()
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (reason.trim().length < 3) {
      setError(msg('support.unlockReasonShort'))
      return
    }
    unlock.mutate()
  }
  return (
    <div className="drawer-backdrop">
      <form
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onSubmit={submit}
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
      >
        <h2 id={`${id}-title`}>{msg('labels.app.unlockEditingForAccount', { account })}</h2>
        <p>{richMsg('connect.caseMode.aboutToUnlock', { who: <strong>{who}</strong> }, { account })}</p>
        <label htmlFor={`${id}-reason`}>{msg('connect.caseMode.reasonLabel')}</label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          rows={3}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setReason(e.target.value)
            setError(null)
          }}
        />
        {error && (
          <div id={`${id}-error`} className="field__error">
            {error}
          </div>
        )}
        {unlock.isError && <ErrorPanel error={toAppError(unlock.error)} context={{ action: 'unlock' }} compact />}
        <div className="form-actions">
          <button type="submit" className="primary" disabled={unlock.isPending}>
            {unlock.isPending ? msg('labels.app.unlocking') : msg('labels.app.unlockEditingSubmit')}
          </button>
          <button type="button" onClick={onClose}>
            {msg('labels.app.cancel')}
          </button>
        </div>
      </form>
    </div>
  )
}
