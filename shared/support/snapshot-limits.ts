// How much one snapshot may hold, without zod: the renderer checks a page against these before it asks main.

/** Rows: one page of a view, up to what one IPC call may carry (its bounds count every value). */
export const SNAPSHOT_LIMITS = { columns: 120, rows: 2000, cell: 4000, line: 2000, lines: 50 } as const

/** Whether a page of this size can be shared in one call: the IPC bounds allow 20,000 values in all. */
export function snapshotFits(rows: number, columns: number): boolean {
  return rows <= SNAPSHOT_LIMITS.rows && rows * (columns + 1) <= 18_000
}
