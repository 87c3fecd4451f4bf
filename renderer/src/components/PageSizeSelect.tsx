import { msg } from '@shared/text/messages'
import { PAGE_SIZES } from './page-cursors'

/** The page sizes a pager offers, up to the server's own cap once it is known. */
export function PageSizeSelect({
  id,
  value,
  cap,
  onChange,
}: {
  id: string
  value: number
  /** The server's own page cap, once known: no bigger size is offered. */
  cap?: number | undefined
  onChange: (size: number) => void
}) {
  // Past its cap the server gives the cap: that is the size on screen, and offered even when no listed size.
  const sizes = cap === undefined ? [...PAGE_SIZES] : [...new Set([...PAGE_SIZES.filter((n) => n < cap), cap])]
  return (
    <>
      <label htmlFor={id} className="muted">
        {msg('labels.pageSizeSelect.pageSize')}
      </label>
      <select
        id={id}
        value={cap !== undefined && value > cap ? cap : value}
        title={cap !== undefined ? msg('tables.pageCap', { count: formatCount(cap) }) : undefined}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {sizes.map((n) => (
          <option key={n} value={n}>
            {formatCount(n)}
          </option>
        ))}
      </select>
    </>
  )
}

const formatCount = (n: number) => n.toLocaleString('en-US')
