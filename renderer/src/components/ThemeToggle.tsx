import { useId } from 'react'
import { useTheme, type ThemeChoice } from '../app/theme'

export function ThemeToggle() {
  const { choice, setChoice } = useTheme()
  const id = useId()
  return (
    <span className="theme-toggle">
      <label htmlFor={id}>Theme</label>
      <select id={id} value={choice} onChange={(e) => setChoice(e.target.value as ThemeChoice)}>
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </span>
  )
}
