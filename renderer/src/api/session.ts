// Session, profile and app-level calls (not cached resources, except the profile list and app info).
import { queryOptions } from '@tanstack/react-query'
import type { ProfileInput } from '@shared/ipc/profiles'
import { dx, unwrap } from './bridge'
import { queryKeys } from './query-keys'

export const appInfoQuery = () =>
  queryOptions({ queryKey: queryKeys.appInfo, queryFn: () => unwrap(dx().app.info({})), staleTime: Infinity })

const profileList = () =>
  queryOptions({ queryKey: queryKeys.profiles, queryFn: () => unwrap(dx().profiles.list({})), staleTime: Infinity })

export const profilesQuery = () => queryOptions({ ...profileList(), select: (r) => r.profiles })

/** What main had to do to the profile or password files at start (a corrupt file set aside, a keyring change). */
export const profileNoticesQuery = () => queryOptions({ ...profileList(), select: (r) => r.notices ?? [] })

export const currentSessionQuery = () =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: async () => (await unwrap(dx().session.current({}))).session,
    staleTime: Infinity,
  })

export function connect(profileId: string, password?: string, rememberPassword?: boolean, keepForSession?: boolean) {
  return unwrap(
    dx().session.connect({
      profileId,
      ...(password !== undefined ? { password } : {}),
      ...(rememberPassword !== undefined ? { rememberPassword } : {}),
      ...(keepForSession ? { keepForSession } : {}),
    }),
  )
}

export function disconnect() {
  return unwrap(dx().session.disconnect({}))
}

export function saveProfile(profile: ProfileInput, password?: string, rememberPassword?: boolean) {
  return unwrap(
    dx().profiles.save({
      profile,
      ...(password ? { password } : {}),
      ...(rememberPassword !== undefined && password ? { rememberPassword } : {}),
    }),
  )
}

export function removeProfile(id: string) {
  return unwrap(dx().profiles.remove({ id }))
}

export function openCase(reference: string, reason: string, accounts: readonly string[]) {
  return unwrap(dx().case.open({ reference, reason, accounts: [...accounts] }))
}

export function endCase() {
  return unwrap(dx().case.end({}))
}

export function unlockEditing(reason: string, account: string) {
  return unwrap(dx().session.unlockEditing({ reason, account }))
}
