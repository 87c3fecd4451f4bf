// A story-like stand-in for main + the DX server, for the dialog's component tests: an account with a version,
// open orders, order history, and a modify that applies the request when If-Match matches (412 otherwise) —
// or answers whatever a test scripts. Tests drive "another user" through change(), fill(), finish(), touch().
import type { Order } from '@shared/api/records'
import type { OrderRequest, SingleOrderRequest } from '@shared/api/requests'
import type { AppError, Result } from '@shared/ipc/result'
import { EURUSD, eurusdDetails, evolve, type OrderSpec } from './order-fixtures'

export interface ModifyCall {
  account: string
  request: OrderRequest
  ifMatch: string
  audit?: { attempt?: string | undefined } | undefined
}

type Answer = (call: ModifyCall) => Result<{ responses: { orderId: number; updateOrderId: number }[]; etag?: string }>

const ok = <T>(value: T): Result<T> => ({ ok: true, value })
const fail = (error: AppError): Result<never> => ({ ok: false, error })

export function fakeDesk(initial: Order[]) {
  let version = Math.max(100, ...initial.map((o) => o.version))
  let open = [...initial]
  const history: Order[] = []
  const modifies: ModifyCall[] = []
  const scripted: Answer[] = []
  let reads = 0
  const etag = () => `"${version}"`

  function apply(o: Order, r: SingleOrderRequest): Order {
    const leg = o.legs[0]
    const price = r.limitPrice ?? r.stopPrice ?? leg?.price
    const spec: OrderSpec = {
      version: version + 1,
      tif: r.tif ?? o.tif,
      ...(r.expireDate ? { expireDate: r.expireDate } : {}),
      ...(price !== undefined ? { price: Number(price) } : {}),
      ...(r.quantity !== undefined ? { quantity: Number(r.quantity) } : {}),
    }
    const next = evolve(o, spec)
    return r.tif && r.tif !== 'GTD' ? { ...next, expireDate: undefined } : next
  }

  const api = {
    requests: { cancel: async () => ok({}) },
    /** The workspace tells main an edit is open (no restart into an update meanwhile). */
    update: { editing: async () => ok({}) },
    orders: {
      open: async () => {
        reads += 1
        return ok({ data: open, etag: etag(), notModified: false, fetchedAt: Date.now() })
      },
      history: async (input: { params?: { 'with-order-id'?: string } }) => {
        const ids = String(input.params?.['with-order-id'] ?? '').split(',')
        return ok({
          data: { orders: history.filter((o) => ids.includes(String(o.orderId))) },
          notModified: false,
          fetchedAt: Date.now(),
        })
      },
      modify: async (call: ModifyCall) => {
        modifies.push(call)
        const answer = scripted.shift()
        if (answer) return answer(call)
        if (call.ifMatch !== etag()) {
          return fail({
            kind: 'precondition-failed',
            httpStatus: 412,
            message: 'The account changed since it was read (412).',
          })
        }
        const requests = 'orders' in call.request ? call.request.orders : [call.request]
        open = open.map((o) => {
          const r = requests.find((x) => x.orderCode === o.clientOrderId)
          return r ? apply(o, r) : o
        })
        version += 1
        return ok({ responses: requests.map((_, i) => ({ orderId: i, updateOrderId: 900 + i })), etag: etag() })
      },
    },
    instruments: {
      bySymbol: async () => ok({ data: [eurusdDetails()], notModified: false, fetchedAt: Date.now() }),
      reference: async () => ok({ data: [EURUSD], notModified: false, fetchedAt: Date.now() }),
    },
  }

  return {
    api,
    modifies,
    get reads() {
      return reads
    },
    get version() {
      return version
    },
    /** Someone else's change to an order: a new account version. */
    change(orderId: number, spec: OrderSpec) {
      version += 1
      open = open.map((o) => (o.orderId === orderId ? evolve(o, { version, ...spec }) : o))
    },
    /** Activity elsewhere on the account (another order, a transfer): only the version moves. */
    touch() {
      version += 1
    },
    /** The order ends (filled, cancelled…): it leaves open orders for history. */
    finish(orderId: number, status: 'COMPLETED' | 'CANCELED') {
      version += 1
      const o = open.find((x) => x.orderId === orderId)
      if (!o) return
      open = open.filter((x) => x !== o)
      history.push(
        evolve(o, {
          version,
          status,
          finalStatus: true,
          ...(status === 'COMPLETED' ? { filled: Number(o.legs[0]?.quantity ?? 0) } : {}),
        }),
      )
    },
    /** The next modify answers this instead of applying. */
    answerNext(answer: Answer) {
      scripted.push(answer)
    },
    /** The next modify is applied and then the connection is cut: the outcome is unknown to the client. */
    applyThenCut() {
      scripted.push((call) => {
        const requests = 'orders' in call.request ? call.request.orders : [call.request]
        open = open.map((o) => {
          const r = requests.find((x) => x.orderCode === o.clientOrderId)
          return r ? apply(o, r) : o
        })
        version += 1
        return fail({ kind: 'network', message: 'The connection was cut.', outcomeUnknown: true })
      })
    },
    install() {
      ;(window as unknown as { api: unknown }).api = api
    },
  }
}

export type FakeDesk = ReturnType<typeof fakeDesk>
