// What the shared table, filter and notice components say: records of an answer that could not be read, a
// subtotal's scope, a refused or invalid filter, a period choice. Each takes the facts and returns the sentence(s);
// the component only places them. Where a notice sets part of a sentence in markup (a bold phrase, a code), the
// parts come back separately so the words stay together.
import { msg } from '@shared/text/messages'

/**
 * Records of a list answer that did not match the API, said above the table (ResourceFrame's notice): one short
 * line per account whose records they were, where the records still named it (else one line for the list), and
 * what that does to the table, for the details.
 */
export function unreadableRecordsNotice(f: {
  count: number
  total: number
  noun: string
  accounts?: readonly { account: string; count: number }[] | undefined
}): {
  headlines: string[]
  explanation: string
} {
  const named = f.accounts ?? []
  const unnamed = f.count - named.reduce((sum, a) => sum + a.count, 0)
  const headlines = named.length
    ? [
        ...named.map((a) =>
          msg('tables.unreadableRecords.ofAccount', { account: a.account, count: a.count, records: a.count }),
        ),
        ...(unnamed > 0 ? [msg('tables.unreadableRecords.others', { count: unnamed })] : []),
      ]
    : [msg('tables.unreadableRecords.headline', { count: f.count, total: f.total, noun: f.noun })]
  return { headlines, explanation: msg('tables.unreadableRecords.explanation', { rest: f.total - f.count }) }
}

/** The disclosure under that notice that lists where the first few records broke. */
export const UNREADABLE_SAMPLES_LABEL = msg('tables.unreadableRecords.samplesLabel')

/** After a capped list of examples: how many more there were. */
export function moreNotListed(more: number): string {
  return msg('tables.moreNotListed', { more })
}

/** A subtotal's tooltip: exact, or of the readable rows only when records were left out. */
export function subtotalExplanation(text: string, leftOut?: { count: number; total: number }): string {
  return leftOut ? msg('tables.subtotal.readableOnly', { ...leftOut, text }) : msg('tables.subtotal.exact', { text })
}

/** Under a filter panel when the server refused one filter: the parameter goes between the two parts, as code. */
export const FILTER_REFUSED_NOTICE = {
  before: msg('tables.filterRefused.before'),
  after: msg('tables.filterRefused.after'),
} as const

/** A filter panel's summary after Apply with invalid fields: nothing was sent, and which fields. */
export function invalidFiltersSummary(labels: readonly string[]): string {
  const which = msg('tables.invalidFilters.which', { count: labels.length })
  return msg('tables.invalidFilters.summary', { which, labels: labels.join(', ') })
}

/** A filter panel for an endpoint whose only parameter is the accounts. */
export const NO_FILTERS_EXPLAINED = msg('tables.noFilters')

const PERIODS = ['today', 'previous-day', 'week', 'previous-week'] as const

/** A `period` filter choice in words ("Previous day"). */
export function periodWords(period: string): string {
  return (PERIODS as readonly string[]).includes(period)
    ? msg(`tables.period.${period as (typeof PERIODS)[number]}`)
    : period
}
