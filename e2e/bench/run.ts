// `npm run bench`: every figure of issue 9 in one run on this machine, printed as a table with ratios and
// targets and written to reports/bench.json. Nothing here asserts a time: a figure that misses its target is
// marked, and the exit code stays 0 unless the bench itself could not run.
//
//   npm run bench                    build, then items 3, 4, 5, 2, 7, 1, 6
//   node --import tsx e2e/bench/run.ts --only 3,5 --runs 5
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { BenchItem } from './lib/item'
import { ROOT } from './lib/processes'
import { cpuCount, formatTable, missing, writeDetails, writeReport, type Figure } from './lib/report'
import { bundle } from './items/bundle'
import { dataPath } from './items/data-path'
import { grid } from './items/grid'
import { mainStall } from './items/main-stall'
import { scale } from './items/scale'
import { startup } from './items/startup'
import { throughput } from './items/throughput'

/** The independent items first, so a late failure still leaves their figures. */
const ITEMS: readonly BenchItem[] = [throughput, scale, bundle, dataPath, mainStall, grid, startup]

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { only: { type: 'string' }, runs: { type: 'string' } },
})
const only = values.only ? new Set(values.only.split(',').map((s) => Number(s.trim()))) : undefined
const runs = Math.max(5, Number(values.runs ?? 5) || 5)

const startedAt = performance.now()
const elapsed = () => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`
const log = (message: string) => process.stdout.write(`${message}\n`)
const cpus = cpuCount()
log(`DX Desk bench: ${cpus} CPUs, ${runs} runs per figure`)

const figures: Figure[] = []
for (const item of ITEMS) {
  if (only && !only.has(item.id)) continue
  log(`\n[${elapsed()}] ${item.id}. ${item.title}`)
  const itemStart = performance.now()
  try {
    figures.push(...(await item.run({ runs, log })))
  } catch (error) {
    const why = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error)
    log(`  failed: ${why}`)
    if (error instanceof Error && error.stack) log(error.stack.split('\n').slice(1, 4).join('\n'))
    figures.push(...item.expects.map((e) => missing(e.name, e.unit, why)))
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
