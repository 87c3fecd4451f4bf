// `npm run bench`: every figure of docs/performance.md in one run on this machine, printed as a table with ratios,
// targets and marks, and written to reports/bench.json. Nothing here asserts a time: a figure that misses its
// target is marked, and the exit code stays 0 unless the bench itself could not run.
//
//   npm run bench                           build, then every item of items/index.ts in its order
//   node --import tsx e2e/bench/run.ts --only 3,5 --runs 5
//   node --import tsx e2e/bench/run.ts --list
//   npm run bench -- --only 9 --profile-main /tmp/prof   main's V8 CPU profile (item 9, push, with the window)
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { BENCH_ITEMS } from './items'
import type { BenchItem } from './lib/item'
import { ROOT } from './lib/processes'
import { cpuCount, formatTable, missing, writeDetails, writeReport, type Figure } from './lib/report'

const log = (message: string) => process.stdout.write(`${message}\n`)

function fail(message: string): never {
  process.stderr.write(`bench: ${message}\n`)
  process.exit(2)
}

const ids = BENCH_ITEMS.map((item) => item.id)
const duplicate = ids.find((id, i) => ids.indexOf(id) !== i)
if (duplicate !== undefined) fail(`two items have id ${duplicate} in e2e/bench/items/index.ts`)

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    only: { type: 'string' },
    runs: { type: 'string' },
    list: { type: 'boolean' },
    'profile-main': { type: 'string' },
  },
})
if (values.list) {
  for (const item of [...BENCH_ITEMS].sort((a, b) => a.id - b.id)) log(`${item.id}. ${item.title}`)
  process.exit(0)
}

function selected(only: string | undefined): readonly BenchItem[] {
  if (only === undefined) return BENCH_ITEMS
  const wanted = only.split(',').map((s) => s.trim())
  const unknown = wanted.filter((w) => !ids.includes(Number(w)) || w === '')
  if (unknown.length)
    fail(`--only ${unknown.join(',')}: no such item (items: ${[...ids].sort((a, b) => a - b).join(', ')})`)
  return BENCH_ITEMS.filter((item) => wanted.includes(String(item.id)))
}

const items = selected(values.only)
const runs = Math.max(5, Number(values.runs ?? 5) || 5)

const startedAt = performance.now()
const elapsed = () => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`
const cpus = cpuCount()
log(`DX Desk bench: ${cpus} CPUs, ${runs} runs per figure, items ${items.map((i) => i.id).join(', ')}`)

const figures: Figure[] = []
for (const item of items) {
  log(`\n[${elapsed()}] ${item.id}. ${item.title}`)
  const itemStart = performance.now()
  try {
    const profileMainDir = values['profile-main']
    figures.push(
      ...(await item.run({ runs, log, ...(profileMainDir ? { profileMainDir: resolve(profileMainDir) } : {}) })),
    )
  } catch (error) {
    const why = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error)
    log(`  failed: ${why}`)
    if (error instanceof Error && error.stack) log(error.stack.split('\n').slice(1, 4).join('\n'))
    figures.push(...item.expects.map((e) => missing(e.name, e.unit, why, e.goal)))
  }
  log(`  (${((performance.now() - itemStart) / 1000).toFixed(1)} s)`)
}

const report = resolve(ROOT, 'reports/bench.json')
writeReport(report, cpus, figures)
writeDetails(resolve(ROOT, 'reports/bench-details.json'), cpus, figures)
log(`\n${formatTable(cpus, figures)}`)
log(`\nWritten to ${report} in ${elapsed()}.`)
// Playwright and fetch keep-alive handles would otherwise keep the process alive a while longer.
process.exit(0)
