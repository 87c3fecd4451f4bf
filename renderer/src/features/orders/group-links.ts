// Only the open-orders listing says which group a working order belongs to (the API computes `links` there and
// nowhere else). Portfolio and History show the same working orders: they borrow the links from that listing,
// so a THEN order reads the same on every screen ("THEN ← 100209", what it acts on, what remains).
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { isFinalOrder } from '@shared/api/enums'
import type { Order } from '@shared/api/records'
import { openOrdersQuery } from '../../api/queries'
import type { Scope } from '../../api/query-keys'

export type OpenOrderLinks = ReadonlyMap<string, NonNullable<Order['links']>>

const NO_PARAMS = {}
const NONE: OpenOrderLinks = new Map()
const keyOf = (o: Pick<Order, 'account' | 'orderCode'>) => `${o.account}|${o.orderCode}`

/** The open-orders listing's links by order, read only while `wanted` (some working order is on screen). */
export function useOpenOrderLinks(scope: Scope, wanted: boolean): OpenOrderLinks {
  const open = useQuery({ ...openOrdersQuery(scope, NO_PARAMS), enabled: wanted && scope.accounts.length > 0 })
  const orders = open.data?.data
  return useMemo(() => {
    if (!orders) return NONE
    const links = new Map<string, NonNullable<Order['links']>>()
    for (const o of orders) if (o.links && o.links.length > 0) links.set(keyOf(o), o.links)
    return links
  }, [orders])
}

/** A working order with the links the open-orders listing gives it; any other order as it is. */
export function withOpenLinks<O extends Order>(order: O, links: OpenOrderLinks): O {
  if (order.links || isFinalOrder(order)) return order
  const found = links.get(keyOf(order))
  return found ? { ...order, links: found } : order
}

export const anyWorking = (orders: readonly Order[] | undefined) => (orders ?? []).some((o) => !isFinalOrder(o))
