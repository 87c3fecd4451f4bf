// Order-history pages as JSON text, written straight from the stored orders. Building `OrderWire` objects
// (and, for the columnar benchmark history, whole `OrderState` graphs first) and then `JSON.stringify`-ing
// them cost ~1.3 ms for a page of 100 stored orders that no cache had seen, several times that for columnar
// rows (docs/performance.md, "Sandbox: cached and uncached pages"); this writes the same text in one pass. It must say exactly what `JSON.stringify(orderWire(account, order))` says, key for
// key and byte for byte, and `order-json.test.ts` proves that for every seeded order of every kind.
// Only the history listing uses it; every other answer is built from the wire objects in ./orders.ts.
import { formatDate, formatWireTimestamp } from '@shared/api'
import type { WrittenBytes } from '../http/body-cache'
import { orderPrice, orderSize, remainingQuantity } from '../state/engine'
import { COLUMN_SIDES, COLUMN_STATUSES, COLUMN_TIFS, COLUMN_TYPES, REJECT_REASONS } from '../state/order-columns'
import type { ColumnarOrderHistory } from '../state/order-columns'
import type { CashTransactionState, ExecutionState, OrderState } from '../state/types'
import { isFinal } from '../state/types'
import type { HistoryHit } from '../state/history-query'
import type { AccountState } from '../state/world'
import { DAY_MS } from '../time'

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'))
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'))
/** `YYYY-MM-DDT` by UTC day number; a page's orders share a handful of days. */
const dayPrefixes = new Map<number, string>()
/** The last ms representable as `YYYY-MM-DDTHH:mm:ss.sssZ` (four-digit year). */
const LAST_FOUR_DIGIT_YEAR_MS = 253_402_300_799_999

function dayPrefix(day: number): string {
  let prefix = dayPrefixes.get(day)
  if (prefix === undefined) {
    if (dayPrefixes.size >= 4096) dayPrefixes.clear()
    prefix = formatWireTimestamp(day * DAY_MS).slice(0, 11)
    dayPrefixes.set(day, prefix)
  }
  return prefix
}

/**
 * `formatWireTimestamp(ms)` without a `Date` per call: the day's prefix is formatted once, the time of day is
 * arithmetic. A CPU profile of uncached pages put `toISOString` at ~40 % of writing an order (two per
 * order). Anything but a whole ms in years 1970–9999 takes `formatWireTimestamp` itself.
 */
export function timestampText(ms: number): string {
  if (!Number.isInteger(ms) || ms < 0 || ms > LAST_FOUR_DIGIT_YEAR_MS) return formatWireTimestamp(ms)
  const day = Math.floor(ms / DAY_MS)
  const prefix = dayPrefix(day)
  const inDay = ms - day * DAY_MS
  const milli = inDay % 1000
  const seconds = (inDay - milli) / 1000
  const second = seconds % 60
  const minutes = (seconds - second) / 60
  const minute = minutes % 60
  const hour = (minutes - minute) / 60
  return `${prefix}${TWO_DIGITS[hour]}:${TWO_DIGITS[minute]}:${TWO_DIGITS[second]}.${THREE_DIGITS[milli]}Z`
}

/** `formatDate(ms)` (`YYYY-MM-DDZ` of the UTC day) from the same per-day prefixes as `timestampText`. */
export function dateText(ms: number): string {
  if (!Number.isInteger(ms) || ms < 0 || ms > LAST_FOUR_DIGIT_YEAR_MS) return formatDate(ms)
  return `${dayPrefix(Math.floor(ms / DAY_MS)).slice(0, 10)}Z`
}

/** A JSON string literal, escaped exactly as `JSON.stringify` escapes it. */
const text = (s: string): string => JSON.stringify(s)

/** A JSON number as `JSON.stringify` writes it (`null` for NaN and ±Infinity, `0` for -0). */
const num = (n: number): string => (Number.isFinite(n) ? String(n) : 'null')

