// Reads an exported CSV back (csv-parse) into the provenance block the export writes first, the header and the
// rows, so that tests check a file the way a spreadsheet would read it.
import { parse } from 'csv-parse/sync'
import { PROVENANCE_PREFIX } from '../renderer/src/lib/csv'

export interface ExportedCsv {
  provenance: string[]
  header: string[]
  rows: string[][]
}

export function parseCsv(input: string): ExportedCsv {
  const records: string[][] = parse(input, { bom: true, relax_column_count: true })
  const provenance: string[] = []
  let i = 0
  for (let record = records[0]; record?.length === 1 && record[0]?.startsWith(PROVENANCE_PREFIX);) {
    provenance.push(record[0].slice(PROVENANCE_PREFIX.length))
    record = records[++i]
  }
  return { provenance, header: records[i] ?? [], rows: records.slice(i + 1) }
}
