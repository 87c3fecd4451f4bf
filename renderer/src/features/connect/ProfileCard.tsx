// One saved profile on the Connect screen: its name, badges and server, and its Connect, Edit and Remove buttons.
import type { ReactNode } from 'react'
import type { ProfileView } from '@shared/ipc/profiles'

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
