// The connected profile's price alerts: listed with a remove button each, and a small form to add one (an
// instrument row of the Exposure view fills in its symbol). Main keeps and evaluates them; this only edits the list.
import { msg } from '@shared/text/messages'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { priceAlertLabel } from '@shared/domain/risk'
import { orderDistanceAlert, type PriceAlert, type PriceAlertInput } from '@shared/domain/risk/price-alerts'
import { openOrdersQuery } from '../../api/queries'
import { dx, toAppError, unwrap } from '../../api/bridge'
import { queryKeys } from '../../api/query-keys'
import { ErrorPanel } from '../../components/ErrorPanel'

const alertsKey = (profileId: string) => [...queryKeys.resourceReads(profileId, 'priceAlerts.list')] as const

/** The working orders with a price (limit or stop), as an alert near one needs them. */
function useWorkingOrders(profileId: string, accounts: readonly string[]) {
  const orders = useQuery(openOrdersQuery({ profileId, accounts }, {}))
  return (orders.data?.data ?? []).flatMap((o) => {
    const leg = o.legs[0]
    if (!leg?.price || !leg.side) return []
    return [
      { account: o.account, orderCode: o.orderCode, symbol: leg.instrument, side: leg.side, price: String(leg.price) },
    ]
  })
}

export function PriceAlerts(props: {
  profileId: string
  accounts: readonly string[]
  symbols: readonly string[]
  /** A symbol chosen from an instrument row: the form takes it and the level field gets the focus. */
  chosen?: { symbol: string; at: number } | undefined
}) {
  const ids = useId()
  const client = useQueryClient()
  const key = alertsKey(props.profileId)
  const list = useQuery({ queryKey: key, queryFn: () => unwrap(dx().priceAlerts.list({})), retry: false })
  const [symbol, setSymbol] = useState('')
  const [side, setSide] = useState<PriceAlertInput['side']>('bid')
  const [when, setWhen] = useState<PriceAlertInput['when']>('at-or-above')
  const [level, setLevel] = useState('')
  const levelRef = useRef<HTMLInputElement>(null)
  // A new choice from a row replaces the symbol (set while rendering, React's pattern for a changed prop)...
  const [taken, setTaken] = useState(props.chosen)
  if (props.chosen !== taken) {
    setTaken(props.chosen)
    if (props.chosen) setSymbol(props.chosen.symbol)
  }
  // ...and the level is what is typed next.
  useEffect(() => {
    if (props.chosen) levelRef.current?.focus()
  }, [props.chosen])
  const set = (alerts: PriceAlert[]) => client.setQueryData(key, { alerts })
  const add = useMutation({
    mutationFn: (alert: PriceAlertInput) => unwrap(dx().priceAlerts.add({ alert })),
    onSuccess: (answer) => {
      set(answer.alerts)
      setLevel('')
    },
  })
  const remove = useMutation({
    mutationFn: (id: string) => unwrap(dx().priceAlerts.remove({ id })),
    onSuccess: (answer) => set(answer.alerts),
  })
  const working = useWorkingOrders(props.profileId, props.accounts)
  const [orderKey, setOrderKey] = useState('')
  const [distance, setDistance] = useState('')
  const [nearProblem, setNearProblem] = useState('')
  const submitNear = async (e: FormEvent) => {
    e.preventDefault()
    const order = working.find((o) => `${o.account}|${o.orderCode}` === orderKey) ?? working[0]
    if (!order) return
    setNearProblem('')
    const quotes = await unwrap(dx().marketData.quotes({ symbols: [order.symbol] })).catch(() => undefined)
    const q = quotes?.data.find((d) => d.symbol === order.symbol)
    const alert = q ? orderDistanceAlert(order, distance.trim(), { bid: String(q.bid), ask: String(q.ask) }) : null
    if (!alert) {
      setNearProblem(msg('risk.alerts.noQuote', { symbol: order.symbol }))
      return
    }
    add.mutate(alert, { onSuccess: () => setDistance('') })
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    add.mutate({ symbol: symbol.trim(), side, when, level: level.trim() })
  }
  const alerts = list.data?.alerts ?? []
  const failed = add.error ?? remove.error ?? list.error
  return (
    <section className="price-alerts" aria-labelledby={`${ids}-h`} data-testid="price-alerts">
      <h3 id={`${ids}-h`}>{msg('labels.risk.priceAlerts')}</h3>
      <p className="muted">{msg('risk.alerts.explained')}</p>
      <ul className="price-alerts__list" aria-label={msg('labels.risk.priceAlerts')}>
        {alerts.map((a) => {
          const label = priceAlertLabel(a)
          return (
            <li key={a.id} data-testid="price-alert">
              <span>{label}</span>
              {a.order && (
                <span className="muted">
                  {' '}
                  {msg('labels.risk.orderOrdercodeAtPrice', { orderCode: a.order.orderCode, price: a.order.price })}
                </span>
              )}{' '}
              <button
                type="button"
                onClick={() => remove.mutate(a.id)}
                disabled={remove.isPending}
                aria-label={msg('risk.alerts.remove', { label })}
              >
                {msg('labels.risk.remove')}
              </button>
            </li>
          )
        })}
        {list.isSuccess && alerts.length === 0 && <li className="muted">{msg('risk.alerts.none')}</li>}
      </ul>
      <form className="price-alerts__form" onSubmit={submit} aria-label={msg('risk.labels.addAlert')}>
        <label htmlFor={`${ids}-symbol`}>{msg('labels.risk.instrument')}</label>
        <input
          id={`${ids}-symbol`}
          list={`${ids}-symbols`}
          value={symbol}
          onChange={(e) => setSymbol(e.target.value)}
          spellCheck={false}
          required
          size={10}
        />
        <datalist id={`${ids}-symbols`}>
          {props.symbols.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <label htmlFor={`${ids}-side`}>{msg('labels.risk.price')}</label>
        <select id={`${ids}-side`} value={side} onChange={(e) => setSide(e.target.value as PriceAlertInput['side'])}>
          <option value="bid">{msg('labels.risk.bid')}</option>
          <option value="ask">{msg('labels.risk.ask')}</option>
        </select>
        <label htmlFor={`${ids}-when`}>{msg('labels.risk.when')}</label>
        <select id={`${ids}-when`} value={when} onChange={(e) => setWhen(e.target.value as PriceAlertInput['when'])}>
          <option value="at-or-above">{msg('labels.risk.atOrAbove')}</option>
          <option value="at-or-below">{msg('labels.risk.atOrBelow')}</option>
        </select>
        <label htmlFor={`${ids}-level`}>{msg('labels.risk.level')}</label>
        <input
          id={`${ids}-level`}
          ref={levelRef}
          value={level}
          onChange={(e) => setLevel(e.target.value)}
          inputMode="decimal"
          placeholder={msg('risk.alerts.levelHint')}
          required
          size={10}
        />
        <button type="submit" disabled={add.isPending}>
          {msg('labels.risk.addAlert')}
        </button>
      </form>
      <form className="price-alerts__form" onSubmit={(e) => void submitNear(e)} aria-labelledby={`${ids}-near`}>
        <span id={`${ids}-near`} className="price-alerts__legend" title={msg('risk.alerts.nearOrderHint')}>
          {msg('risk.alerts.nearOrderLegend')}
        </span>
        {working.length === 0 ? (
          <span className="muted">{msg('risk.alerts.noWorkingOrders')}</span>
        ) : (
          <>
            <label htmlFor={`${ids}-order`}>{msg('labels.risk.order')}</label>
            <select id={`${ids}-order`} value={orderKey} onChange={(e) => setOrderKey(e.target.value)}>
              {working.map((o) => (
                <option key={`${o.account}|${o.orderCode}`} value={`${o.account}|${o.orderCode}`}>
                  {msg('risk.alerts.orderOption', o)}
                </option>
              ))}
            </select>
            <label htmlFor={`${ids}-distance`}>{msg('labels.risk.distance')}</label>
            <input
              id={`${ids}-distance`}
              value={distance}
              onChange={(e) => setDistance(e.target.value)}
              inputMode="decimal"
              required
              size={8}
            />
            <button type="submit" disabled={add.isPending}>
              {msg('labels.risk.addAlert')}
            </button>
          </>
        )}
      </form>
      {nearProblem && (
        <p role="alert" className="field-error">
          {nearProblem}
        </p>
      )}
      {failed && <ErrorPanel error={toAppError(failed)} compact />}
    </section>
  )
}
