// Choose the accounts on screen: a trader's own accounts; for support staff also any client found by
// searching the users visible to this login, or typed directly as account codes. The last selection is
// remembered per profile.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { SessionInfo } from '@shared/ipc/contract'
import { MAX_OPEN_ACCOUNTS } from '@shared/ipc/open-accounts'
import { countOf } from '@shared/text/plural'
import { usersQuery } from '../../api/queries'
import type { SelectedAccount } from '../../app/session'
import { SessionHeader } from '../../components/SessionHeader'
import { fromDetails, rememberAccounts, rememberedAccounts } from './remembered'
import { ACCOUNT_PICKER, SUPPORT_PICKER_NOTICE, tooManyAccounts } from './picker-text'
import { AccountList } from './AccountList'
import { ClientSearch } from './ClientSearch'
import { TypedAccounts } from './TypedAccounts'
import { msg } from '@shared/text/messages'

/** Fills in owners of accounts typed by code from the users visible to this login (best effort). */
async function withOwners(
  selected: SelectedAccount[],
  profileId: string,
  queryClient: QueryClient,
): Promise<SelectedAccount[]> {
  if (selected.every((a) => a.owner)) return selected
  try {
    const users = (await queryClient.fetchQuery(usersQuery(profileId, { limit: 1000 }))).data
    const byAccount = new Map(users.flatMap((u) => u.accounts.map((a) => [a.account, fromDetails(a, u)] as const)))
    return selected.map((a) => (a.owner ? a : (byAccount.get(a.account) ?? a)))
  } catch {
    return selected
  }
}

interface AccountPickerProps {
  session: SessionInfo
  defaultAccounts: readonly string[]
  onOpen: (accounts: SelectedAccount[]) => void
  onDisconnect: () => void
}

export function AccountPicker({ session, defaultAccounts, onOpen, onDisconnect }: AccountPickerProps) {
  const own = session.user.accounts.map((a) => fromDetails(a, session.user))
  const [selected, setSelected] = useState<SelectedAccount[]>(() => {
    const remembered = rememberedAccounts(session.profileId)
    if (remembered) return remembered
    if (defaultAccounts.length)
      return defaultAccounts.map((account) => own.find((o) => o.account === account) ?? { account })
    return session.kind === 'trader' ? own.slice(0, 1) : []
  })
  const isSelected = (code: string) => selected.some((s) => s.account === code)
  const toggle = (account: SelectedAccount, on: boolean) =>
    setSelected((list) =>
      on
        ? list.some((s) => s.account === account.account)
          ? list
          : [...list, account]
        : list.filter((s) => s.account !== account.account),
    )

  const queryClient = useQueryClient()
  const [opening, setOpening] = useState(false)
  const open = async () => {
    setOpening(true)
    // Accounts typed by code have no known owner yet; the case banner must say whose they are.
    const named = session.kind === 'support' ? await withOwners(selected, session.profileId, queryClient) : selected
    setOpening(false)
    rememberAccounts(session.profileId, named)
    onOpen(named)
  }

  return (
    <div className="picker-screen">
      <SessionHeader session={session}>
        <button type="button" onClick={onDisconnect}>
          {msg('labels.accounts.disconnect')}
        </button>
      </SessionHeader>
      <main className="picker-screen__main">
        <h2>{msg('labels.accounts.chooseAccounts')}</h2>
        {session.kind === 'support' && (
          <p className="notice">
            {SUPPORT_PICKER_NOTICE.before}
            <strong>{SUPPORT_PICKER_NOTICE.emphasis}</strong>
            {SUPPORT_PICKER_NOTICE.after}
          </p>
        )}
        <div className="picker-grid">
          {(own.length > 0 || session.kind === 'trader') && (
            <section aria-labelledby="own-heading" className="picker-section">
              <h3 id="own-heading">
                {session.kind === 'support'
                  ? msg('labels.accounts.yourOwnAccounts')
                  : msg('labels.accounts.yourAccounts')}
              </h3>
              {own.length === 0 ? (
                <p className="muted">{ACCOUNT_PICKER.ownsNone}</p>
              ) : (
                <AccountList
                  accounts={session.user.accounts}
                  user={session.user}
                  isSelected={isSelected}
                  onToggle={toggle}
                />
              )}
            </section>
          )}
          {session.kind === 'support' && (
            <>
              <ClientSearch profileId={session.profileId} isSelected={isSelected} onToggle={toggle} />
              <TypedAccounts
                onAdd={(codes) =>
                  setSelected((list) => [
                    ...list,
                    ...codes.filter((c) => !list.some((s) => s.account === c)).map((account) => ({ account })),
                  ])
                }
              />
            </>
          )}
        </div>
        <section className="picker-selection" aria-label={msg('labels.accounts.selectedAccounts')}>
          <h3>{msg('labels.accounts.selectedLength', { length: selected.length })}</h3>
          {selected.length === 0 ? (
            <p className="muted">{ACCOUNT_PICKER.noneSelected}</p>
          ) : (
            <ul className="filter-chips">
              {selected.map((a) => (
                <li key={a.account} className="chip">
                  <span className="chip__value">{a.account}</span>
                  {a.ownerName && <span className="muted"> {a.ownerName}</span>}
                  <button
                    type="button"
                    className="chip__remove"
                    aria-label={msg('labels.accounts.removeAccount', { account: a.account })}
                    onClick={() => toggle(a, false)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          {selected.length > MAX_OPEN_ACCOUNTS && (
            <p className="field__error" role="alert">
              {tooManyAccounts(MAX_OPEN_ACCOUNTS, selected.length)}
            </p>
          )}
          <div className="form-actions">
            <button
              type="button"
              className="primary"
              disabled={opening || selected.length === 0 || selected.length > MAX_OPEN_ACCOUNTS}
              onClick={() => void open()}
            >
              {msg('labels.accounts.open')} {countOf(selected.length, 'account')}
            </button>
            {selected.length > 1 && <span className="muted">{ACCOUNT_PICKER.several}</span>}
          </div>
        </section>
      </main>
    </div>
  )
}
