// The first screen: saved profiles (the built-in Demo first, one click to connect), add/edit/remove, login
// progress and plain-language connect errors.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { SessionInfo } from '@shared/ipc/contract'
import type { ProfileView } from '@shared/ipc/profiles'
import type { SecretStoreReason } from '@shared/ipc/result'
import { toAppError } from '../../api/bridge'
import { queryKeys } from '../../api/query-keys'
import { appInfoQuery, connect, profileNoticesQuery, profilesQuery, removeProfile } from '../../api/session'
import { ErrorPanel } from '../../components/ErrorPanel'
import { Notice } from '../../components/Notice'
import { ThemeToggle } from '../../components/ThemeToggle'
import { OpenSnapshotButton } from '../support/OpenSnapshot'
import { lazyComponent } from '../../app/lazy-component'
import { passwordStorage } from '../../lib/error-messages'
import { secretStoreSentence } from '../../lib/refusal-text'
import { fileNoticeText } from '@shared/text/profile-text'
import { msg } from '@shared/text/messages'

// The form (React Hook Form and the profile schemas) loads when a profile is first added or edited.
const ProfileForm = lazyComponent(() => import('./ProfileForm').then((m) => m.ProfileForm), {
  what: 'the profile form',
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
        <h1>DX Desk</h1>
        <span className="muted">
          {info.data ? msg('connect.version', { version: info.data.version }) : ''} {msg('connect.tagline')}
        </span>
        <OpenSnapshotButton className="connect-screen__open-snapshot" />
        <ThemeToggle />
      </header>
      <main className="connect-screen__main">
        <section className="connect-screen__profiles" aria-labelledby="profiles-heading">
          <div className="section-heading">
            <h2 id="profiles-heading">Connect</h2>
            <button type="button" onClick={() => setPanel({ kind: 'new' })}>
              Add profile…
            </button>
          </div>
          {notice && <Notice>{notice}</Notice>}
          {fileNotices.data?.map(fileNoticeText).map((text) => (
            <Notice key={text} tone="warn">
              {text}
            </Notice>
          ))}
          {profiles.isPending && <p className="muted">Loading profiles…</p>}
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
                  if (window.confirm(`Remove the profile “${profile.name}”? Its saved password is deleted too.`))
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
                    <span className="spinner" aria-hidden="true" /> Connecting to {profile.baseUrl} as{' '}
                    {profile.username}@{profile.domain}…
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
          <section className="connect-screen__form" aria-label="Profile editor">
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

const BACKENDS: Record<string, string> = {
  keychain: 'the macOS Keychain',
  dpapi: 'Windows (DPAPI, tied to your Windows login)',
  gnome_libsecret: 'the desktop keyring (Secret Service)',
  kwallet: 'KWallet',
  kwallet5: 'KWallet 5',
  kwallet6: 'KWallet 6',
}

/** Where saved passwords go, so a user on a shared or keyring-less machine knows before ticking "remember". */
function PasswordStorage({
  backend,
  canRemember,
  reason,
}: {
  backend: string
  canRemember: boolean
  reason?: SecretStoreReason | undefined
}) {
  return (
    <section className="password-storage muted" aria-label="Password storage">
      {passwordStorage(
        canRemember ? { canRemember, store: BACKENDS[backend] ?? backend } : { canRemember, backend, reason },
      )}
    </section>
  )
}

interface ProfileCardProps {
  profile: ProfileView
  busy: boolean
  disabled: boolean
  onConnect: () => void
  onEdit: () => void
  onRemove: () => void
  children?: React.ReactNode
}

function ProfileCard({ profile, busy, disabled, onConnect, onEdit, onRemove, children }: ProfileCardProps) {
  return (
    <li className={`profile-card colour-${profile.colour}`} data-profile-id={profile.id}>
      <div className="profile-card__main">
        <span className="profile-card__swatch" aria-hidden="true" />
        <div className="profile-card__text">
          <strong>{profile.name}</strong>
          <span className="badges">
            {profile.builtIn && <span className="badge badge--demo">Demo sandbox</span>}
            {profile.kind === 'support' && <span className="badge badge--support">Support · read-only</span>}
          </span>
          <span className="muted profile-card__meta">
            {profile.username}@{profile.domain} · {profile.builtIn ? 'built-in local server' : profile.baseUrl} · times
            in {profile.timeZone}
          </span>
        </div>
        <div className="profile-card__actions">
          <button
            type="button"
            className="primary"
            onClick={onConnect}
            disabled={disabled}
            aria-label={`Connect with ${profile.name}`}
          >
            {busy ? 'Connecting…' : 'Connect'}
          </button>
          {!profile.builtIn && (
            <>
              <button type="button" onClick={onEdit} aria-label={`Edit ${profile.name}`}>
                Edit
              </button>
              <button type="button" onClick={onRemove} aria-label={`Remove ${profile.name}`}>
                Remove
              </button>
            </>
          )}
        </div>
      </div>
      {children}
    </li>
  )
}

interface TypedChoice {
  password: string
  remember: boolean
  keep: boolean
}

/** Hands the typed password over once; afterwards it holds nothing. */
class TypedPassword {
  #choice: TypedChoice | null
  constructor(choice: TypedChoice) {
    this.#choice = choice
  }
  take(): TypedChoice | null {
    const choice = this.#choice
    this.#choice = null
    return choice
  }
}

interface PasswordPromptProps {
  profile: ProfileView
  canRemember: boolean
  busy: boolean
  /** The last connect with a typed password failed: the box takes the focus again for the next try. */
  failed: boolean
  onSubmit: (typed: TypedPassword) => void
  onCancel: () => void
}

function PasswordPrompt({ profile, canRemember, busy, failed, onSubmit, onCancel }: PasswordPromptProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  // While connecting the Connect button is disabled and focus falls to the page; a refusal puts it back here.
  useEffect(() => {
    if (failed && !busy) input.current?.focus()
  }, [failed, busy])
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const [keep, setKeep] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!password) {
      setError('Enter the password for this login')
      return
    }
    onSubmit(new TypedPassword({ password, remember, keep }))
    // The box empties once sent: a wrong password is typed again, not kept in this window.
    setPassword('')
  }
  return (
    <form className="password-prompt" onSubmit={submit} aria-label={`Password for ${profile.name}`}>
      <label htmlFor={`${id}-pw`}>
        Password for {profile.username}@{profile.domain}
      </label>
      <input
        ref={input}
        autoFocus
        id={`${id}-pw`}
        type="password"
        value={password}
        autoComplete="current-password"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => {
          setPassword(e.target.value)
          setError(null)
        }}
      />
      {error && (
        <span id={`${id}-err`} className="field__error">
          {error}
        </span>
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={remember}
          disabled={!canRemember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        Remember
      </label>
      <label className="checkbox" title={msg('connect.keepForSessionTitle')}>
        <input
          type="checkbox"
          checked={keep || remember}
          disabled={remember}
          onChange={(e) => setKeep(e.target.checked)}
        />
        {msg('connect.keepForSession')}
      </label>
      <button type="submit" className="primary" disabled={busy}>
        Connect
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  )
}
