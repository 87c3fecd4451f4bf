// Providers and the three stages: connect → pick accounts → workspace. A session that ends (expired,
// disconnected by main) brings the user back to Connect with the reason.
import { QueryClientProvider, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { SessionInfo } from '@shared/ipc/contract'
import { dx, hasBridge } from '../api/bridge'
import { queryKeys } from '../api/query-keys'
import { appInfoQuery, currentSessionQuery, disconnect, profilesQuery } from '../api/session'
import { LayoutScopeContext } from '../components/DataTable/layout'
import { Notice } from '../components/Notice'
import { accountsToOpen, rememberAccounts } from '../features/accounts/remembered'
import { FormatProvider } from './FormatProvider'
import { delegatedAccounts } from '@shared/domain/support/delegation'
import { AccountPicker, CasePrompt, ConnectScreen, Workspace } from './screens'
import { isDelegated, isReadOnly, SessionContext, type SelectedAccount, type SessionValue } from './session'
import { ThemeProvider } from './theme'
import { UpdateBanner } from './UpdateBanner'
import { ReloginDialog } from './ReloginDialog'
import { clearViewState } from './view-state'
import {
  RECONNECTING_NOTICE,
  passwordNotSavedNotice,
  reloginPrompt,
  sessionEndedNotice,
} from '../features/connect/session-text'
import { msg } from '@shared/text/messages'

/** The client comes from main.tsx, which has already started the first reads in it. */
export function App({ client }: { client: QueryClient }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <UpdateBanner />
        <Root />
      </QueryClientProvider>
    </ThemeProvider>
  )
}

/** One connection: a reconnect of the same login keeps its chosen accounts, a new connect starts afresh. */
const connectionOf = (s: SessionInfo) => `${s.profileId}|${s.connectedAt}`

function Root() {
  const queryClient = useQueryClient()
  // The session is main's, read through one query (resumed after a window reload, written on connect, unlock
  // and leave); nothing else holds a copy of it.
  const current = useQuery(currentSessionQuery())
  const session = current.data ?? null
  const info = useQuery(appInfoQuery())
  const profiles = useQuery(profilesQuery())
  // The accounts chosen in the picker, for the connection they were chosen in (null accounts: picking).
  const [chosen, setChosen] = useState<{ connection: string; accounts: SelectedAccount[] | null } | null>(null)
  const [notice, setNotice] = useState<string | undefined>()
  const [reconnecting, setReconnecting] = useState(false)
  // The server ended the session and main needs the password again: asked for over the current screen.
  const [passwordNeeded, setPasswordNeeded] = useState<{ message: string | undefined } | null>(null)
  // Said once, after the connect that caused it (e.g. why the password could not be saved), not on a resume.
  const [connectNotice, setConnectNotice] = useState<string | undefined>()

  const connection = session ? connectionOf(session) : null
  // Per connection, not per session object: unlocking editing replaces the object, not the choice.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the connection
  const automatic = useMemo(() => (session ? (accountsToOpen(session) ?? null) : null), [connection])
  const accounts = chosen && chosen.connection === connection ? chosen.accounts : automatic
  useEffect(() => {
    if (session && automatic) rememberAccounts(session.profileId, automatic)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per connection
  }, [automatic])

  const setSession = useCallback(
    (next: SessionInfo | null) => queryClient.setQueryData(queryKeys.session, next),
    [queryClient],
  )

  const enter = useCallback(
    (s: SessionInfo) => {
      setSession(s)
      setNotice(undefined)
      setConnectNotice(passwordNotSavedNotice(s.notRemembered))
    },
    [setSession],
  )

  const leave = useCallback(
    (message?: string) => {
      setChosen(null)
      clearViewState()
      queryClient.removeQueries({ queryKey: queryKeys.dx })
      setSession(null)
      setNotice(message)
    },
    [queryClient, setSession],
  )

  useEffect(
    () =>
      hasBridge()
        ? dx().on['session.changed']((e) => {
            if (e.state === 'reconnecting') setReconnecting(true)
            else setReconnecting(false)
            setPasswordNeeded(e.state === 'password-needed' ? { message: reloginPrompt(e.reason) } : null)
            if (e.state === 'expired' || e.state === 'disconnected') leave(sessionEndedNotice(e.state, e.reason))
          })
        : undefined,
    [leave],
  )

  const profile = profiles.data?.find((p) => p.id === session?.profileId)
  const zone = profile?.timeZone ?? 'local'
  const value = useMemo<SessionValue | null>(() => {
    if (!session || !connection || !accounts) return null
    return {
      session,
      profile,
      accounts,
      accountCodes: accounts.map((a) => a.account),
      appInfo: {
        name: info.data?.name ?? msg('labels.app.dxDesk'),
        version: info.data?.version ?? msg('labels.app.unknownVersion'),
      },
      zone,
      readOnly: isReadOnly(
        session,
        accounts.map((a) => a.account),
      ),
      delegated: isDelegated(
        session,
        accounts.map((a) => a.account),
      ),
      replaceSession: setSession,
      changeAccounts: () => setChosen({ connection, accounts: null }),
      disconnect: async () => {
        await disconnect().catch(() => undefined)
        leave(msg('connect.disconnected'))
      },
    }
  }, [session, connection, accounts, profile, info.data, zone, setSession, leave])

  if (current.isPending) {
    return (
      <main className="boot" aria-busy="true">
        <h1>{msg('labels.app.dxDesk')}</h1>
        <p className="muted">{msg('labels.app.starting')}</p>
      </main>
    )
  }
  if (!session || !connection) return <ConnectScreen onConnected={enter} notice={notice} />
  if (!value) {
    return (
      <AccountPicker
        session={session}
        defaultAccounts={profile?.defaultAccounts ?? []}
        onOpen={(accounts) => {
          clearViewState()
          queryClient.removeQueries({ queryKey: queryKeys.profile(session.profileId) })
          setChosen({ connection, accounts })
        }}
        onDisconnect={() =>
          void disconnect()
            .catch(() => undefined)
            .finally(() => leave(msg('connect.disconnected')))
        }
      />
    )
  }
  // Someone else's accounts are read only under a support case: ask for one before the workspace reads them.
  if (!session.case && delegatedAccounts(session, value.accountCodes).length > 0) {
    return (
      <CasePrompt
        session={session}
        accounts={value.accounts}
        onOpened={setSession}
        onChangeAccounts={value.changeAccounts}
      />
    )
  }
  return (
    <SessionContext.Provider value={value}>
      <LayoutScopeContext.Provider value={session.profileId}>
        <FormatProvider profileId={session.profileId} zone={zone}>
          {reconnecting && <Notice tone="warn">{RECONNECTING_NOTICE}</Notice>}
          {connectNotice && (
            <Notice tone="warn" onDismiss={() => setConnectNotice(undefined)}>
              {connectNotice}
            </Notice>
          )}
          <Workspace />
          {passwordNeeded && (
            <ReloginDialog
              profileName={session.profileName}
              username={session.username}
              message={passwordNeeded.message}
              onDisconnect={() => void value.disconnect()}
            />
          )}
        </FormatProvider>
      </LayoutScopeContext.Provider>
    </SessionContext.Provider>
  )
}
