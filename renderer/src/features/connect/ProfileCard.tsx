// One saved profile on the Connect screen: its name, badges and server, and its Connect, Edit and Remove buttons.
import type { ReactNode } from 'react'
import type { ProfileView } from '@shared/ipc/profiles'
import { msg } from '@shared/text/messages'

interface ProfileCardProps {
  profile: ProfileView
  busy: boolean
  disabled: boolean
  onConnect: () => void
  onEdit: () => void
  onRemove: () => void
  children?: ReactNode
}

export function ProfileCard({ profile, busy, disabled, onConnect, onEdit, onRemove, children }: ProfileCardProps) {
  return (
    <li className={`profile-card colour-${profile.colour}`} data-profile-id={profile.id}>
      <div className="profile-card__main">
        <span className="profile-card__swatch" aria-hidden="true" />
        <div className="profile-card__text">
          <strong>{profile.name}</strong>
          <span className="badges">
            {profile.builtIn && <span className="badge badge--demo">{msg('labels.connect.demoSandbox')}</span>}
            {profile.kind === 'support' && (
              <span className="badge badge--support">{msg('labels.connect.supportReadOnly')}</span>
            )}
          </span>
          <span className="muted profile-card__meta">
            {profile.username}@{profile.domain} ·{' '}
            {profile.builtIn ? msg('labels.connect.builtInLocalServer') : profile.baseUrl}{' '}
            {msg('labels.connect.timesInTimezone', { timeZone: profile.timeZone })}
          </span>
        </div>
        <div className="profile-card__actions">
          <button
            type="button"
            className="primary"
            onClick={onConnect}
            disabled={disabled}
            aria-label={msg('labels.connect.connectWithName', { name: profile.name })}
          >
            {busy ? msg('labels.connect.connecting') : msg('labels.connect.connect')}
          </button>
          {!profile.builtIn && (
            <>
              <button
                type="button"
                onClick={onEdit}
                aria-label={msg('labels.connect.editName', { name: profile.name })}
              >
                {msg('labels.connect.edit')}
              </button>
              <button
                type="button"
                onClick={onRemove}
                aria-label={msg('labels.connect.removeName', { name: profile.name })}
              >
                {msg('labels.connect.remove')}
              </button>
            </>
          )}
        </div>
      </div>
      {children}
    </li>
  )
}
