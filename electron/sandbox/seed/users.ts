// The fixed cast of the demo (docs/sandbox.md, "Users and accounts", documents it; the renderer, e2e tests and docs rely on it).
import { DAY_MS } from '../time'
import type { UserState } from '../state/types'

export const DEMO_DOMAIN = 'default'
export const DEMO_PASSWORD = 'demo'

export interface AccountSeed {
  code: string
  owner: string
  baseCurrency: string
  positionBased: boolean
  /** Instruments this account trades in its seeded history. */
  symbols: string[]
  /** Instruments of its open positions at seed time (distinct, so net-based positions do not cancel out). */
  positionSymbols: string[]
  registeredDaysAgo: number
}

export const LARGE_ACCOUNT_CODE = 'default:1099'

/** A Demo login with the Demo password, API access and no delegated owners unless `extra` says otherwise. */
export function demoUser(
  login: string,
  fullName: string,
  registrationTime: number,
  extra: Partial<UserState> = {},
): UserState {
  return {
    login,
    domain: DEMO_DOMAIN,
    username: `${login}@${DEMO_DOMAIN}`,
    fullName,
    password: DEMO_PASSWORD,
    apiEnabled: true,
    delegatedOwners: [],
    registrationTime,
    ...extra,
  }
}

export function seedUsers(now: number): UserState[] {
  const user = (login: string, fullName: string, extra: Partial<UserState> = {}) =>
    demoUser(login, fullName, now - 400 * DAY_MS, extra)
  return [
    user('trader', 'Alex Trader'),
    user('trader2', 'Blair Trader'),
    user('support', 'Casey Support', { delegatedOwners: ['trader@default', 'trader2@default'] }),
    user('noapi', 'Dana NoApi', { apiEnabled: false }),
  ]
}

export const ACCOUNT_SEEDS: AccountSeed[] = [
  {
    code: 'default:1001',
    owner: 'trader@default',
    baseCurrency: 'USD',
    positionBased: true,
    symbols: ['EUR/USD', 'USD/JPY', 'GBP/USD', 'XAU/USD', 'US30', 'AAPL', 'BTC/USD'],
    positionSymbols: ['EUR/USD', 'USD/JPY', 'XAU/USD', 'AAPL', 'EUR/USD'],
    registeredDaysAgo: 380,
  },
  {
    code: 'default:1002',
    owner: 'trader@default',
    baseCurrency: 'EUR',
    positionBased: false,
    symbols: ['EUR/USD', 'GER40', 'SAP', 'EUR/GBP', 'EUR/JPY', 'XAU/USD'],
    positionSymbols: ['EUR/GBP', 'GER40', 'SAP', 'EUR/JPY'],
    registeredDaysAgo: 200,
  },
  {
    code: 'default:2001',
    owner: 'trader2@default',
    baseCurrency: 'USD',
    positionBased: true,
    symbols: ['USD/JPY', 'AUD/USD', 'SPX500', 'TSLA', 'MSFT', 'ETH/USD', 'NVDA'],
    positionSymbols: ['AUD/USD', 'SPX500', 'MSFT', 'ETH/USD'],
    registeredDaysAgo: 120,
  },
]
