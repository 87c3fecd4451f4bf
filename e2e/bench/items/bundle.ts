// 5. Renderer bundle: what `npm run build` put in out/renderer/assets, raw and gzip (node:zlib, default
// level, as a web server would send it). Sizes are deterministic: one measurement, not a median.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BenchContext, BenchItem } from '../lib/item'
import { ROOT } from '../lib/processes'
import { figure, type Figure } from '../lib/report'

export const RENDERER_ASSETS = resolve(ROOT, 'out/renderer/assets')

/** Strings only AG Grid's code carries: the benchmark's reference grid must never be shipped. */
const AG_GRID_MARKERS = ['ag-grid-community', 'AG Grid: ', 'ag-root-wrapper']

export const bundle: BenchItem = {
  id: 5,
  title: 'Renderer bundle',
  expects: [
    { name: '5. renderer JS (gzip)', unit: 'kB' },
    { name: '5. renderer JS (raw)', unit: 'kB' },
    { name: '5. renderer CSS (gzip)', unit: 'kB' },
    { name: '5. renderer CSS (raw)', unit: 'kB' },
  ],
  async run(ctx: BenchContext): Promise<Figure[]> {
    const files = readdirSync(RENDERER_ASSETS)
    const total = { js: { raw: 0, gzip: 0, n: 0 }, css: { raw: 0, gzip: 0, n: 0 } }
    let agGrid = false
    for (const name of files) {
      const kind = name.endsWith('.js') ? 'js' : name.endsWith('.css') ? 'css' : undefined
      if (!kind) continue
      const bytes = readFileSync(resolve(RENDERER_ASSETS, name))
      total[kind].raw += bytes.length
      total[kind].gzip += gzipSync(bytes).length
      total[kind].n += 1
      const text = bytes.toString('utf8')
      if (AG_GRID_MARKERS.some((m) => text.includes(m))) agGrid = true
    }
    if (total.js.n === 0) throw new Error(`no JavaScript in ${RENDERER_ASSETS}: run \`npm run build\``)
    ctx.log(`  ${total.js.n} JS and ${total.css.n} CSS files; AG Grid in the bundle: ${agGrid ? 'YES' : 'no'}`)
    const kb = (n: number) => [n / 1000]
    const files_ = (k: 'js' | 'css') => `${total[k].n} file${total[k].n === 1 ? '' : 's'} in out/renderer/assets`
    return [
      figure({
        name: '5. renderer JS (gzip)',
        unit: 'kB',
        samples: kb(total.js.gzip),
        goal: { kind: 'value-max', max: 350 },
        note: `${files_('js')}; AG Grid code in it: ${agGrid ? 'YES — it must not be shipped' : 'none'}`,
      }),
      figure({ name: '5. renderer JS (raw)', unit: 'kB', samples: kb(total.js.raw) }),
      figure({ name: '5. renderer CSS (gzip)', unit: 'kB', samples: kb(total.css.gzip), note: files_('css') }),
      figure({ name: '5. renderer CSS (raw)', unit: 'kB', samples: kb(total.css.raw) }),
    ]
  },
}
