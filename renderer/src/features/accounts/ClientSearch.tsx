// Support staff find a client among the users visible to this login, a page of users at a time.
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState, type FormEvent } from 'react'
import type { UserDetails } from '@shared/api/records'
import { msg } from '@shared/text/messages'
import { toAppError } from '../../api/bridge'
import { usersQuery } from '../../api/queries'
import type { SelectedAccount } from '../../app/session'
import { ErrorPanel } from '../../components/ErrorPanel'
import { AccountList } from './AccountList'

const USERS_PAGE = 200

/** Matches login, name, username and account codes, case-insensitively. */
export function userMatches(user: UserDetails, query: string): boolean {
  const q = query.trim().toLowerCase()
  if (!q) return true
  return [user.username, user.login, user.fullName, ...user.accounts.map((a) => a.account)].some((s) =>
    s.toLowerCase().includes(q),
  )
}

export function ClientSearch({
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
      <h3 id={`${id}-h`}>{msg('labels.accounts.findAClient')}</h3>
      <form role="search" onSubmit={submit} className="inline-form">
        <label htmlFor={`${id}-q`}>{msg('connect.picker.searchLabel')}</label>
        <input id={`${id}-q`} type="search" value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} />
        <button type="submit">{msg('labels.accounts.searchUsers')}</button>
      </form>
      {users.isFetching && (
        <p className="muted" role="status">
          {msg('connect.picker.searching')}
        </p>
      )}
      {users.isError && <ErrorPanel error={toAppError(users.error)} context={{ action: 'search-users' }} compact />}
      {search !== null && users.data && (
        <p className="muted">
          {msg('labels.accounts.usersMatching', { shown: matches.length, total: list.length })}
          {list.length === USERS_PAGE ? msg('labels.accounts.onThisPage') : ''}.
          {startFrom > 0 && (
            <button
              type="button"
              className="link-button"
              onClick={() => setStartFrom(Math.max(0, startFrom - USERS_PAGE))}
            >
              {msg('labels.accounts.previousUsers')}
            </button>
          )}
          {list.length === USERS_PAGE && (
            <button type="button" className="link-button" onClick={() => setStartFrom(startFrom + USERS_PAGE)}>
              {msg('labels.accounts.nextUsers')}
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
