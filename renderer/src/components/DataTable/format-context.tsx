import { createContext, useContext } from 'react'
import type { FormatContext } from './types'

const fallback: FormatContext = { zone: 'UTC', precisionOf: () => undefined }

/** Display zone and instrument precision for every table under it (set once per session). */
export const FormatContextProvider = createContext<FormatContext>(fallback)

export function useFormatContext(): FormatContext {
  return useContext(FormatContextProvider)
}
