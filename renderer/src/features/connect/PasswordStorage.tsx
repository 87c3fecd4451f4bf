import type { SecretStoreReason } from '@shared/ipc/result'
import { passwordStorage } from './profile-text'
import { msg } from '@shared/text/messages'

const BACKENDS: Record<string, string> = {
  keychain: msg('connect.passwordBackends.keychain'),
  dpapi: msg('connect.passwordBackends.dpapi'),
  gnome_libsecret: msg('connect.passwordBackends.gnome_libsecret'),
  kwallet: 'KWallet',
  kwallet5: 'KWallet 5',
  kwallet6: 'KWallet 6',
}

/** Where saved passwords go, so a user on a shared or keyring-less machine knows before ticking "remember". */
export function PasswordStorage({
  backend,
  canRemember,
  reason,
}: {
  backend: string
  canRemember: boolean
  reason?: SecretStoreReason | undefined
}) {
  return (
    <section className="password-storage muted" aria-label={msg('labels.connect.passwordStorage')}>
      {passwordStorage(
        canRemember ? { canRemember, store: BACKENDS[backend] ?? backend } : { canRemember, backend, reason },
      )}
    </section>
  )
}
