import { describe, expect, it } from 'vitest'
import { buildDisplayItems, computeSubtotals, keepClustersTogether, SubtotalKeeper } from './display-rows'
import { mergeLayout } from './layout'
import type { ColumnSpec } from './types'
import { words } from '@test-support/words'

interface Row {
  id: string
  account: string
  ccy: string
  amount: string
}
const columns: ColumnSpec<Row>[] = [
  { id: 'id', header: words('Id'), kind: 'code', value: (r) => r.id },
  {
    id: 'amount',
    header: words('Amount'),
    kind: 'number',
    value: (r) => r.amount,
    subtotal: { value: (r) => r.amount, unit: (r) => r.ccy, format: 'money' },
  },
]
const rows: Row[] = [
  { id: 'a', account: 'x:1', ccy: 'USD', amount: '0.1' },
  { id: 'b', account: 'x:2', ccy: 'USD', amount: '5' },
  { id: 'c', account: 'x:1', ccy: 'USD', amount: '0.2' },
  { id: 'd', account: 'x:1', ccy: 'EUR', amount: '-1.10' },
]

describe('grouping and subtotals', () => {
  it('sums exactly per unit', () => {
    const totals = computeSubtotals(
      columns,
      rows.filter((r) => r.account === 'x:1'),
    )
    expect(totals.amount?.parts.map((p) => [p.unit, p.sum.toFixed()])).toEqual([
      ['EUR', '-1.1'],
      ['USD', '0.3'],
    ])
  })

  it('groups by account with a header and a subtotal row each, keeping sorted order inside', () => {
    const items = buildDisplayItems(rows, (r) => r.id, {
      columns,
      group: { key: (r) => r.account, label: (k) => `Account ${k}` },
    })
    expect(items.map((i) => (i.type === 'row' ? i.id : i.type === 'group' ? i.label : `sub ${i.key}`))).toEqual([
      'Account x:1',
      'a',
      'c',
      'd',
      'sub x:1',
      'Account x:2',
      'b',
      'sub x:2',
    ])
  })

  it('marks unparseable values instead of producing a wrong total', () => {
    const totals = computeSubtotals(columns, [...rows, { id: 'e', account: 'x:1', ccy: 'USD', amount: 'n/a' }])
    expect(totals.amount?.unknown).toBe(true)
  })
})

describe('order groups stay together', () => {
  it('moves cluster members next to the first one, in sorted order', () => {
    const order = ['p1', 'x', 'c1', 'y', 'c2']
    const cluster: Record<string, string> = { p1: 'g', c1: 'g', c2: 'g' }
    expect(keepClustersTogether(order, (r) => cluster[r])).toEqual(['p1', 'c1', 'c2', 'x', 'y'])
  })

  it('tells each member where it stands', () => {
    const items = buildDisplayItems(['p', 'c', 'z'], (r) => r, {
      columns: [],
      clusterOf: (r) => (r === 'z' ? undefined : 'g'),
    })
    expect(items.map((i) => (i.type === 'row' ? i.groupPos : undefined))).toEqual(['first', 'last', undefined])
  })
})

describe('saved layouts', () => {
  const spec = (id: string, defaultHidden = false): ColumnSpec<Row> => ({
    id,
    header: words(id),
    kind: 'text',
    value: () => '',
    defaultHidden,
  })
  it('keeps the user’s order, drops removed columns and inserts new ones at their default place', () => {
    const cols = [spec('a'), spec('b'), spec('new'), spec('c', true)]
    const merged = mergeLayout({ order: ['c', 'b', 'gone', 'a'], hidden: ['b'], sizes: { a: 90, gone: 10 } }, cols)
    expect(merged.order).toEqual(['c', 'b', 'new', 'a'])
    expect(merged.hidden).toEqual(['b'])
    expect(merged.sizes).toEqual({ a: 90 })
  })
})

describe('subtotals kept between answers', () => {
  const grouped = (list: readonly Row[], keeper: SubtotalKeeper<Row>) =>
    buildDisplayItems(list, (r) => r.id, {
      columns,
      group: { key: (r) => r.account, label: (k) => k },
      totalsOf: (key, members) => keeper.totalsOf(columns, key, members),
    }).flatMap((item) => (item.type === 'subtotal' ? [[item.key, item.totals] as const] : []))

  it('a group whose rows did not change keeps its sums; a changed one is summed again, exactly', () => {
    const keeper = new SubtotalKeeper<Row>()
    const first = new Map(grouped(rows, keeper))
    const changed = rows.map((r) => (r.id === 'b' ? { ...r, amount: '7.5' } : r))
    const second = new Map(grouped(changed, keeper))
    expect(second.get('x:1')).toBe(first.get('x:1'))
    expect(second.get('x:2')).not.toBe(first.get('x:2'))
    expect(second.get('x:2')?.['amount']?.parts.map((p) => p.sum.toFixed())).toEqual(['7.5'])
  })
})
