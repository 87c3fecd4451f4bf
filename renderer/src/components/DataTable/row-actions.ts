// What a row offers besides its buttons: the same actions in a context menu (right-click, Shift+F10, the menu
// key) and as hotkeys on the grid, so a trader finds them where terminals put them.
import { createContext, useContext } from 'react'

export interface RowAction {
  id: string
  label: string
  /** The hotkey, as shown in the menu and matched on the grid: "Delete", "Alt+Enter", "Ctrl+Shift+C". */
  keys?: string | undefined
  /** Why it cannot be done now: the item stays in the menu, disabled, with this reason. */
  disabled?: string | undefined
  run: () => void
}

/** The hotkey of a key press in the form `RowAction.keys` spells it (Meta counts as Ctrl on macOS). */
export function hotkeyOf(e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }) {
  const key = e.key.length === 1 ? e.key.toUpperCase() : e.key
  return [e.ctrlKey || e.metaKey ? 'Ctrl' : '', e.altKey ? 'Alt' : '', e.shiftKey ? 'Shift' : '', key]
    .filter(Boolean)
    .join('+')
}

/** The enabled action a key press asks for, if any. */
export function actionForKey(actions: readonly RowAction[], e: Parameters<typeof hotkeyOf>[0]): RowAction | undefined {
  const pressed = hotkeyOf(e)
  return actions.find((a) => a.keys === pressed && a.disabled === undefined)
}

/**
 * Whether the row a control sits in is the grid's active row: only that row's buttons are in the Tab order (Tab
 * from the grid reaches them; the grid's arrows choose the row), so Tab never walks every row's buttons.
 */
export const ActiveRowContext = createContext(true)

export function useRowTabIndex(): 0 | -1 {
  return useContext(ActiveRowContext) ? 0 : -1
}
