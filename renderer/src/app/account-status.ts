// An account's trading status (FULL_TRADING, CLOSE_ONLY…) as it is now, not only as it was when the accounts
// were chosen: a status change moves the account's version, so main's live watch reports the account changed
// and this read, kept under the account's key like every table of it, is made again. The user's own accounts
// are read from their own record (`users/{me}`); a client's account keeps the status read when it was chosen.
import { queryOptions, useQueries, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { cancellable, dx } from '../api/bridge'
import { queryKeys } from '../api/query-keys'
import { useSession } from './session'

export function accountStatusQuery(profileId: string, account: string) {
  return queryOptions({
    queryKey: queryKeys.accountStatus(profileId, account),
    queryFn: async () => {
      const me = await cancellable(undefined, () => dx().users.me({}))
      return me.data.accounts.find((a) => a.account === account)?.accountStatus ?? null
    },
  })
}

/** The status of each account on screen, fresh where it can be read; the one read when chosen otherwise. */
export function useAccountStatuses(): {
  statusOf: (account: string) => string | undefined
  /** Reads the status of these accounts again now (after a refusal that may be the status's doing). */
  refresh: (account: string) => Promise<string | undefined>
} {
  const session = useSession()
  const profileId = session.session.profileId
  const own = useMemo(
    () => session.accountCodes.filter((code) => session.session.user.accounts.some((a) => a.account === code)),
    [session.accountCodes, session.session.user.accounts],
  )
  const statuses = useQueries({
    queries: own.map((account) => accountStatusQuery(profileId, account)),
    combine: (reads) => reads.map((r) => r.data ?? null),
  })
  const fresh = useMemo(() => {
    const map = new Map<string, string>()
    own.forEach((account, i) => {
      const status = statuses[i]
      if (status) map.set(account, status)
    })
    return map
  }, [own, statuses])
  const statusOf = useCallback(
    (account: string) => fresh.get(account) ?? session.accounts.find((a) => a.account === account)?.accountStatus,
    [fresh, session.accounts],
  )
  const queryClient = useQueryClient()
  const refresh = useCallback(
    async (account: string) => {
      if (!own.includes(account)) return statusOf(account)
      const query = accountStatusQuery(profileId, account)
      await queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true })
      return (await queryClient.fetchQuery({ ...query, staleTime: 0 })) ?? statusOf(account)
    },
    [own, profileId, queryClient, statusOf],
  )
  return useMemo(() => ({ statusOf, refresh }), [statusOf, refresh])
}
