import { useId } from 'react'
import { useTheme, type ThemeChoice } from '../app/theme'
import { msg } from '@shared/text/messages'

export function ThemeToggle() {
  const { choice, setChoice } = useTheme()
  const id = useId()
  return (
    <span className="theme-toggle">
      <label htmlFor={id} title={msg('labels.themeToggle.theme')}>
        {/* In a narrow window the word gives way to a glyph; the select's accessible name stays "Theme". */}
        <span className="narrow-only" aria-hidden="true">
          ◐
        </span>
        <span className="narrow-sr-only">{msg('labels.themeToggle.theme')}</span>
      </label>
      <select id={id} value={choice} onChange={(e) => setChoice(e.target.value as ThemeChoice)}>
        <option value="system">{msg('labels.themeToggle.system')}</option>
        <option value="light">{msg('labels.themeToggle.light')}</option>
        <option value="dark">{msg('labels.themeToggle.dark')}</option>
      </select>
    </span>
  )
}
