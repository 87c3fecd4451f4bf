// 5. Renderer bundle: what `npm run build` put in out/renderer/assets, raw and gzip (node:zlib, default
// level, as a web server would send it). Sizes are deterministic: one measurement, not a median.
//
// First paint is the workspace on its default view (Positions), as bench item 6 loads it: the entry script
// of index.html, the workspace's and the Positions view's chunks, and every chunk those import statically.
// Chunks reached only through import() (other views, dialogs, charts) are not part of it.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BenchContext, BenchItem } from '../lib/item'
import { ROOT } from '../lib/processes'
import { figure, type Figure } from '../lib/report'

export const RENDERER_ASSETS = resolve(ROOT, 'out/renderer/assets')

/** Chunk file names start with the name of the module they are built for (Vite's `[name]-[hash].js`). */
const FIRST_PAINT_LAZY_ROOTS = ['Workspace-', 'PositionsView-']

/** The chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), not import("./x.js"). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1] as string)
}

/** The first-paint chunks: index.html's scripts and the lazy roots, each with its static imports. */
export function firstPaintChunks(assetsDir: string, indexHtml: string, files: readonly string[]): string[] {
  const scripts = [...indexHtml.matchAll(/<script[^>]+src="\.\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1] as string)
  if (scripts.length === 0) throw new Error('index.html has no entry script in assets/')
  const roots = FIRST_PAINT_LAZY_ROOTS.map((prefix) => {
    const file = files.find((f) => f.startsWith(prefix) && f.endsWith('.js'))
    if (!file) throw new Error(`no ${prefix}*.js chunk in ${assetsDir}: is that module still loaded lazily?`)
    return file
  })
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    staticImports(readFileSync(resolve(assetsDir, file), 'utf8')).forEach(visit)
  }
  ;[...scripts, ...roots].forEach(visit)
  return [...seen]
}

/** Strings only AG Grid's code carries: the benchmark's reference grid must never be shipped. */
const AG_GRID_MARKERS = ['ag-grid-community', 'AG Grid: ', 'ag-root-wrapper']

export const bundle: BenchItem = {
  id: 5,
  title: 'Renderer bundle',
  expects: [
    { name: '5. largest first-paint JS chunk (gzip)', unit: 'kB' },
    { name: '5. first-paint JS (gzip)', unit: 'kB' },
    { name: '5. renderer JS (gzip)', unit: 'kB' },
    { name: '5. renderer JS (raw)', unit: 'kB' },
    { name: '5. renderer CSS (gzip)', unit: 'kB' },
    { name: '5. renderer CSS (raw)', unit: 'kB' },
  ],
  async run(ctx: BenchContext): Promise<Figure[]> {
    const files = readdirSync(RENDERER_ASSETS)
    const total = { js: { raw: 0, gzip: 0, n: 0 }, css: { raw: 0, gzip: 0, n: 0 } }
    const gzipOf = new Map<string, number>()
    let agGrid = false
    for (const name of files) {
      const kind = name.endsWith('.js') ? 'js' : name.endsWith('.css') ? 'css' : undefined
      if (!kind) continue
      const bytes = readFileSync(resolve(RENDERER_ASSETS, name))
      const gzip = gzipSync(bytes).length
      gzipOf.set(name, gzip)
      total[kind].raw += bytes.length
      total[kind].gzip += gzip
      total[kind].n += 1
      const text = bytes.toString('utf8')
      if (AG_GRID_MARKERS.some((m) => text.includes(m))) agGrid = true
    }
    if (total.js.n === 0) throw new Error(`no JavaScript in ${RENDERER_ASSETS}: run \`npm run build\``)
    ctx.log(`  ${total.js.n} JS and ${total.css.n} CSS files; AG Grid in the bundle: ${agGrid ? 'YES' : 'no'}`)
    const indexHtml = readFileSync(resolve(RENDERER_ASSETS, '../index.html'), 'utf8')
    const firstPaint = firstPaintChunks(RENDERER_ASSETS, indexHtml, files)
      .map((file) => ({ file, gzip: gzipOf.get(file) ?? 0 }))
      .sort((a, b) => b.gzip - a.gzip)
    const largest = firstPaint[0] ?? { file: '—', gzip: Number.NaN }
    const firstPaintGzip = firstPaint.reduce((sum, c) => sum + c.gzip, 0)
    ctx.log(`  first paint: ${firstPaint.map((c) => `${c.file} ${(c.gzip / 1000).toFixed(1)}`).join(', ')} kB gzip`)
    const kb = (n: number) => [n / 1000]
    const files_ = (k: 'js' | 'css') => `${total[k].n} file${total[k].n === 1 ? '' : 's'} in out/renderer/assets`
    return [
      figure({
        name: '5. largest first-paint JS chunk (gzip)',
        unit: 'kB',
        samples: kb(largest.gzip),
        goal: { kind: 'value-max', max: 120 },
        note: `${largest.file}, the largest of the ${firstPaint.length} chunks the workspace on Positions needs to paint`,
      }),
      figure({
        name: '5. first-paint JS (gzip)',
        unit: 'kB',
        samples: kb(firstPaintGzip),
        note: 'entry, workspace and Positions chunks with their static imports; the rest loads on use or when idle',
      }),
      figure({
        name: '5. renderer JS (gzip)',
        unit: 'kB',
        samples: kb(total.js.gzip),
        note: `${files_('js')}; AG Grid code in it: ${agGrid ? 'YES — it must not be shipped' : 'none'}`,
      }),
      figure({ name: '5. renderer JS (raw)', unit: 'kB', samples: kb(total.js.raw) }),
      figure({ name: '5. renderer CSS (gzip)', unit: 'kB', samples: kb(total.css.gzip), note: files_('css') }),
      figure({ name: '5. renderer CSS (raw)', unit: 'kB', samples: kb(total.css.raw) }),
    ]
  },
}
