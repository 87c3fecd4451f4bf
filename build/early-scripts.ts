// A Vite plugin for the renderer build: modules built as entries of their own (rolldownOptions.input) and
// started from index.html beside the app's entry, whose code runs only once every chunk it imports has been
// fetched and run.
// - 'before the app': a module script ahead of the app's entry, so it runs first (module scripts run in
//   document order): settings that must hold before any of the app's modules is evaluated.
// - 'at once': an async module script that runs as soon as it has arrived, while the app's chunks are still on
//   their way (the ICU warm-up, renderer/src/app/intl-warm-up.ts).
import type { Plugin } from 'vite'

export type EarlyScript = { module: string; runs: 'before the app' | 'at once' }

export function earlyScripts(scripts: readonly EarlyScript[]): Plugin {
  return {
    name: 'dx-desk:early-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html
        const entries = Object.values(ctx.bundle).flatMap((o) => (o.type === 'chunk' && o.isEntry ? [o] : []))
        const tag = ({ module, runs }: EarlyScript) => {
          const chunk = entries.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module))
          if (!chunk) throw new Error(`early scripts: ${module} is not built as an entry of its own`)
          const async = runs === 'at once' ? ' async' : ''
          return `<script type="module"${async} crossorigin src="./${chunk.fileName}"></script>`
        }
        // The app's entry is the first script in the built page (the policy's meta tag stays above them all).
        const app = html.indexOf('<script')
        if (app < 0) throw new Error('early scripts: index.html has no script for the app')
        const before = scripts.map((s) => `${tag(s)}\n    `).join('')
        return `${html.slice(0, app)}${before}${html.slice(app)}`
      },
    },
  }
}
