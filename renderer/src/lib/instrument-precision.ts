// Price precision per symbol, from the instruments' priceIncrement (0.00001 → 5 decimals).
import { decimalsOfIncrement } from './decimal'

export function precisionMap(
  instruments: ReadonlyArray<{ symbol: string; priceIncrement: string }>,
): Map<string, number> {
  const map = new Map<string, number>()
  for (const i of instruments) {
    const decimals = decimalsOfIncrement(i.priceIncrement)
    if (decimals !== undefined) map.set(i.symbol, decimals)
  }
  return map
}
