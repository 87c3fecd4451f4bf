// `--support-clients N`: a support desk's scale. The Demo's `support` user is delegated to N more client users
// (`client001`…), each owning one account (`default:5001`…) with a deposit and one working limit order, so a
// test can fill, transfer or call margin on any of them and see the support connection notice it.
import { addCashTransfer, beginChange, placeOrders } from '../state/engine'
import { newAccount, type SandboxWorld } from '../state/world'
import { DAY_MS, startOfUtcDay } from '../time'
import { DEMO_DOMAIN, demoUser } from './users'

const SUPPORT_USER = `support@${DEMO_DOMAIN}`
export const MAX_SUPPORT_CLIENTS = 999

export const supportClientAccount = (n: number): string => `default:${5000 + n}`

export function seedSupportClients(world: SandboxWorld, count: number, now: number): void {
  const registrationTime = startOfUtcDay(now) - 90 * DAY_MS
  const user = (login: string, fullName: string) => demoUser(login, fullName, registrationTime)
  const owners: string[] = []
  for (let n = 1; n <= count; n++) {
    const login = `client${String(n).padStart(3, '0')}`
    const client = user(login, `Client ${n}`)
    world.users.set(client.username, client)
    owners.push(client.username)
    const account = newAccount({
      code: supportClientAccount(n),
      owner: client.username,
      baseCurrency: 'USD',
      positionBased: true,
      registrationTime,
    })
    world.accounts.set(account.code, account)
    addCashTransfer(beginChange(world, account, registrationTime + DAY_MS), 'DEPOSIT', 10_000, 'Initial deposit')
    const mid = world.prices.mid('EUR/USD')
    placeOrders(beginChange(world, account, now - 60_000), [
      {
        clientOrderId: `desk-${n}`,
        type: 'LIMIT',
        instrument: 'EUR/USD',
        side: 'BUY',
        quantity: 10_000,
        limitPrice: Math.round(mid * 0.98 * 10_000) / 10_000,
        tif: 'GTC',
      },
    ])
  }
  world.users.get(SUPPORT_USER)?.delegatedOwners.push(...owners)
}
