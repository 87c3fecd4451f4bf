// What the sandbox always sends, for the schemas of its answers. The shared schemas read every spelling a DX
// server or client is known to use (numbers as text, account objects, openPl and openPL); a client generated
// from a document that said so would be lenient where the server is not. So a schema only answers use is
// tightened here: numbers are numbers, codes have one type, an account code is `clearing:account` text, and of
// each pair of spellings only those the sandbox writes are listed; what it always writes is required
// (docs/api-notes.md, "Record spellings"). Request bodies keep the lenient form: it is what the server accepts.
import type { JsonObject } from './document'

const ACCOUNT_CODE: JsonObject = {
  type: 'string',
  pattern: '^[^:]+:.+$',
  examples: ['default:1001'],
  description: 'An account code, clearing:account',
}

/**
 * Per schema: spellings a reader accepts that the sandbox never writes, and fields the shared schema leaves
 * optional (other servers omit them) that the sandbox always writes.
 */
const FIELDS: Record<string, { drop: string[]; require: string[] }> = {
  AccountMetrics: {
    drop: ['openPl', 'totalPl'],
    require: ['openPL', 'totalPL', 'margin', 'initialMargin', 'maintenanceMargin', 'credit', 'balances'],
  },
  PositionMetrics: {
    drop: ['openPl', 'totalPl'],
    require: ['margin', 'initialMargin', 'maintenanceMargin', 'marginRate'],
  },
  CurrencyMetrics: { drop: [], require: ['withdrawableBalance', 'availableBalanceForWithdrawal'] },
  AccountDetails: { drop: ['isPositionBased'], require: ['positionBased', 'pricingStream'] },
  InstrumentDetailsList: { drop: ['instruments'], require: ['instrumentDetails'] },
  AccountEvent: { drop: [], require: ['time', 'reason'] },
  Order: { drop: [], require: ['executions', 'cashTransactions'] },
  OrderLeg: { drop: [], require: ['side', 'price'] },
}

/**
 * The lenient field schemas of shared/api/primitives.ts, recognised by their description, and the form the
 * sandbox writes instead.
 */
const EXACT_BY_DESCRIPTION: Record<string, JsonObject> = {
  'A decimal: a JSON number, or numeric text such as "Infinity"': { type: 'number' },
  'A whole number (numeric text is read too)': { type: 'integer' },
  'An identifier: text, or a whole number': { type: 'string' },
  'Milliseconds, or an interval such as 00:30:00': {
    type: 'string',
    pattern: '^\\d{2}:\\d{2}:\\d{2}$',
    description: 'An interval such as 00:30:00',
  },
  'Empty or null when absent': { type: 'string' },
  'A UTC date such as 2024-04-21Z (a full timestamp is read too)': {
    type: 'string',
    pattern: '^\\d{4}-\\d{2}-\\d{2}Z$',
    description: 'A UTC date such as 2024-04-21Z',
  },
  'An account code, clearing:account': ACCOUNT_CODE,
}

/** Fields the sandbox writes otherwise than their kind says, per schema. */
const EXACT_BY_FIELD: Record<string, Record<string, JsonObject>> = {
  // The open-ended margin tier's bound is infinite, which JSON numbers cannot carry.
  MarginTier: {
    endVolume: { anyOf: [{ type: 'number' }, { const: 'Infinity' }], description: 'A number, or "Infinity"' },
  },
  // The rejection code is a number, like the order id it sits beside.
  Execution: { rejectCode: { type: 'integer' } },
}

/** One value's schema as the sandbox writes it. */
function exact(node: JsonObject, fields: Record<string, JsonObject> = {}, key?: string): JsonObject {
  const byField = key === undefined ? undefined : fields[key]
  if (byField) return byField
  const replacement = typeof node.description === 'string' ? EXACT_BY_DESCRIPTION[node.description] : undefined
  return replacement ?? walk(node)
}

function walk(node: JsonObject, fields: Record<string, JsonObject> = {}): JsonObject {
  const out: JsonObject = { ...node }
  if (node.properties && typeof node.properties === 'object') {
    const properties: JsonObject = {}
    for (const [key, value] of Object.entries(node.properties as Record<string, JsonObject>)) {
      properties[key] = exact(value, fields, key)
    }
    out.properties = properties
  }
  if (node.items && typeof node.items === 'object') out.items = exact(node.items as JsonObject)
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(node[key])) out[key] = (node[key] as JsonObject[]).map((n) => exact(n))
  }
  return out
}

export function tightenResponseSchema(name: string, schema: JsonObject): JsonObject {
  const out = walk(schema, EXACT_BY_FIELD[name])
  const fields = FIELDS[name]
  if (!fields || !out.properties) return out
  const properties = { ...(out.properties as JsonObject) }
  for (const key of fields.drop) delete properties[key]
  const required = new Set([...((out.required as string[] | undefined) ?? []), ...fields.require])
  return { ...out, properties, required: [...required].filter((key) => key in properties) }
}
