// The order-history endpoint matches instrument symbols exactly, while people type them as they read them:
// `eur/usd`, `EUR*`, `*/JPY`. The app turns what was typed into the exact symbols of the instrument list
// before sending, so a filter never silently matches nothing because of letter case or a wildcard.

export interface SymbolExpansion {
  /** The exact symbols to send, in instrument-list order, without repeats. */
  symbols: string[]
  /** Typed items that matched no instrument. */
  unmatched: string[]
  /** True when what is sent differs from what was typed (a wildcard or another letter case). */
  changed: boolean
}

function matcher(pattern: string): (symbol: string) => boolean {
  const wanted = pattern.trim().toUpperCase()
  if (!wanted.includes('*')) return (symbol) => symbol.toUpperCase() === wanted
  const parts = wanted.split('*')
  return (symbol) => {
    const s = symbol.toUpperCase()
    const first = parts[0] ?? ''
    const last = parts[parts.length - 1] ?? ''
    if (!s.startsWith(first) || s.length < first.length + last.length || !s.endsWith(last)) return false
    let at = first.length
    for (const part of parts.slice(1, -1)) {
      const found = s.indexOf(part, at)
      if (found < 0 || found + part.length > s.length - last.length) return false
      at = found + part.length
    }
    return true
  }
}

/** Typed symbols or `*` patterns (any letter case) → the instrument list's exact symbols. */
export function expandSymbols(typed: readonly string[], known: readonly string[]): SymbolExpansion {
  const chosen = new Set<string>()
  const unmatched: string[] = []
  for (const item of typed) {
    const matches = known.filter(matcher(item))
    if (matches.length === 0) unmatched.push(item)
    for (const m of matches) chosen.add(m)
  }
  const symbols = known.filter((s) => chosen.has(s))
  const changed = unmatched.length > 0 || symbols.length !== typed.length || typed.some((t) => !chosen.has(t))
  return { symbols, unmatched, changed }
}
