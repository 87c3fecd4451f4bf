// The whole in-memory state of one sandbox: users, instruments, prices and accounts with their orders,
// positions, balances, transfers and events. Mutated only through state/engine.ts so that every change bumps
// the owning account's version exactly once.
import type { ColumnarOrderHistory } from './order-columns'
import { PriceBook } from './prices'
import type {
  AccountEventState,
  AccountStatus,
  BalanceState,
  CashTransferState,
  InstrumentSpec,
  OrderGroupState,
  OrderState,
  PositionState,
  TradingStatus,
  UserState,
} from './types'
import { compareText } from '../text'

export interface AccountState {
  code: string
  clearing: string
  owner: string
  baseCurrency: string
  positionBased: boolean
  status: AccountStatus
  registrationTime: number
  pricingStream: string
  /** Time of the last change (for the users' last-updated filters). */
  updatedAt: number
  /** Monotonic; bumped once per change (placement, fill, modify, transfer, event…). Drives every ETag. */
  version: number
  /** In placement order. */
  orders: OrderState[]
  ordersById: Map<number, OrderState>
  ordersByClientId: Map<string, OrderState>
  groups: Map<number, OrderGroupState>
  positions: Map<string, PositionState>
  balances: Map<string, BalanceState>
  /** Chronological. */
  transfers: CashTransferState[]
  /** Chronological. */
  events: AccountEventState[]
  tradingStatusOverrides: Map<string, TradingStatus>
  /** Benchmark accounts keep their (immutable, final) order history here instead of in `orders`. */
  largeHistory?: ColumnarOrderHistory
}

export function newAccount(init: {
  code: string
  owner: string
  baseCurrency: string
  positionBased: boolean
  registrationTime: number
  status?: AccountStatus
}): AccountState {
  const clearing = init.code.slice(0, init.code.indexOf(':'))
  return {
    code: init.code,
    clearing,
    owner: init.owner,
    baseCurrency: init.baseCurrency,
    positionBased: init.positionBased,
    status: init.status ?? 'FULL_TRADING',
    registrationTime: init.registrationTime,
    pricingStream: 'default',
    updatedAt: init.registrationTime,
    version: 0,
    orders: [],
    ordersById: new Map(),
    ordersByClientId: new Map(),
    groups: new Map(),
    positions: new Map(),
    balances: new Map(),
    transfers: [],
    events: [],
    tradingStatusOverrides: new Map(),
  }
}

export class SandboxWorld {
  readonly instruments: readonly InstrumentSpec[]
  readonly instrumentsBySymbol: ReadonlyMap<string, InstrumentSpec>
  readonly prices: PriceBook
  readonly users = new Map<string, UserState>()
  readonly accounts = new Map<string, AccountState>()
  private nextOrderId = 100_001
  private nextExecutionCode = 900_001
  private nextTransactionCode = 70_001
  private nextTransferCode = 30_001
  private nextGroupId = 1
  /** Told of every account change as it begins (the push hub); unset while the seed builds the world. */
  onChange: ((account: AccountState) => void) | undefined

  constructor(instruments: readonly InstrumentSpec[]) {
    this.instruments = [...instruments].sort((a, b) => compareText(a.symbol, b.symbol))
    this.instrumentsBySymbol = new Map(this.instruments.map((i) => [i.symbol, i]))
    this.prices = new PriceBook(this.instrumentsBySymbol)
  }

  /** Order ids and update-order ids come from one sequence, as each order version is a new id. */
  allocateOrderId(): number {
    return this.nextOrderId++
  }

  /** Reserve a block of order ids (for the columnar benchmark history). */
  reserveOrderIds(count: number): number {
    const first = this.nextOrderId
    this.nextOrderId += count
    return first
  }

  allocateExecutionCode(): string {
    return String(this.nextExecutionCode++)
  }

  allocateTransactionCode(clearing: string): string {
    return `${clearing}:${this.nextTransactionCode++}`
  }

  allocateTransferCode(): string {
    return `T${this.nextTransferCode++}`
  }

  allocateGroupId(): number {
    return this.nextGroupId++
  }

  noteChange(account: AccountState): void {
    this.onChange?.(account)
  }

  account(code: string): AccountState | undefined {
    return this.accounts.get(code)
  }

  instrument(symbol: string): InstrumentSpec | undefined {
    return this.instrumentsBySymbol.get(symbol)
  }

  tradingStatus(account: AccountState, symbol: string): TradingStatus {
    const instrument = this.instrumentsBySymbol.get(symbol)
    return account.tradingStatusOverrides.get(symbol) ?? instrument?.tradingStatus ?? 'NO'
  }
}
