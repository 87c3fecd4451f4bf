// Price precision per symbol, from the instruments' priceIncrement (0.00001 → 5 decimals), and the map kept
// from a profile's last session so a later start pads its first prices before the reference has answered.
import { decimalsOfStep } from '@shared/domain/decimal'
import { isRecordOf, readStored, storageKeys, writeStored } from './storage'

export function precisionMap(
  instruments: ReadonlyArray<{ symbol: string; priceIncrement: string }>,
): Map<string, number> {
  const map = new Map<string, number>()
  for (const i of instruments) {
    const decimals = decimalsOfStep(i.priceIncrement)
    if (decimals !== undefined) map.set(i.symbol, decimals)
  }
  return map
}

const isDecimals = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 20

/** The map the profile's last instrument reference gave; empty when none was kept or it is unreadable. */
export function rememberedPrecision(profileId: string): Map<string, number> {
  const stored = readStored(storageKeys.precision(profileId), (v) => (isRecordOf(v, isDecimals) ? v : undefined))
  return new Map(Object.entries(stored ?? {}))
}

export function rememberPrecision(profileId: string, map: ReadonlyMap<string, number>): void {
  writeStored(storageKeys.precision(profileId), Object.fromEntries(map))
}
