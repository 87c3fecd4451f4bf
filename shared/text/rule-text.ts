// The words of a broken order rule (shared/domain/order-rules.ts sends its code and facts): the sandbox answers
// with them as the server's words, and the order editor shows them.
import type { RuleProblem } from '../domain/order-rules'
import { msg, type MessageValues } from './messages'
import { countOf } from './plural'

/** One sentence naming the rule, its fields (as the API names them) and its limit. */
export function ruleProblemText(p: RuleProblem): string {
  const { code, field: _field, ...facts } = p
  if (code === 'expiry-only-gtd' && !('tif' in facts && facts.tif !== undefined)) {
    return msg('rules.problem.expiryOnlyGtdNoTif')
  }
  if (code === 'above-max-lots' && 'lots' in facts) {
    return msg('rules.problem.above-max-lots', { ...facts, lots: countOf(facts.lots, 'lot') })
  }
  return msg(`rules.problem.${code}`, facts as MessageValues)
}

/** Why a client order id is refused. */
export function clientOrderIdText(): string {
  return msg('rules.problem.bad-client-order-id')
}
