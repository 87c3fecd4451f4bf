// An account's trading status (FULL_TRADING, CLOSE_ONLY…) as it is now, not only as it was when the accounts
// were chosen: a status change moves the account's version, so main's live watch reports the account changed
// and this read, kept under the account's key like every table of it, is made again. The user's own accounts
// are read from their own record (`users/{me}`), a client's from its owner's (`users/{owner}`); a client's
// account whose owner is not known keeps the status read when it was chosen. The reads asked within a moment are
// made together (DataLoader): each record once, and a support desk's many clients from one list of users, so a burst
// of changes on 200 clients costs a page or two per answer instead of a request per client.
import { queryOptions, useQueries, useQueryClient } from '@tanstack/react-query'
import DataLoader from 'dataloader'
import { createContext, createElement, useCallback, useContext, useMemo, type ReactNode } from 'react'
import type { UserDetails } from '@shared/api/records'
import { walkPages } from '@shared/domain/paging'
import { dx, unwrap } from '../api/bridge'
import { queryKeys } from '../api/query-keys'
import { useSession } from './session'

/** An account whose status is read, and whose record holds it: the user's own (no owner) or its owner's. */
interface StatusAsk {
  account: string
  owner?: string | undefined
}

/**
 * From this many owners asked at once (a support desk's burst of changes, its first read of every client), their
 * records come from one list of users rather than a read each: a page or two instead of hundreds of requests.
 */
const LIST_FROM_OWNERS = 10
/** Users a page of that list asks for, and its pages at most: an account the list did not reach is read alone. */
const USERS_PAGE = 1000
const USERS_PAGES = 2

/** Every account's status in the users' list (the first pages of it), by account. */
async function listedStatuses(): Promise<Map<string, string>> {
  const statuses = new Map<string, string>()
  for await (const page of walkPages({
    first: { kind: 'offset', startFrom: 0, limit: USERS_PAGE },
    fetchPage: (cursor) =>
      unwrap(
        dx().users.list({
          params: cursor.kind === 'offset' ? { limit: cursor.limit, 'start-from': cursor.startFrom } : {},
        }),
      ),
    answer: (read) => ({ returned: read.data.length }),
    maxPages: USERS_PAGES,
  })) {
    for (const user of page.data.data) for (const a of user.accounts) statuses.set(a.account, a.accountStatus)
  }
  return statuses
}

/** The statuses asked for in one turn, read together: each owner's record once, many owners' from the list. */
async function readStatuses(asks: readonly StatusAsk[]): Promise<Array<string | null | Error>> {
  const owners = new Set(asks.flatMap((a) => (a.owner === undefined ? [] : [a.owner])))
  // A list that fails leaves each account to its owner's record, which says what went wrong.
  const listed = owners.size >= LIST_FROM_OWNERS ? listedStatuses().catch(() => undefined) : undefined
  const records = new Map<string, Promise<UserDetails>>()
  const recordOf = (owner: string | undefined) => {
    const key = owner ?? ''
    let record = records.get(key)
    if (!record) {
      record = unwrap(owner === undefined ? dx().users.me({}) : dx().users.get({ username: owner })).then((r) => r.data)
      records.set(key, record)
    }
    return record
  }
  return Promise.all(
    asks.map(async ({ account, owner }) => {
      try {
        const fromList = owner === undefined ? undefined : (await listed)?.get(account)
        if (fromList !== undefined) return fromList
        return (await recordOf(owner)).accounts.find((a) => a.account === account)?.accountStatus ?? null
      } catch (error) {
        return error instanceof Error ? error : new Error(String(error))
      }
    }),
  )
}

/**
 * How long the reads asked are gathered before they are made. A burst on a support desk's clients asks for
 * statuses a frame at a time for a second or more: read per frame, the list of users was walked 26 times in
 * one burst of 1,000 changes. A status is shown this much later, which nobody waiting for it would notice.
 */
const GATHER_MS = 200

const statusReads = new DataLoader<StatusAsk, string | null>(readStatuses, {
  cache: false,
  batchScheduleFn: (read) => setTimeout(read, GATHER_MS),
})

/** The account's status from its owner's record: the user's own (no owner given) or the client's. */
export function accountStatusQuery(profileId: string, account: string, owner?: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.accountStatus(profileId, account),
    // Not cancelled with the query: the read answers the other accounts asked in the same turn too.
    queryFn: () => statusReads.load({ account, owner }),
  })
}

interface AccountStatuses {
  statusOf: (account: string) => string | undefined
  /** Reads the status of these accounts again now (after a refusal that may be the status's doing). */
  refresh: (account: string) => Promise<string | undefined>
}

/**
 * The status reads of every account on screen, where `active`; none otherwise. Its cost is each render's, as
 * `useQueries` sets its 200 queries again on every render of the component that calls it.
 */
function useStatusReads(active: boolean): AccountStatuses {
  const session = useSession()
  const profileId = session.session.profileId
  // Each account on screen whose status can be read again, with the owner whose record holds it.
  const readable = useMemo(
    () =>
      active
        ? session.accountCodes.flatMap((account): Array<{ account: string; owner?: string }> => {
            if (session.session.user.accounts.some((a) => a.account === account)) return [{ account }]
            const owner = session.accounts.find((a) => a.account === account)?.owner
            return owner ? [{ account, owner }] : []
          })
        : [],
    [active, session.accountCodes, session.accounts, session.session.user.accounts],
  )
  // The same options array while the accounts are the same: a new one makes useQueries default all 200 options and
  // set its queries again on every render of the view that asks (each account's change renders it).
  const queries = useMemo(
    () => readable.map((r) => accountStatusQuery(profileId, r.account, r.owner)),
    [readable, profileId],
  )
  const statuses = useQueries({
    queries,
    combine: (reads) => reads.map((r) => r.data ?? null),
  })
  const fresh = useMemo(() => {
    const map = new Map<string, string>()
    readable.forEach(({ account }, i) => {
      const status = statuses[i]
      if (status) map.set(account, status)
    })
    return map
  }, [readable, statuses])
  const statusOf = useCallback(
    (account: string) => fresh.get(account) ?? session.accounts.find((a) => a.account === account)?.accountStatus,
    [fresh, session.accounts],
  )
  const queryClient = useQueryClient()
  const refresh = useCallback(
    async (account: string) => {
      const known = readable.find((r) => r.account === account)
      if (!known) return statusOf(account)
      const query = accountStatusQuery(profileId, account, known.owner)
      await queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true })
      return (await queryClient.fetchQuery({ ...query, staleTime: 0 })) ?? statusOf(account)
    },
    [readable, profileId, queryClient, statusOf],
  )
  return useMemo(() => ({ statusOf, refresh }), [statusOf, refresh])
}

const StatusesContext = createContext<AccountStatuses | null>(null)

/**
 * Reads the statuses once for the workspace: the summary bar, the order rows and the edit dialog render on every
 * change of an account, and each would otherwise set the 200 reads again.
 */
export function AccountStatusesProvider({ children }: { children: ReactNode }) {
  const statuses = useStatusReads(true)
  return createElement(StatusesContext.Provider, { value: statuses }, children)
}

/** The status of each account on screen, fresh where it can be read; the one read when chosen otherwise. */
export function useAccountStatuses(): AccountStatuses {
  const shared = useContext(StatusesContext)
  // Outside the workspace's provider (a view on its own), the reads are this component's.
  const own = useStatusReads(shared === null)
  return shared ?? own
}
