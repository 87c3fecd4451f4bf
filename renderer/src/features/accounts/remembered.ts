// Which accounts a session opens on: the last selection, remembered per profile. Kept apart from the picker
// so start-up can decide the first screen (and start its reads) without loading the picker's code.
import type { AccountDetails, UserDetails } from '@shared/api/records'
import type { SessionInfo } from '@shared/ipc/contract'
import type { SelectedAccount } from '../../app/session'
import { readStored, storageKeys, writeStored } from '../../lib/storage'

function isSelection(v: unknown): SelectedAccount[] | undefined {
  if (!Array.isArray(v)) return undefined
  const ok = v.every((a) => typeof a === 'object' && a !== null && typeof (a as SelectedAccount).account === 'string')
  return ok ? (v as SelectedAccount[]) : undefined
}

export function rememberedAccounts(profileId: string): SelectedAccount[] | undefined {
  const stored = readStored(storageKeys.accounts(profileId), isSelection)
  return stored && stored.length ? stored : undefined
}

export function rememberAccounts(profileId: string, accounts: readonly SelectedAccount[]): void {
  writeStored(storageKeys.accounts(profileId), accounts)
}

export function fromDetails(a: AccountDetails, user?: Pick<UserDetails, 'fullName' | 'username'>): SelectedAccount {
  return {
    account: a.account,
    owner: a.owner,
    ownerName: user?.fullName,
    baseCurrency: a.baseCurrency,
    accountStatus: a.accountStatus,
  }
}

/**
 * The accounts a session goes straight to work on, or undefined when the picker comes first: a trader with a
 * remembered selection or a single account skips it; support staff always choose the case.
 */
export function accountsToOpen(session: SessionInfo): SelectedAccount[] | undefined {
  if (session.kind !== 'trader') return undefined
  const own = session.user.accounts.map((a) => fromDetails(a, session.user))
  return rememberedAccounts(session.profileId) ?? (own.length === 1 ? own : undefined)
}
