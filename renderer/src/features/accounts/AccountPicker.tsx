// Choose the accounts on screen: a trader's own accounts; for support staff also any client found by
// searching the users visible to this login, or typed directly as account codes. The last selection is
// remembered per profile.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState, type FormEvent } from 'react'
import { accountCodeProblem } from '@shared/api/primitives'
import type { AccountDetails, UserDetails } from '@shared/api/records'
import type { SessionInfo } from '@shared/ipc/contract'
import { countOf, noun } from '@shared/text/plural'
import { toAppError } from '../../api/bridge'
import { usersQuery } from '../../api/queries'
import type { SelectedAccount } from '../../app/session'
import { ErrorPanel } from '../../components/ErrorPanel'
import { SessionHeader } from '../../components/SessionHeader'
import { fromDetails, rememberAccounts, rememberedAccounts } from './remembered'
import { accountStatusWords, ACCOUNT_PICKER, SUPPORT_PICKER_NOTICE, tooManyAccounts } from '../../lib/error-messages'
import { msg } from '@shared/text/messages'

const MAX_ACCOUNTS = 100
const USERS_PAGE = 200

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

/** Matches login, name, username and account codes, case-insensitively. */
export function userMatches(user: UserDetails, query: string): boolean {
  const q = query.trim().toLowerCase()
  if (!q) return true
  return [user.username, user.login, user.fullName, ...user.accounts.map((a) => a.account)].some((s) =>
    s.toLowerCase().includes(q),
  )
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
          Disconnect
        </button>
      </SessionHeader>
      <main className="picker-screen__main">
        <h2>Choose accounts</h2>
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
              <h3 id="own-heading">{session.kind === 'support' ? 'Your own accounts' : 'Your accounts'}</h3>
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
        <section className="picker-selection" aria-label="Selected accounts">
          <h3>Selected ({selected.length})</h3>
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
                    aria-label={`Remove ${a.account}`}
                    onClick={() => toggle(a, false)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          {selected.length > MAX_ACCOUNTS && (
            <p className="field__error" role="alert">
              {tooManyAccounts(MAX_ACCOUNTS, selected.length)}
            </p>
          )}
          <div className="form-actions">
            <button
              type="button"
              className="primary"
              disabled={opening || selected.length === 0 || selected.length > MAX_ACCOUNTS}
              onClick={() => void open()}
            >
              Open {countOf(selected.length, noun('account'))}
            </button>
            {selected.length > 1 && <span className="muted">{ACCOUNT_PICKER.several}</span>}
          </div>
        </section>
      </main>
    </div>
  )
}

interface AccountListProps {
  accounts: readonly AccountDetails[]
  user: Pick<UserDetails, 'fullName' | 'username'>
  isSelected: (code: string) => boolean
  onToggle: (a: SelectedAccount, on: boolean) => void
}

function AccountList({ accounts, user, isSelected, onToggle }: AccountListProps) {
  const id = useId()
  return (
    <ul className="account-list">
      {accounts.map((a) => (
        <li key={a.account}>
          <input
            id={`${id}-${a.account}`}
            type="checkbox"
            checked={isSelected(a.account)}
            onChange={(e) => onToggle(fromDetails(a, user), e.target.checked)}
          />
          <label htmlFor={`${id}-${a.account}`}>
            <span className="code">{a.account}</span> <span className="muted">{a.baseCurrency}</span>{' '}
            <span className={`tag tag--${a.accountStatus.toLowerCase().replace(/_/g, '-')}`}>
              {accountStatusWords(a.accountStatus)}
            </span>{' '}
            <span className="muted">{a.positionBased ? 'hedging (position-based)' : 'netting'}</span>
          </label>
        </li>
      ))}
    </ul>
  )
}

function ClientSearch({
  profileId,
  isSelected,
  onToggle,
}: {
  profileId: string
  isSelected: (code: string) => boolean
  onToggle: (a: SelectedAccount, on: boolean) => void
}) {
  const id = useId()
  const [text, setText] = useState('')
  const [search, setSearch] = useState<string | null>(null)
  const [startFrom, setStartFrom] = useState(0)
  const params = useMemo(() => ({ limit: USERS_PAGE, ...(startFrom ? { 'start-from': startFrom } : {}) }), [startFrom])
  const users = useQuery(usersQuery(profileId, params, search !== null))
  const list = users.data?.data ?? []
  const matches = search === null ? [] : list.filter((u) => userMatches(u, search))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSearch(text)
  }
  return (
    <section aria-labelledby={`${id}-h`} className="picker-section">
      <h3 id={`${id}-h`}>Find a client</h3>
      <form role="search" onSubmit={submit} className="inline-form">
        <label htmlFor={`${id}-q`}>{msg('connect.picker.searchLabel')}</label>
        <input id={`${id}-q`} type="search" value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} />
        <button type="submit">Search users</button>
      </form>
      {users.isFetching && (
        <p className="muted" role="status">
          {msg('connect.picker.searching')}
        </p>
      )}
      {users.isError && <ErrorPanel error={toAppError(users.error)} context={{ action: 'search-users' }} compact />}
      {search !== null && users.data && (
        <p className="muted">
          {matches.length} of {list.length} users match{list.length === USERS_PAGE ? ' on this page' : ''}.
          {startFrom > 0 && (
            <button
              type="button"
              className="link-button"
              onClick={() => setStartFrom(Math.max(0, startFrom - USERS_PAGE))}
            >
              Previous users
            </button>
          )}
          {list.length === USERS_PAGE && (
            <button type="button" className="link-button" onClick={() => setStartFrom(startFrom + USERS_PAGE)}>
              Next users
            </button>
          )}
        </p>
      )}
      <ul className="user-list">
        {matches.map((u) => (
          <li key={u.username}>
            <strong>{u.fullName}</strong> <span className="muted">{u.username}</span>
            <AccountList accounts={u.accounts} user={u} isSelected={isSelected} onToggle={onToggle} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Codes typed by hand: the valid ones are added, a mistyped one stays in the box, named, for correction. */
export function TypedAccounts({ onAdd }: { onAdd: (codes: string[]) => void }) {
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const codes = text
      .split(/[\s,;]+/)
      .map((s) => s.trim())
      .filter(Boolean)
    if (codes.length === 0) {
      setError('Type at least one account code, such as default:1001')
      return
    }
    const bad = codes.flatMap((code) => {
      const problem = accountCodeProblem(code)
      return problem ? [{ code, problem }] : []
    })
    const good = codes.filter((c) => !bad.some((b) => b.code === c))
    if (good.length > 0) onAdd(good)
    setText(bad.map((b) => b.code).join(', '))
    setError(
      bad.length === 0
        ? null
        : `${bad.map((b) => `${b.problem}.`).join(' ')}${good.length > 0 ? ` Added the others: ${good.join(', ')}.` : ''}`,
    )
  }
  return (
    <section aria-labelledby={`${id}-h`} className="picker-section">
      <h3 id={`${id}-h`}>Account codes</h3>
      <form onSubmit={submit} className="inline-form" noValidate>
        <label htmlFor={`${id}-codes`}>Client account codes</label>
        <input
          id={`${id}-codes`}
          value={text}
          placeholder="default:1001, default:1002"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-err` : ''}`}
          onChange={(e) => {
            setText(e.target.value)
            setError(null)
          }}
        />
        <button type="submit">Add</button>
      </form>
      {error && (
        <div id={`${id}-err`} className="field__error">
          {error}
        </div>
      )}
      <div id={`${id}-hint`} className="field__hint">
        {msg('connect.picker.typedHint')}
      </div>
    </section>
  )
}
