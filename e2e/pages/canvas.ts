// What a chart's canvas shows, read the way a person would judge it: one colour is a blank canvas, several are a
// drawing.
import type { Locator } from '@playwright/test'

/** How many colours the canvas holds, sampling every fourth pixel (0 while it has no size or no 2D context). */
export async function canvasColours(canvas: Locator): Promise<number> {
  return canvas.evaluate((el: HTMLCanvasElement) => {
    const ctx = el.getContext('2d')
    if (!ctx || el.width === 0) return 0
    const data = ctx.getImageData(0, 0, el.width, el.height).data
    const colours = new Set<number>()
    for (let i = 0; i < data.length; i += 16) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!)
    return colours.size
  })
}
