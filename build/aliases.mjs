// The import aliases of tsconfig.base.json's `paths`, for the bundlers and Vitest (tsx and Playwright read the
// tsconfig itself): a file outside shared/ imports `@shared/api/records`, never `../../../../shared/api/records`.
// Plain JavaScript, so every tool's config loader can import it as it is.
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')

export const ALIASES = {
  '@shared': resolve(root, 'shared'),
  '@test-support': resolve(root, 'test-support'),
}
