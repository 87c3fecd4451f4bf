// Types of electron-binary.mjs, for the TypeScript tests that decide whether the real Electron binary is here.
/** Absolute path of the Electron executable, or null when it is not installed. */
export function findElectronBinary(): string | null

export const ELECTRON_MISSING_REASON: string
