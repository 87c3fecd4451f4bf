// Users, account details, balances, positions and portfolios on the wire.
import {
  type AccountDetailsWire,
  type AccountPortfolioWire,
  type BalanceWire,
  formatWireTimestamp,
  type OrderWire,
  type PositionWire,
  type UserDetailsWire,
} from '@shared/api'
import type { PositionState, UserState } from '../state/types'
import type { AccountState, SandboxWorld } from '../state/world'
import { money } from '../decimal'

export function accountDetailsWire(account: AccountState): AccountDetailsWire {
  return {
    owner: account.owner,
    account: account.code,
    version: account.version,
    baseCurrency: account.baseCurrency,
    registrationTime: formatWireTimestamp(account.registrationTime),
    accountStatus: account.status,
    pricingStream: account.pricingStream,
    // The wire name every client model reads, not the prose's isPositionBased.
    positionBased: account.positionBased,
  }
}

export function ownedAccounts(world: SandboxWorld, user: UserState): AccountState[] {
  return [...world.accounts.values()].filter((a) => a.owner === user.username)
}

/** Per-user version: grows with every change on the user's accounts, so it can drive the single-user ETag. */
export function userVersion(world: SandboxWorld, user: UserState): number {
  return 1 + ownedAccounts(world, user).reduce((sum, a) => sum + a.version, 0)
}

/** When the user or one of their accounts last changed. */
export function userUpdatedAt(world: SandboxWorld, user: UserState): number {
  return Math.max(user.registrationTime, ...ownedAccounts(world, user).map((a) => a.updatedAt))
}

export function userWire(world: SandboxWorld, user: UserState): UserDetailsWire {
  return {
    login: user.login,
    domain: user.domain,
    username: user.username,
    version: userVersion(world, user),
    fullName: user.fullName,
    accounts: ownedAccounts(world, user).map(accountDetailsWire),
  }
}

export function balancesWire(account: AccountState): BalanceWire[] {
  return [...account.balances.values()]
    .filter((b) => b.value !== 0)
    .map((b) => ({ account: account.code, version: b.version, value: money(b.value), currency: b.currency }))
}

export function positionWire(world: SandboxWorld, account: AccountState, position: PositionState): PositionWire {
  const multiplier = world.instrument(position.symbol)?.multiplier ?? 1
  const wire: PositionWire = {
    account: account.code,
    version: position.version,
    positionCode: position.positionCode,
    symbol: position.symbol,
    quantity: position.quantity,
    quantityNotional: money(position.quantity * position.openPrice * multiplier),
    side: position.side,
    openTime: formatWireTimestamp(position.openTime),
    openPrice: position.openPrice,
    lastUpdateTime: formatWireTimestamp(position.lastUpdateTime),
  }
  if (position.marginRate !== undefined) wire.marginRate = position.marginRate
  return wire
}

export function portfolioWire(
  account: AccountState,
  balances: BalanceWire[],
  positions: PositionWire[],
  orders: OrderWire[],
): AccountPortfolioWire {
  return { account: account.code, version: account.version, balances, positions, orders }
}
