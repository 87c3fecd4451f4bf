import type { FilterChip } from './FilterPanel/filter-model'
import { msg } from '@shared/text/messages'

interface FilterChipsProps {
  chips: readonly FilterChip[]
  onRemove: (chip: FilterChip) => void
  onReset: () => void
}

/** Active filters always visible (a hidden filter looks like missing data), each removable. */
export function FilterChips({ chips, onRemove, onReset }: FilterChipsProps) {
  if (chips.length === 0) return <span className="muted filter-chips__none">{msg('labels.filterChips.noFilters')}</span>
  return (
    <ul className="filter-chips" aria-label={msg('labels.filterChips.activeFilters')}>
      {chips.map((chip) => (
        <li key={chip.params.join('+')} className="chip">
          <span className="chip__label">{chip.label}:</span> <span className="chip__value">{chip.value}</span>
          <button
            type="button"
            className="chip__remove"
            aria-label={msg('tables.labels.removeFilter', { label: chip.label })}
            title={msg('tables.labels.removeFilter', { label: chip.label })}
            onClick={() => onRemove(chip)}
          >
            ×
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="link-button" onClick={onReset}>
          {msg('labels.filterChips.resetFilters')}
        </button>
      </li>
    </ul>
  )
}
