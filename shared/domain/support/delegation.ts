// Whether an account is the session user's own or someone else's (delegated), decided from what the server
// said — the accounts of `users/{me}` — never from a profile's `kind` label. Main refuses a write to an account
// that needs an unlock and has none; the renderer uses the same rule to show which accounts are locked.

/** The facts the rule reads: the user record from `users/{me}`, the profile's own read-only choice, the unlocks. */
export interface EditingFacts {
  user: { accounts: ReadonlyArray<{ account: string }> }
  /** The profile asks to open read-only (support profiles always do): own accounts need the unlock too. */
  readOnly: boolean
  /** Accounts unlocked on this connection, each with its own reason and audit line. */
  unlockedAccounts: readonly string[]
}

export function isOwnAccount(facts: Pick<EditingFacts, 'user'>, account: string): boolean {
  return facts.user.accounts.some((a) => a.account === account)
}

/** True when a write to `account` must wait for an audited unlock of that account. */
export function editingLocked(facts: EditingFacts, account: string): boolean {
  const needsUnlock = facts.readOnly || !isOwnAccount(facts, account)
  return needsUnlock && !facts.unlockedAccounts.includes(account)
}

/** The accounts of a list that are someone else's. */
export function delegatedAccounts(facts: Pick<EditingFacts, 'user'>, accounts: readonly string[]): string[] {
  return accounts.filter((account) => !isOwnAccount(facts, account))
}
