// Who may see what. Lack of permission is always reported as 404 "2"
// (docs/api-notes.md, "Permissions read as absence"), so callers cannot tell "does not exist" from "not yours": both go
// through notVisible().
import { notFound } from './errors'
import type { UserState } from './state/types'
import type { AccountState, SandboxWorld } from './state/world'
import { compareText } from './text'

export function canSeeAccount(user: UserState, account: AccountState): boolean {
  return account.owner === user.username || user.delegatedOwners.includes(account.owner)
}

/** Delegated staff (support) may modify orders on the accounts they may see. */
export function canTradeAccount(user: UserState, account: AccountState): boolean {
  return canSeeAccount(user, account)
}

export function canSeeUser(viewer: UserState, user: UserState): boolean {
  return viewer.username === user.username || viewer.delegatedOwners.includes(user.username)
}

export function visibleAccounts(world: SandboxWorld, user: UserState): AccountState[] {
  return [...world.accounts.values()].filter((a) => canSeeAccount(user, a)).sort((a, b) => compareText(a.code, b.code))
}

export function visibleUsers(world: SandboxWorld, viewer: UserState): UserState[] {
  return [...world.users.values()]
    .filter((u) => canSeeUser(viewer, u))
    .sort((a, b) => compareText(a.username, b.username))
}

export function requireAccount(world: SandboxWorld, user: UserState, code: string): AccountState {
  const account = world.accounts.get(code)
  if (!account || !canSeeAccount(user, account)) throw notFound(`account ${code}`)
  return account
}

/** The `accounts` list of a multi-account request; absent means every account the caller may see. */
export function requireAccounts(world: SandboxWorld, user: UserState, codes: readonly string[] | undefined) {
  if (codes === undefined) return visibleAccounts(world, user)
  const unique = [...new Set(codes)]
  return unique.map((code) => requireAccount(world, user, code))
}
