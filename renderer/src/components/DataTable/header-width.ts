// The width a column needs to show its whole header label. Default widths never cut a label short
// ("Position co…"); a width the person set by hand is theirs, whatever the label.

/** Cell padding (6 px each side), the border and room for the sort arrow. */
const ROOM = 12 + 1 + 14
/** Matches .data-table__cell--head: the table's size in the UI font, bold. */
const FALLBACK_CHAR_WIDTH = 7.2

let context: OffscreenCanvasRenderingContext2D | null | undefined

function headerFont(): string {
  const style = getComputedStyle(document.documentElement)
  const size = style.getPropertyValue('--fs-table').trim() || '12px'
  const family = style.getPropertyValue('--font-ui').trim() || 'sans-serif'
  return `600 ${size} ${family}`
}

export function headerWidth(label: string): number {
  // OffscreenCanvas is in every Chromium; where it is missing (a DOM emulator in unit tests) an estimate is enough.
  if (context === undefined)
    context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d')
  if (!context) return Math.ceil(label.length * FALLBACK_CHAR_WIDTH) + ROOM
  context.font = headerFont()
  return Math.ceil(context.measureText(label).width) + ROOM
}