/** The optional `,"key":value` pairs: absent when the stored value is absent, as with the wire objects. */
const optNum = (key: string, n: number | undefined): string => (n === undefined ? '' : `,"${key}":${num(n)}`)
const optText = (key: string, s: string | undefined): string => (s === undefined ? '' : `,"${key}":${text(s)}`)

function executionJson(account: string, e: ExecutionState): string {
  return (
    `{"account":${account},"executionCode":${text(e.executionCode)},"orderCode":${text(e.orderCode)}` +
    `,"updateOrderId":${num(e.updateOrderId)},"version":${num(e.version)},"clientOrderId":${text(e.clientOrderId)}` +
    `,"actionCode":${text(e.actionCode)},"instrument":${text(e.instrument)},"status":${text(e.status)}` +
    `,"finalStatus":${e.finalStatus},"filledQuantity":${num(e.filledQuantity)},"lastQuantity":${num(e.lastQuantity)}` +
    `,"remainingQuantity":${num(e.remainingQuantity)},"filledQuantityNotional":${num(e.filledQuantityNotional)}` +
    `,"lastQuantityNotional":${num(e.lastQuantityNotional)},"transactionTime":"${timestampText(e.transactionTime)}"` +
    `${optNum('lastPrice', e.lastPrice)}${optNum('averagePrice', e.averagePrice)}${optNum('marginRate', e.marginRate)}` +
    `${optText('rejectReason', e.rejectReason)}${optNum('rejectCode', e.rejectCode)}}`
  )
}

function cashTransactionJson(account: string, c: CashTransactionState): string {
  return (
    `{"account":${account},"transactionCode":${text(c.transactionCode)},"version":${num(c.version)}` +
    `,"type":${text(c.type)},"value":${num(c.value)},"currency":${text(c.currency)}` +
    `,"transactionTime":"${timestampText(c.transactionTime)}"${optText('orderCode', c.orderCode)}` +
    `${optText('clientOrderId', c.clientOrderId)}${optText('tradeCode', c.tradeCode)}` +
    `${optText('positionCode', c.positionCode)}}`
  )
}

function list<T>(items: readonly T[], write: (item: T) => string): string {
  let out = '['
  for (let i = 0; i < items.length; i++) out += (i ? ',' : '') + write(items[i] as T)
  return `${out}]`
}

/** `JSON.stringify(orderWire(account, order))` for a stored order object (history: no links). */
export function orderJson(account: AccountState, order: OrderState): string {
  const code = text(order.account)
  const side = text(order.side)
  const instrument = text(order.instrument)
  const price = order.type === 'MARKET' && order.filledQuantity > 0 ? order.averagePrice : orderPrice(order)
  let quantity = ''
  if (order.quantity !== undefined) quantity = `,"quantity":${num(order.quantity)}`
  else if (order.positionEffect !== 'CLOSE') quantity = `,"quantity":${num(orderSize(account, order))}`
  const leg =
    `{"instrument":${instrument},"side":${side},"price":${num(price)},"legRatio":1` +
    `,"filledQuantity":${num(order.filledQuantity)},"remainingQuantity":${num(remainingQuantity(account, order))}` +
    `,"averagePrice":${num(order.averagePrice)}${optText('positionEffect', order.positionEffect)}` +
    `${optText('positionCode', order.positionCode)}${quantity}}`
  return (
    `{"account":${code},"orderId":${num(order.orderId)},"orderCode":${text(order.orderCode)}` +
    `,"version":${num(order.version)},"clientOrderId":${text(order.clientOrderId)},"actionCode":${text(order.actionCode)}` +
    `,"legCount":1,"type":${text(order.type)},"instrument":${instrument},"status":${text(order.status)}` +
    `,"finalStatus":${isFinal(order.status)},"legs":[${leg}],"side":${side},"tif":${text(order.tif)}` +
    `,"issueTime":"${timestampText(order.issueTime)}","transactionTime":"${timestampText(order.transactionTime)}"` +
    `,"executions":${list(order.executions, (e) => executionJson(code, e))}` +
    `,"cashTransactions":${list(order.cashTransactions, (c) => cashTransactionJson(code, c))}` +
    `${optNum('priceOffset', order.priceOffset)}${optText('priceLink', order.priceLink)}` +
    `${order.expireDate === undefined ? '' : `,"expireDate":"${formatDate(order.expireDate)}"`}` +
    `${optNum('marginRate', order.marginRate)}}`
  )
}

