// Every profile the user can pick: the two built-in Demo profiles first, then the saved ones, each with
// what the renderer may know about its password (whether one is saved) and nothing more.
import type { Profile, ProfileView } from '@shared/ipc/profiles'
import type { Vault } from '../credentials/vault'
import type { LazySandbox } from '../demo/sandbox-launcher'
import { demoProfiles, isDemoProfileId } from './demo-profiles'
import type { ProfileStore } from './profile-store'

export interface ProfileCatalog {
  all(): Promise<Profile[]>
  find(id: string): Promise<Profile | undefined>
  view(profile: Profile): Promise<ProfileView>
  views(): Promise<ProfileView[]>
}

export function createProfileCatalog(deps: { store: ProfileStore; vault: Vault; demo: LazySandbox }): ProfileCatalog {
  async function all(): Promise<Profile[]> {
    await deps.store.load()
    return [...demoProfiles(deps.demo.current() ?? ''), ...deps.store.list()]
  }
  async function view(profile: Profile): Promise<ProfileView> {
    const builtIn = isDemoProfileId(profile.id)
    return { ...profile, builtIn, passwordSaved: builtIn || (await deps.vault.has(profile.id)) }
  }
  return {
    all,
    async find(id) {
      return (await all()).find((p) => p.id === id)
    },
    view,
    async views() {
      return Promise.all((await all()).map(view))
    },
  }
}
