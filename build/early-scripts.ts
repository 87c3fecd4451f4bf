// A Vite plugin for the renderer build: modules built as entries of their own and started from index.html
// ahead of the app's entry, as async module scripts. The app's entry runs only once every chunk it imports
// has been fetched and run; a tiny script that needs none of them (the ICU warm-up, renderer/src/app/
// intl-warm-up.ts) starts while they are still on their way.
import type { Plugin } from 'vite'

export function earlyScripts(modules: readonly string[]): Plugin {
  return {
    name: 'dx-desk:early-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html
        const entries = Object.values(ctx.bundle).filter((o) => o.type === 'chunk' && o.isEntry)
        const tags = modules.map((m) => {
          const chunk = entries.find((c) => c.type === 'chunk' && c.facadeModuleId?.replaceAll('\\', '/').endsWith(m))
          if (!chunk) throw new Error(`early scripts: ${m} is not built as an entry of its own (rolldownOptions.input)`)
          return {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `./${chunk.fileName}` },
            injectTo: 'head' as const,
          }
        })
        return { html, tags }
      },
    },
  }
}
