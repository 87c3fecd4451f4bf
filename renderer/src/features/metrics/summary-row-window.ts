// The summary bar's rows in the page: only those in view (and a few either side), as TanStack Virtual places them,
// plus, collapsed, the rows whose cells are widest. Table rows ignore CSS containment, so with every account's row in
// the page each change laid out the whole 200-row table; the columns still fit every account's figures because
// the widest row of each column stays in the table, laid out (`visibility: collapse` keeps a row's cells in the
// columns' widths) but not shown.
import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, type RefObject } from 'react'
import { textMeasurer } from '../../components/DataTable/header-width'
import type { SummaryRowFacts, SummaryRowProps } from './SummaryRow'
import { liveState } from './SummaryCells'
import { liveText, summaryRowTexts } from './summary-row-text'

/** A row of one line (the most common); a row with an estimate under its figures is measured taller. */
const ROW_ESTIMATE = 19
/** The bar's 128 px hold about six rows; this many more either side keep a quick scroll on drawn rows. */
const OVERSCAN = 8

export function useSummaryRowWindow(keys: readonly string[], scrollRef: RefObject<HTMLElement | null>) {
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys])
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is used as documented.
  const virtualizer = useVirtualizer({
    count: keys.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey,
    overscan: OVERSCAN,
    // Before the bar is measured (and in a DOM emulator, which lays nothing out): the bar's fixed height.
    initialRect: { width: 0, height: 128 },
  })
  const items = virtualizer.getVirtualItems()
  const first = items[0]
  const last = items.at(-1)
  return {
    virtualizer,
    items,
    /** Space for the rows above and below those in the page. */
    before: first?.start ?? 0,
    after: last ? virtualizer.getTotalSize() - last.end : 0,
  }
}

/** The fonts of the bar's cells (account-summary-bar.css): the account's code monospaced, the figures in the UI font. */
function cellFonts(): { code: string; figure: string } {
  const style = getComputedStyle(document.documentElement)
  const ui = style.getPropertyValue('--font-ui').trim() || 'sans-serif'
  const mono = style.getPropertyValue('--font-mono').trim() || 'monospace'
  return { code: `600 12px ${mono}`, figure: `600 13px ${ui}` }
}

/** Width of a character where no canvas measures text: only the order of the widths matters here. */
const CHAR_WIDTH = 7

type SharedProps = Omit<SummaryRowProps, keyof SummaryRowFacts>

interface Measured {
  facts: SummaryRowFacts
  shared: SharedProps
  widths: number[]
}

/** Each row's cell widths, while its facts (kept the same object while they say the same) and the shared props hold. */
const measured = new WeakMap<SummaryRowFacts, Measured>()
/**
 * The last widths measured for each account's figures: a row whose only change is its Live cell (each watch status
 * of a burst changes a couple of hundred) measures that cell alone, not its figures' texts again.
 */
const byFigures = new WeakMap<SummaryRowFacts['metrics'], Measured>()

const sameShared = (a: SharedProps, b: SharedProps) =>
  a.via === b.via && a.levels === b.levels && a.zone === b.zone && a.reference === b.reference

/** Everything but the Live cell says the same. */
const sameFigures = (a: SummaryRowFacts, b: SummaryRowFacts) =>
  a.metrics === b.metrics &&
  a.currency === b.currency &&
  a.client === b.client &&
  a.restricted === b.restricted &&
  a.estimate === b.estimate &&
  a.exposure === b.exposure

/**
 * The Live cell says the same words: the same state and no error in either (a watched account's words are its
 * state's and the source's). A burst moves every account's last-read time, which only the tooltip shows.
 */
const sameLiveWords = (a: SummaryRowFacts['live'], b: SummaryRowFacts['live'], via: SharedProps['via']) =>
  a !== undefined && b !== undefined && !a.error && !b.error && liveState(a, via) === liveState(b, via)

/** Per column, the account whose cell's text is widest in the bar's fonts, among all accounts, in view or not. */
export function widestRows(rows: readonly SummaryRowFacts[], shared: SharedProps): ReadonlySet<string> {
  // The fonts are read (a computed style) only when a row is measured: most renders change a row or two, or none.
  let measurer: ((text: string, column: number) => number) | undefined
  const measure = (text: string, column: number) => {
    if (!measurer) {
      const fonts = cellFonts()
      const code = textMeasurer(fonts.code, CHAR_WIDTH)
      const figure = textMeasurer(fonts.figure, CHAR_WIDTH)
      measurer = (t, c) => (c === 0 ? code(t) : figure(t))
    }
    return measurer(text, column)
  }
  const widest: Array<{ key: string; width: number }> = []
  for (const row of rows) {
    let kept = measured.get(row)
    if (!kept || !sameShared(kept.shared, shared)) {
      const props = { ...row, ...shared }
      const before = byFigures.get(row.metrics)
      let widths: number[]
      if (before && sameShared(before.shared, shared) && sameFigures(before.facts, row)) {
        if (sameLiveWords(before.facts.live, row.live, shared.via)) {
          widths = before.widths
        } else {
          widths = [...before.widths]
          widths[widths.length - 1] = measure(liveText(props), widths.length - 1)
        }
      } else {
        widths = summaryRowTexts(props).map(measure)
      }
      kept = { facts: row, shared, widths }
      measured.set(row, kept)
      byFigures.set(row.metrics, kept)
    }
    kept.widths.forEach((width, column) => {
      const best = widest[column]
      if (!best || width > best.width) widest[column] = { key: row.metrics.account, width }
    })
  }
  return new Set(widest.map((w) => w.key))
}