/** Escaped once per history: the texts every row shares. */
interface ColumnTexts {
  account: string
  /** `"<clientIdPrefix>` without its closing quote; the order id follows. */
  clientIdOpen: string
  symbols: string[]
  statuses: string[]
  finals: boolean[]
  types: string[]
  sides: string[]
  tifs: string[]
  rejects: string[]
}

const columnTexts = new WeakMap<ColumnarOrderHistory, ColumnTexts>()

function textsOf(history: ColumnarOrderHistory): ColumnTexts {
  let texts = columnTexts.get(history)
  if (!texts) {
    texts = {
      account: text(history.account),
      clientIdOpen: text(history.clientIdPrefix).slice(0, -1),
      symbols: history.symbols.map(text),
      statuses: COLUMN_STATUSES.map(text),
      finals: COLUMN_STATUSES.map(isFinal),
      types: COLUMN_TYPES.map(text),
      sides: COLUMN_SIDES.map(text),
      tifs: COLUMN_TIFS.map(text),
      rejects: REJECT_REASONS.map((r) => `,"rejectReason":${text(r.reason)},"rejectCode":${num(r.code)}`),
    }
    columnTexts.set(history, texts)
  }
  return texts
}

/**
 * `JSON.stringify(orderWire(account, history.materialise(row)))`, read from the columns without building the
 * order: the same two executions, prices and times `materialise` gives every row.
 */
export function columnOrderJson(account: AccountState, history: ColumnarOrderHistory, row: number): string {
  const t = textsOf(history)
  const orderId = history.orderIdAt(row)
  const statusCode = history.status[row] ?? 0
  const status = t.statuses[statusCode] ?? text('COMPLETED')
  const final = t.finals[statusCode] ?? true
  const typeCode = history.type[row] ?? 0
  const sideCode = history.side[row] ?? 0
  const buy = (COLUMN_SIDES[sideCode] ?? 'BUY') === 'BUY'
  const side = t.sides[sideCode] ?? text('BUY')
  const tifCode = history.tif[row] ?? 0
  const instrument = t.symbols[history.instrument[row] ?? 0] ?? '""'
  // Each number is turned into text once: a fractional one costs more than writing the rest of its field.
  const quantityValue = history.quantity[row] ?? 0
  const filledValue = history.filled[row] ?? 0
  const averageValue = history.averagePrice[row] ?? 0
  const quantity = num(quantityValue)
  const filled = num(filledValue)
  const averagePrice = num(averageValue)
  const market = COLUMN_TYPES[typeCode] === 'MARKET'
  const price = market && filledValue > 0 ? averagePrice : num(history.price[row] ?? 0)
  // Every seeded row is final (remaining 0); any other status takes the engine's own rule.
  const remaining = final ? '0' : num(remainingQuantity(account, history.materialise(row)))
  const issueTime = timestampText(history.issueTime[row] ?? 0)
  const transactionMs = history.transactionTime[row] ?? 0
  const transactionTime = timestampText(transactionMs)
  const version = num(history.version[row] ?? 0)
  const ids =
    `"orderCode":"${orderId}","updateOrderId":${orderId},"version":${version}` +
    `,"clientOrderId":${t.clientIdOpen}${orderId}","actionCode":"${orderId}-1","instrument":${instrument}`
  const executionBase = history.firstExecutionCode + 2 * row
  const placed =
    `{"account":${t.account},"executionCode":"${executionBase}",${ids},"status":"WORKING","finalStatus":false` +
    `,"filledQuantity":0,"lastQuantity":0,"remainingQuantity":${quantity},"filledQuantityNotional":0` +
    `,"lastQuantityNotional":0,"transactionTime":"${issueTime}"}`
  const fill = filledValue > 0 ? `,"lastPrice":${averagePrice},"averagePrice":${averagePrice}` : ''
  const reject = COLUMN_STATUSES[statusCode] === 'REJECTED' ? (t.rejects[row % t.rejects.length] ?? '') : ''
  const lastQuantity = filledValue > 0 ? (buy ? filled : num(-filledValue)) : '0'
  const done =
    `{"account":${t.account},"executionCode":"${executionBase + 1}",${ids},"status":${status},"finalStatus":true` +
    `,"filledQuantity":${filled},"lastQuantity":${lastQuantity}` +
    `,"remainingQuantity":0,"filledQuantityNotional":${num(Math.round(filledValue * averageValue * 100) / 100)}` +
    `,"lastQuantityNotional":${num(Math.round((buy ? 1 : -1) * filledValue * averageValue * 100) / 100)}` +
    `,"transactionTime":"${transactionTime}"${fill}${reject}}`
  const expire = COLUMN_TIFS[tifCode] === 'GTD' ? `,"expireDate":"${dateText(transactionMs)}"` : ''
  return (
    `{"account":${t.account},"orderId":${orderId},"orderCode":"${orderId}","version":${version}` +
    `,"clientOrderId":${t.clientIdOpen}${orderId}","actionCode":"${orderId}-1","legCount":1,"type":${t.types[typeCode] ?? text('MARKET')}` +
    `,"instrument":${instrument},"status":${status},"finalStatus":${final}` +
    `,"legs":[{"instrument":${instrument},"side":${side},"price":${price},"legRatio":1` +
    `,"filledQuantity":${filled},"remainingQuantity":${remaining},"averagePrice":${averagePrice}` +
    `,"quantity":${quantity}}],"side":${side},"tif":${t.tifs[tifCode] ?? text('GTC')},"issueTime":"${issueTime}"` +
    `,"transactionTime":"${transactionTime}","executions":[${placed},${done}],"cashTransactions":[]${expire}}`
  )
}

