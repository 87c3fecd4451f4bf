// The words of the order editor's sanity warnings (shared/domain/order-sanity.ts sends the rule and its numbers).
import type { Relation, SanityRule, SanityWarning } from '../domain/order-sanity'
import { msg } from './messages'

const relation = (where: Relation): string => msg(`rules.sanity.${where}`)

/** The rule in a few words: "Far from market". */
export function sanityRuleName(rule: SanityRule): string {
  return msg(`rules.sanity.names.${rule}`)
}

/** One sentence naming the rule's numbers. */
export function sanityWarningText(w: SanityWarning): string {
  switch (w.rule) {
    case 'tp-wrong-side-entry':
    case 'sl-wrong-side-entry':
      return msg(
        w.rule === 'tp-wrong-side-entry' ? 'rules.sanity.takeProfitWrongSide' : 'rules.sanity.stopLossWrongSide',
        {
          side: w.side,
          price: w.price,
          relation: relation(w.relation),
          entry: msg('rules.sanity.entry', { side: w.entrySide, price: w.entryPrice }),
        },
      )
    case 'limit-fills-now':
    case 'stop-triggers-now':
      return msg(w.rule === 'limit-fills-now' ? 'rules.sanity.limitFillsNow' : 'rules.sanity.stopTriggersNow', {
        side: w.side,
        price: w.price,
        relation: relation(w.relation),
        quoteSide: w.quoteSide,
        quote: w.quote,
      })
    case 'far-from-market':
      return msg('rules.sanity.farFromMarket', {
        price: w.price,
        percent: w.percent,
        quoteSide: w.quoteSide,
        quote: w.quote,
        limit: w.limit,
      })
    case 'size-above-usual':
      return msg('rules.sanity.sizeAboveUsual', {
        quantity: w.quantity,
        times: w.times,
        usual: w.usual,
        limit: w.limit,
      })
  }
}
