import { afterEach, describe, expect, it, vi } from 'vitest'

/** A canvas context that counts font changes and measures 6 px a character. */
function fakeCanvas() {
  const fonts: string[] = []
  const context = {
    set font(value: string) {
      fonts.push(value)
    },
    measureText: (label: string) => ({ width: label.length * 6 }),
  }
  class FakeOffscreenCanvas {
    getContext() {
      return context
    }
  }
  return { fonts, FakeOffscreenCanvas }
}

describe('headerMeasurer', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    vi.resetModules()
  })

  it('reads the header font once for all of a table’s labels, and measures each label in it', async () => {
    const { fonts, FakeOffscreenCanvas } = fakeCanvas()
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas)
    document.documentElement.style.setProperty('--fs-table', '13px')
    const styleReads = vi.spyOn(window, 'getComputedStyle')
    const { headerMeasurer } = await import('./header-width')

    const width = headerMeasurer()
    const widths = ['Symbol', 'Position code', 'Open time', 'Quantity'].map(width)

    expect(styleReads).toHaveBeenCalledTimes(1)
    expect(fonts).toEqual(['600 13px sans-serif'])
    // The label's width, the padding, the border and room for the sort arrow.
    expect(widths).toEqual([6 * 6 + 27, 13 * 6 + 27, 9 * 6 + 27, 8 * 6 + 27])
  })

  it('gives the context its font again when another measurer set another one in between', async () => {
    const { fonts, FakeOffscreenCanvas } = fakeCanvas()
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas)
    const { headerMeasurer } = await import('./header-width')

    document.documentElement.style.setProperty('--fs-table', '12px')
    const small = headerMeasurer()
    document.documentElement.style.setProperty('--fs-table', '14px')
    const large = headerMeasurer()
    small('Side')
    large('Side')
    small('Price')

    expect(fonts).toEqual(['600 12px sans-serif', '600 14px sans-serif', '600 12px sans-serif'])
  })

  it('estimates from the label’s length where there is no canvas', async () => {
    vi.stubGlobal('OffscreenCanvas', undefined)
    const { headerMeasurer } = await import('./header-width')
    expect(headerMeasurer()('Price')).toBe(Math.ceil(5 * 7.2) + 27)
  })
})
