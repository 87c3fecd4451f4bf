// Colours of every canvas chart, per theme, and the theme now (followed live: the toggle flips
// `data-theme` on <html>). Canvas pixels cannot read CSS variables, so the two palettes live here.
import { useEffect, useState } from 'react'

export const CHART_PALETTE = {
  light: {
    background: '#ffffff',
    text: '#1f2933',
    grid: '#e4e7eb',
    up: '#0b7a3e',
    down: '#b42318',
    line: '#1757c2',
    equity: '#7c3aed',
    deposit: '#0b7a3e',
    withdrawal: '#b42318',
  },
  dark: {
    background: '#161b22',
    text: '#d0d7de',
    grid: '#2d333b',
    up: '#3fb950',
    down: '#f85149',
    line: '#58a6ff',
    equity: '#c297ff',
    deposit: '#3fb950',
    withdrawal: '#f85149',
  },
} as const

export type ChartTheme = keyof typeof CHART_PALETTE

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
