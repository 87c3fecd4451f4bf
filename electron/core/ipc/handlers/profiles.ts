// Saved connection profiles. A password is accepted inward only (to save it in the vault) and never returned;
// a profile whose server, login or domain changes loses its saved password, so it cannot follow the profile
// to another server. A change of `kind` (support ↔ trader) is written to the audit log and drops the saved
// password too: the relabelled profile connects only once someone enters the password again.
import { VaultError } from '../../credentials/vault'
import { isDemoProfileId } from '../../profiles/demo-profiles'
import { ProfileError } from '../../profiles/profile-store'
import { refusalFailure } from '../app-failure'
import type { Handlers } from '../router'
import type { HandlerDeps } from './deps'

type ProfileChannels = 'profiles.list' | 'profiles.save' | 'profiles.remove' | 'profiles.export' | 'profiles.import'

function asFailure(error: unknown): unknown {
  if (error instanceof ProfileError) return refusalFailure(error.reason, error.parameter, error.facts)
  if (error instanceof VaultError) return refusalFailure(error.reason, 'rememberPassword', error.facts)
  return error
}

export function profileHandlers(deps: HandlerDeps): Pick<Handlers, ProfileChannels> {
  const { store, vault, catalog, audit } = deps
  return {
    'profiles.list': async () => {
      const profiles = await catalog.views()
      const notices = [...store.notices(), ...vault.notices()]
      return { profiles, ...(notices.length > 0 ? { notices } : {}) }
    },

    'profiles.save': async ({ profile, password, rememberPassword }) => {
      if (profile.id !== undefined && isDemoProfileId(profile.id)) {
        throw refusalFailure('demo-profile-fixed', 'profile.id')
      }
      if (rememberPassword === true && password) {
        const status = await vault.status()
        if (!status.canRemember) {
          throw refusalFailure('password-store-refused', 'rememberPassword', { store: status.reason ?? 'unavailable' })
        }
      }
      try {
        const saved = await store.save(profile)
        const { id, baseUrl, username, domain } = saved.profile
        if (saved.previousKind !== undefined) {
          await vault.forget(id)
          await audit.append({
            action: 'change-profile-kind',
            profileId: id,
            profileName: saved.profile.name,
            user: `${username}@${domain}`,
            changes: [{ field: 'kind', from: saved.previousKind, to: saved.profile.kind }],
            result: 'changed',
          })
        }
        if (saved.bindingChanged) await vault.forget(id)
        if (rememberPassword === true && password) await vault.remember(id, password, { baseUrl, username, domain })
        else if (rememberPassword === false) await vault.forget(id)
        deps.logger.info({ profileId: id, created: saved.created }, 'profile saved')
        return catalog.view(saved.profile)
      } catch (error) {
        throw asFailure(error)
      }
    },

    'profiles.remove': async ({ id }) => {
      try {
        if (await store.remove(id)) deps.logger.info({ profileId: id }, 'profile removed')
        await vault.forget(id)
        return {}
      } catch (error) {
        throw asFailure(error)
      }
    },

    'profiles.export': async ({ ids }) => ({ json: (await store.load(), store.exportJson(ids)) }),

    'profiles.import': async ({ json }) => {
      const { imported, skipped, refused } = await store.importJson(json)
      deps.logger.info({ imported: imported.length, skipped: skipped.length }, 'profiles imported')
      return {
        imported: await Promise.all(imported.map((p) => catalog.view(p))),
        skipped,
        ...(refused ? { refused } : {}),
      }
    },
  }
}
