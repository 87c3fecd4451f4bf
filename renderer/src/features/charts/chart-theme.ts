// Colours of every canvas chart, per theme, and the theme now (followed live: the toggle flips
// `data-theme` on <html>). Canvas pixels cannot read CSS variables, so the two palettes live here.
import { useEffect, useState } from 'react'

export const CHART_PALETTE = {
  light: {
    /** The panel behind the canvas (CSS --surface): a halo behind marker text. */
    surface: '#ffffff',
    text: '#1f2933',
    grid: '#e4e7eb',
    up: '#0b7a3e',
    down: '#b42318',
    line: '#1757c2',
    equity: '#7c3aed',
    deposit: '#0b7a3e',
    withdrawal: '#b42318',
    // Price lines look the same in both themes: the legend under the chart title draws them in CSS.
    current: '#6b7280',
    proposed: '#2563eb',
    entry: '#b7791f',
    group: '#0f766e',
    bid: '#c2410c',
    ask: '#0369a1',
  },
  dark: {
    surface: '#151a20',
    text: '#d0d7de',
    grid: '#2d333b',
    up: '#3fb950',
    down: '#f85149',
    line: '#58a6ff',
    equity: '#c297ff',
    deposit: '#3fb950',
    withdrawal: '#f85149',
    current: '#6b7280',
    proposed: '#2563eb',
    entry: '#b7791f',
    group: '#14b8a6',
    bid: '#fb923c',
    ask: '#38bdf8',
  },
} as const

export type ChartTheme = keyof typeof CHART_PALETTE
export type ChartColours = (typeof CHART_PALETTE)[ChartTheme]

/** Black or white, whichever reads better on a `#rrggbb` fill (relative luminance, WCAG's formula). */
export function textOn(fill: string): '#000000' | '#ffffff' {
  const channel = (i: number) => {
    const c = parseInt(fill.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return luminance > 0.179 ? '#000000' : '#ffffff'
}

function themeNow(): ChartTheme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'
}

export function useChartTheme(): ChartTheme {
  const [theme, setTheme] = useState(themeNow)
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(themeNow()))
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
    return () => observer.disconnect()
  }, [])
  return theme
}
