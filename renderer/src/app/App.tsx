// Providers and the three stages: connect → pick accounts → workspace. A session that ends (expired,
// disconnected by main) brings the user back to Connect with the reason.
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { SessionInfo } from '../../../shared/ipc/contract'
import { dx, hasBridge } from '../api/bridge'
import { instrumentReferenceQuery } from '../api/queries'
import { appInfoQuery, currentSessionQuery, disconnect, profilesQuery } from '../api/session'
import { precisionMap } from '../lib/instrument-precision'
import { FormatContextProvider } from '../components/DataTable/format-context'
import { LayoutScopeContext } from '../components/DataTable/layout'
import { Notice } from '../components/Notice'
import type { FormatContext } from '../components/DataTable/types'
import { AccountPicker, fromDetails, rememberAccounts, rememberedAccounts } from '../features/accounts/AccountPicker'
import { ConnectScreen } from '../features/connect/ConnectScreen'
import { createQueryClient } from './query-client'
import { isReadOnly, SessionContext, type SelectedAccount, type SessionValue } from './session'
import { ThemeProvider } from './theme'
import { UpdateBanner } from './UpdateBanner'
import { clearViewState } from './view-state'
import { Workspace } from './Workspace'

export function App() {
  const [client] = useState(createQueryClient)
  return (
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <UpdateBanner />
        <Root />
      </QueryClientProvider>
    </ThemeProvider>
  )
}

const SESSION_END: Record<string, string> = {
  expired: 'Your session expired. Connect again to continue; your filters and layouts are kept.',
  disconnected: 'You were disconnected from the server.',
}

function Root() {
  const queryClient = useQueryClient()
  const current = useQuery(currentSessionQuery())
  const info = useQuery(appInfoQuery())
  const profiles = useQuery(profilesQuery())
  const [session, setSession] = useState<SessionInfo | null>(null)
  const [accounts, setAccounts] = useState<SelectedAccount[] | null>(null)
  const [picking, setPicking] = useState(false)
  const [notice, setNotice] = useState<string | undefined>()
  const [reconnecting, setReconnecting] = useState(false)
  // Said once, after the connect that caused it (e.g. why the password could not be saved), not on a resume.
  const [connectNotice, setConnectNotice] = useState<string | undefined>()

  const enter = useCallback((s: SessionInfo, resumed = false) => {
    setSession(s)
    setNotice(undefined)
    setConnectNotice(resumed ? undefined : s.notice)
    const own = s.user.accounts.map((a) => fromDetails(a, s.user))
    const remembered = rememberedAccounts(s.profileId)
    // A trader with a remembered or single account goes straight to work; support staff always choose the case.
    if (s.kind === 'trader' && (remembered || own.length === 1)) {
      const chosen = remembered ?? own
      rememberAccounts(s.profileId, chosen)
      setAccounts(chosen)
      setPicking(false)
    } else {
      setAccounts(null)
      setPicking(true)
    }
  }, [])

  // A session main already holds (window reload) is resumed, once.
  const [resumed, setResumed] = useState<SessionInfo | null>(null)
  if (current.data && !session && resumed !== current.data) {
    setResumed(current.data)
    enter(current.data, true)
  }

  const leave = useCallback(
    (message?: string) => {
      setSession(null)
      setAccounts(null)
      clearViewState()
      queryClient.removeQueries({ queryKey: ['dx'] })
      queryClient.setQueryData(['session', 'current'], null)
      setNotice(message)
    },
    [queryClient],
  )

  useEffect(
    () =>
      hasBridge()
        ? dx().on['session.changed']((e) => {
            if (e.state === 'reconnecting') setReconnecting(true)
            else setReconnecting(false)
            if (e.state === 'expired' || e.state === 'disconnected') leave(e.message ?? SESSION_END[e.state])
          })
        : undefined,
    [leave],
  )

  const profile = profiles.data?.find((p) => p.id === session?.profileId)
  const zone = profile?.timeZone ?? 'local'
  // Prices are padded to each instrument's tick (priceIncrement); without the reference, columns still align.
  const reference = useQuery({
    ...instrumentReferenceQuery(session?.profileId ?? 'none'),
    enabled: !!session && !!accounts,
  })
  const precision = useMemo(() => precisionMap(reference.data?.data ?? []), [reference.data])
  const formatContext = useMemo<FormatContext>(
    () => ({ zone, precisionOf: (symbol) => (symbol ? precision.get(symbol) : undefined) }),
    [zone, precision],
  )

  const value = useMemo<SessionValue | null>(() => {
    if (!session || !accounts) return null
    return {
      session,
      profile,
      accounts,
      accountCodes: accounts.map((a) => a.account),
      appInfo: { name: info.data?.name ?? 'DX Desk', version: info.data?.version ?? 'unknown' },
      zone,
      readOnly: isReadOnly(session),
      replaceSession: setSession,
      changeAccounts: () => setPicking(true),
      disconnect: async () => {
        await disconnect().catch(() => undefined)
        leave('Disconnected.')
      },
    }
  }, [session, accounts, profile, info.data, zone, leave])

  if (current.isPending) {
    return (
      <main className="boot" aria-busy="true">
        <h1>DX Desk</h1>
        <p className="muted">Starting…</p>
      </main>
    )
  }
  if (!session) return <ConnectScreen onConnected={(s) => enter(s)} notice={notice} />
  if (picking || !value) {
    return (
      <AccountPicker
        session={session}
        defaultAccounts={profile?.defaultAccounts ?? []}
        onOpen={(chosen) => {
          clearViewState()
          queryClient.removeQueries({ queryKey: ['dx', session.profileId] })
          setAccounts(chosen)
          setPicking(false)
        }}
        onDisconnect={() =>
          void disconnect()
            .catch(() => undefined)
            .finally(() => leave('Disconnected.'))
        }
      />
    )
  }
  return (
    <SessionContext.Provider value={value}>
      <LayoutScopeContext.Provider value={session.profileId}>
        <FormatContextProvider.Provider value={formatContext}>
          {reconnecting && (
            <Notice tone="warn">
              Connection lost; reconnecting… Data on screen is kept and marked stale if a refresh fails.
            </Notice>
          )}
          {connectNotice && (
            <Notice tone="warn" onDismiss={() => setConnectNotice(undefined)}>
              {connectNotice}
            </Notice>
          )}
          <Workspace />
        </FormatContextProvider.Provider>
      </LayoutScopeContext.Provider>
    </SessionContext.Provider>
  )
}