/** One matched order as JSON, from whichever form it is stored in. */
export function hitJson(hit: HistoryHit): string {
  const history = hit.account.largeHistory
  if (hit.order) return orderJson(hit.account, hit.order)
  if (!history) throw new Error(`order ${hit.orderId} has no stored form`)
  return columnOrderJson(hit.account, history, hit.row)
}

/**
 * Writes the bytes of `JSON.stringify` of the HistoricOrderList wire body — the page's orders, and the
 * continuation when the cap cut the result — into `into`, or into a larger buffer when they do not fit.
 * Each order is encoded straight into the buffer: one string of the whole page would have to be flattened by
 * V8 before encoding, and a buffer per order joined by `Buffer.concat` costs more (docs/performance.md).
 */
export function writeHistoryPage(
  into: Buffer,
  hits: readonly HistoryHit[],
  nextPageTransactionTime: number | undefined,
): WrittenBytes {
  let buffer = into
  let at = 0
  const put = (json: string) => {
    // UTF-8 needs at most 3 bytes per UTF-16 unit, so a write never stops short.
    const need = at + json.length * 3
    if (need > buffer.length) {
      const bigger = Buffer.allocUnsafeSlow(Math.max(need, buffer.length * 2))
      buffer.copy(bigger, 0, 0, at)
      buffer = bigger
    }
    at += buffer.write(json, at)
  }
  put('{"orders":[')
  for (let i = 0; i < hits.length; i++) put((i ? ',' : '') + hitJson(hits[i] as HistoryHit))
  put(
    nextPageTransactionTime === undefined
      ? ']}'
      : `],"nextPageTransactionTime":"${formatWireTimestamp(nextPageTransactionTime)}"}`,
  )
  return { buffer, length: at }
}

/** The page's bytes in a buffer of their own. */
export function historyPageBytes(hits: readonly HistoryHit[], nextPageTransactionTime: number | undefined): Buffer {
  const { buffer, length } = writeHistoryPage(Buffer.allocUnsafe(64 * 1024), hits, nextPageTransactionTime)
  return Buffer.from(buffer.subarray(0, length))
}
