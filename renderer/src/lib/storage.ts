// Small, defensive localStorage access: stored data is user-editable and may come from an older version,
// so every read is validated and a bad value simply falls back to the default.

const PREFIX = 'dxdesk:'

export const storageKeys = {
  theme: () => `${PREFIX}theme`,
  layout: (profileId: string, tableId: string) => `${PREFIX}layout:${profileId}:${tableId}`,
  accounts: (profileId: string) => `${PREFIX}accounts:${profileId}`,
  activeTab: (profileId: string) => `${PREFIX}tab:${profileId}`,
  precision: (profileId: string) => `${PREFIX}precision:${profileId}`,
  reportingCurrency: (profileId: string) => `${PREFIX}reporting-currency:${profileId}`,
}

export function readStored<T>(key: string, validate: (value: unknown) => T | undefined): T | undefined {
  try {
    const raw = localStorage.getItem(key)
    if (raw === null) return undefined
    return validate(JSON.parse(raw))
  } catch {
    return undefined
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined) localStorage.removeItem(key)
    else localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: layouts are a convenience, never worth failing a screen for.
  }
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string')
}

export function isRecordOf<T>(value: unknown, check: (v: unknown) => v is T): value is Record<string, T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(check)
}
