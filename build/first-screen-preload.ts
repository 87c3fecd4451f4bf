// A Vite plugin for the renderer build: index.html gets a modulepreload link for every chunk a first screen
// needs (the connect screen, the account picker, the workspace and its default view) that the entry does not
// already import. Chromium then fetches and compiles them while the entry runs and main answers which
// session it holds, without running them: the chosen screen's code is ready when it is asked for, and the
// others cost a fetch from the app's own files.
import type { Plugin } from 'vite'

interface ChunkInfo {
  type: 'chunk'
  fileName: string
  facadeModuleId: string | null
  moduleIds: readonly string[]
  imports: readonly string[]
}

/** The chunks of `roots` and everything they import statically, in load order, without duplicates. */
export function staticClosure(chunks: ReadonlyMap<string, ChunkInfo>, roots: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    for (const dep of chunks.get(fileName)?.imports ?? []) visit(dep)
  }
  roots.forEach(visit)
  return [...seen]
}

export function firstScreenPreload(modules: readonly string[]): Plugin {
  return {
    name: 'dx-desk:first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html
        const chunks = new Map<string, ChunkInfo>()
        for (const output of Object.values(ctx.bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output)
        const roots = modules.map((m) => {
          // The chunk holding the module: its own, or a group's (build/electron.vite.config.ts).
          const chunk = [...chunks.values()].find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(m)))
          if (!chunk) throw new Error(`first-screen preload: no chunk is built for ${m}; is it still imported lazily?`)
          return chunk.fileName
        })
        const links = staticClosure(chunks, roots)
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` } }))
        return { html, tags: links.map((l) => ({ ...l, injectTo: 'head' as const })) }
      },
    },
  }
}
