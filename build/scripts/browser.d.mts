// Types of browser.mjs, for the TypeScript configs and tests that launch Chromium.
export interface BrowserSystem {
  env: Record<string, string | undefined>
  platform: NodeJS.Platform
  isRoot: boolean
  exists(path: string): boolean
  /** Where Playwright's own Chromium is (or would be) installed. */
  playwrightChromium(): string | null
  exec(command: string, args: readonly string[]): { status: number; output: string }
  log(line: string): void
}

export type BrowserResolution = { ok: true; path: string; source: string } | { ok: false; reason: string }

export const HOW_TO_GET_A_BROWSER: string
export function systemCandidates(platform: NodeJS.Platform, env: Record<string, string | undefined>): string[]
/** preferFull: the system's full browsers before its headless shell (the benchmarks). */
export interface FindOptions {
  preferFull?: boolean
}
export function findChromium(overrides?: Partial<BrowserSystem>, options?: FindOptions): BrowserResolution
export function resolveChromium(overrides?: Partial<BrowserSystem>): BrowserResolution
export const NO_PDF_TOOLS: string
export function resolvePdfTools(overrides?: Partial<BrowserSystem>): { ok: true } | { ok: false; reason: string }
export function chromiumExecutable(overrides?: Partial<BrowserSystem>, options?: FindOptions): string | undefined

export const NO_DISPLAY: string
/** The command prefix (xvfb-run) the Playwright run needs for a display, or [] when it needs none. */
export function resolveDisplay(
  electronInstalled: boolean,
  overrides?: Partial<BrowserSystem>,
): { ok: true; wrapper: string[] } | { ok: false; reason: string }
