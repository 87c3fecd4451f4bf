// A time in a file's name, one format for CSV exports and for files kept aside: UTC in ISO 8601's basic form,
// so names sort by time, with no `:` (Windows refuses it in a file name).

/** `20261123T083000Z`: the UTC second of `epochMs`. */
export function fileStamp(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/[-:]/g, '').replace(/\..*$/, 'Z')
}
