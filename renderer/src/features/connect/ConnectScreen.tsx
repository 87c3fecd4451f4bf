// The first screen: saved profiles (the built-in Demo first, one click to connect), add/edit/remove, login
// progress and plain-language connect errors.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { SessionInfo } from '@shared/ipc/contract'
import type { ProfileView } from '@shared/ipc/profiles'
import { toAppError } from '../../api/bridge'
import { queryKeys } from '../../api/query-keys'
import { appInfoQuery, connect, profileNoticesQuery, profilesQuery, removeProfile } from '../../api/session'
import { ErrorPanel } from '../../components/ErrorPanel'
import { Notice } from '../../components/Notice'
import { ThemeToggle } from '../../components/ThemeToggle'
import { OpenSnapshotButton } from '../support/OpenSnapshot'
import { lazyComponent } from '../../app/lazy-component'
import { PasswordPrompt, type TypedPassword } from './PasswordPrompt'
import { PasswordStorage } from './PasswordStorage'
import { ProfileCard } from './ProfileCard'
import { fileNoticeText } from '@shared/text/profile-text'
import { msg } from '@shared/text/messages'
import { secretStoreSentence } from '../../lib/refusal-text'

// The form (React Hook Form and the profile schemas) loads when a profile is first added or edited.
const ProfileForm = lazyComponent(() => import('./ProfileForm').then((m) => m.ProfileForm), {
  what: msg('shell.parts.profileForm'),
})

/** Built-in Demo profiles first (trader before support), then the user's own in name order. */
export function orderProfiles(profiles: readonly ProfileView[]): ProfileView[] {
  const rank = (p: ProfileView) => (p.builtIn ? (p.kind === 'trader' ? 0 : 1) : 2)
  return [...profiles].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name))
}

interface ConnectScreenProps {
  onConnected: (session: SessionInfo) => void
  /** Why the user is back here (session expired, disconnected). */
  notice?: string | undefined
}

type Panel = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; profile: ProfileView }

export function ConnectScreen({ onConnected, notice }: ConnectScreenProps) {
  const profiles = useQuery(profilesQuery())
  const fileNotices = useQuery(profileNoticesQuery())
  const info = useQuery(appInfoQuery())
  const queryClient = useQueryClient()
  const [panel, setPanel] = useState<Panel>({ kind: 'none' })
  const [asking, setAsking] = useState<ProfileView | null>(null)
  const [target, setTarget] = useState<ProfileView | null>(null)

  // The typed password never becomes mutation variables (React Query keeps those for minutes): it travels in a
  // one-shot holder that is emptied the moment the request is built.
  const login = useMutation({
    mutationFn: (v: { profile: ProfileView; typed?: TypedPassword }) => {
      const typed = v.typed?.take()
      return connect(v.profile.id, typed?.password, typed?.remember, typed?.keep)
    },
    onSuccess: (session) => {
      setAsking(null)
      onConnected(session)
    },
  })

  const remove = useMutation({
    mutationFn: (id: string) => removeProfile(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles }),
  })

  const start = (profile: ProfileView) => {
    setTarget(profile)
    login.reset()
    if (!profile.builtIn && !profile.passwordSaved) {
      setAsking(profile)
      return
    }
    setAsking(null)
    login.mutate({ profile })
  }

  const ordered = orderProfiles(profiles.data ?? [])
  const secrets = info.data?.secrets

  return (
    <div className="connect-screen">
      <header className="connect-screen__header">
        <h1>{msg('labels.connect.dxDesk')}</h1>
        <span className="muted">
          {info.data ? msg('connect.version', { version: info.data.version }) : ''} {msg('connect.tagline')}
        </span>
        <OpenSnapshotButton className="connect-screen__open-snapshot" />
        <ThemeToggle />
      </header>
      <main className="connect-screen__main">
        <section className="connect-screen__profiles" aria-labelledby="profiles-heading">
          <div className="section-heading">
            <h2 id="profiles-heading">{msg('labels.connect.connect')}</h2>
            <button type="button" onClick={() => setPanel({ kind: 'new' })}>
              {msg('labels.connect.addProfile')}
            </button>
          </div>
          {notice && <Notice>{notice}</Notice>}
          {fileNotices.data?.map(fileNoticeText).map((text) => (
            <Notice key={text} tone="warn">
              {text}
            </Notice>
          ))}
          {profiles.isPending && <p className="muted">{msg('labels.connect.loadingProfiles')}</p>}
          {profiles.isError && (
            <ErrorPanel error={toAppError(profiles.error)} onRetry={() => void profiles.refetch()} />
          )}
          <ul className="profile-list">
            {ordered.map((profile) => (
              <ProfileCard
                key={profile.id}
                profile={profile}
                busy={login.isPending && target?.id === profile.id}
                disabled={login.isPending}
                onConnect={() => start(profile)}
                onEdit={() => setPanel({ kind: 'edit', profile })}
                onRemove={() => {
                  if (window.confirm(msg('connect.confirmRemoveProfile', { name: profile.name })))
                    remove.mutate(profile.id)
                }}
              >
                {asking?.id === profile.id && (
                  <PasswordPrompt
                    profile={profile}
                    canRemember={secrets?.canRemember ?? false}
                    busy={login.isPending}
                    failed={login.isError}
                    onSubmit={(typed) => login.mutate({ profile, typed })}
                    onCancel={() => setAsking(null)}
                  />
                )}
                {target?.id === profile.id && login.isPending && (
                  <p className="connect-progress" role="status">
                    <span className="spinner" aria-hidden="true" />{' '}
                    {profile.builtIn
                      ? msg('labels.connect.connectingToBuiltInAsUsername', {
                          username: profile.username,
                          domain: profile.domain,
                        })
                      : msg('labels.connect.connectingToBaseurlAsUsername', {
                          baseUrl: profile.baseUrl,
                          username: profile.username,
                          domain: profile.domain,
                        })}
                  </p>
                )}
                {target?.id === profile.id && login.isError && (
                  <ErrorPanel
                    error={toAppError(login.error)}
                    context={{ action: 'connect', baseUrl: profile.baseUrl, username: profile.username }}
                    onRetry={() => start(profile)}
                    compact
                  />
                )}
              </ProfileCard>
            ))}
          </ul>
          {remove.isError && <ErrorPanel error={toAppError(remove.error)} compact />}
          {secrets && <PasswordStorage {...secrets} />}
        </section>
        {panel.kind !== 'none' && (
          <section className="connect-screen__form" aria-label={msg('labels.connect.profileEditor')}>
            <ProfileForm
              key={panel.kind === 'edit' ? panel.profile.id : 'new'}
              profile={panel.kind === 'edit' ? panel.profile : undefined}
              canRememberPassword={secrets?.canRemember ?? false}
              rememberReason={secrets?.reason ? secretStoreSentence(secrets.reason) : undefined}
              onSaved={() => setPanel({ kind: 'none' })}
              onCancel={() => setPanel({ kind: 'none' })}
            />
          </section>
        )}
      </main>
    </div>
  )
}
