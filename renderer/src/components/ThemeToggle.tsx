import { useId } from 'react'
import { useTheme, type ThemeChoice } from '../app/theme'

export function ThemeToggle() {
  const { choice, setChoice } = useTheme()
  const id = useId()
  return (
    <span className="theme-toggle">
      <label htmlFor={id} title="Theme">
        {/* In a narrow window the word gives way to a glyph; the select's accessible name stays "Theme". */}
        <span className="narrow-only" aria-hidden="true">
          ◐
        </span>
        <span className="narrow-sr-only">Theme</span>
      </label>
      <select id={id} value={choice} onChange={(e) => setChoice(e.target.value as ThemeChoice)}>
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </span>
  )
}
