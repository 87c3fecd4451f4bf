// The registry of `npm run bench` items, in the order they run: the independent ones first, so a late
// failure still leaves their figures. To add an item, write `items/<name>.ts` exporting a BenchItem with the
// next free id and every figure it promises in `expects` (with its goal), and add it here — one line.
import type { BenchItem } from '../lib/item'
import { bigHistory } from './big-history'
import { bundle } from './bundle'
import { dataPath } from './data-path'
import { grid } from './grid'
import { liveData } from './live-data'
import { mainStall } from './main-stall'
import { scale } from './scale'
import { statement } from './statement'
import { startup } from './startup'
import { throughput } from './throughput'

export const BENCH_ITEMS: readonly BenchItem[] = [
  throughput,
  scale,
  bundle,
  dataPath,
  mainStall,
  grid,
  startup,
  bigHistory,
  liveData,
  statement,
]
