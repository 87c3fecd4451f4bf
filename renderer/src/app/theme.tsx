import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useMediaQuery } from '../lib/media-query'
import { readStored, storageKeys, writeStored } from '../lib/storage'

export type ThemeChoice = 'system' | 'light' | 'dark'
type ThemeValue = { choice: ThemeChoice; effective: 'light' | 'dark'; setChoice: (c: ThemeChoice) => void }

const ThemeContext = createContext<ThemeValue | null>(null)

function storedChoice(): ThemeChoice {
  return (
    readStored(storageKeys.theme(), (v) => (v === 'light' || v === 'dark' || v === 'system' ? v : undefined)) ??
    'system'
  )
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(storedChoice)
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)')

  const effective = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice
  useEffect(() => {
    document.documentElement.dataset.theme = effective
  }, [effective])

  const setChoice = useCallback((c: ThemeChoice) => {
    setChoiceState(c)
    writeStored(storageKeys.theme(), c)
  }, [])

  const value = useMemo(() => ({ choice, effective, setChoice }), [choice, effective, setChoice])
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext)
  if (!value) throw new Error('useTheme outside ThemeProvider')
  return value
}
