// Builds a complete, deterministic world for a seed and a point in time. The same (seed, now) always gives
// the same data; times are relative to `now`, so a sandbox started today has history up to today.
import { Random } from '../random'
import { addCashTransfer, beginChange } from '../state/engine'
import { newAccount, SandboxWorld } from '../state/world'
import { DAY_MS, startOfUtcDay } from '../time'
import { seedAccountActivity } from './activity'
import { seedInstruments } from './instruments'
import { seedLargeHistory } from './large-account'
import { seedSupportClients } from './support-clients'
import { ACCOUNT_SEEDS, LARGE_ACCOUNT_CODE, seedUsers } from './users'

export interface SeedOptions {
  seed: number
  now: number
  /** Adds default:1099 (owned by trader) with this many historic orders; 0 = no such account. */
  largeAccountOrders: number
  /** Delegates the Demo's support user to this many more client accounts (support-clients.ts); 0 = none. */
  supportClients?: number
}

export function seedWorld(options: SeedOptions): SandboxWorld {
  const { now } = options
  const rng = new Random(options.seed)
  const world = new SandboxWorld(seedInstruments())
  world.prices.startAt(now)
  for (const user of seedUsers(now)) world.users.set(user.username, user)

  for (const seed of ACCOUNT_SEEDS) {
    const account = newAccount({
      code: seed.code,
      owner: seed.owner,
      baseCurrency: seed.baseCurrency,
      positionBased: seed.positionBased,
      registrationTime: startOfUtcDay(now) - seed.registeredDaysAgo * DAY_MS + 9 * 3_600_000,
    })
    world.accounts.set(account.code, account)
  }
  // Per-account instrument settings differ a little, as brokers configure them per account group.
  world.accounts.get('default:1002')?.tradingStatusOverrides.set('JPN225', 'CLOSE_ONLY')
  world.accounts.get('default:2001')?.tradingStatusOverrides.set('GER40', 'CLOSE_ONLY')
  world.accounts.get('default:2001')?.tradingStatusOverrides.set('UK100', 'NO')

  for (const seed of ACCOUNT_SEEDS) {
    const account = world.accounts.get(seed.code)
    if (account) seedAccountActivity(world, account, seed, rng.fork(seed.code), now)
  }

  if (options.largeAccountOrders > 0) {
    const account = newAccount({
      code: LARGE_ACCOUNT_CODE,
      owner: 'trader@default',
      baseCurrency: 'USD',
      positionBased: true,
      registrationTime: startOfUtcDay(now) - 60 * DAY_MS,
    })
    world.accounts.set(account.code, account)
    addCashTransfer(
      beginChange(world, account, startOfUtcDay(now) - 30 * DAY_MS),
      'DEPOSIT',
      250_000,
      'Initial deposit',
    )
    account.largeHistory = seedLargeHistory(world, account, options.largeAccountOrders, rng.fork('large'), now)
  }
  if (options.supportClients) seedSupportClients(world, options.supportClients, now)
  return world
}
