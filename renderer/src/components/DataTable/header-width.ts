// The width a column needs to show its whole header label. Default widths never cut a label short
// ("Position co…"); a width the person set by hand is theirs, whatever the label.

/** Cell padding (6 px each side), the border and room for the sort arrow. */
const ROOM = 12 + 1 + 14
/** Matches .data-table__cell--head: the table's size in the UI font, bold. */
const FALLBACK_CHAR_WIDTH = 7.2

let context: OffscreenCanvasRenderingContext2D | null | undefined
/** The font last given to the context, as given (the context reads it back normalised). */
let contextFont: string | undefined

function headerFont(): string {
  const style = getComputedStyle(document.documentElement)
  const size = style.getPropertyValue('--fs-table').trim() || '12px'
  const family = style.getPropertyValue('--font-ui').trim() || 'sans-serif'
  return `600 ${size} ${family}`
}

/**
 * Measures labels in the header font as it is now. The font is read once per measurer, not once per label: a
 * table builds its columns while it renders, when the document's styles are out of date, and every read of a
 * computed style then makes Chromium recompute them, once per column before this.
 */
export function headerMeasurer(): (label: string) => number {
  const measure = textMeasurer(headerFont(), FALLBACK_CHAR_WIDTH)
  return (label) => Math.ceil(measure(label)) + ROOM
}

/** The width of a text in `font`, in px; where no canvas is (a DOM emulator in unit tests), a width per character. */
export function textMeasurer(font: string, charWidth: number): (text: string) => number {
  // OffscreenCanvas is in every Chromium; where it is missing an estimate is enough.
  if (context === undefined)
    context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d')
  const measuring = context
  if (!measuring) return (text) => text.length * charWidth
  return (text) => {
    // Another measurer (another table, another font size) may have set its own font in between.
    if (contextFont !== font) {
      measuring.font = font
      contextFont = font
    }
    return measuring.measureText(text).width
  }
}
