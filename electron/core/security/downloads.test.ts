// Checklist: a window saves only the app's own .csv/.json exports (blob: URLs of app://dx-desk).
import { describe, expect, it } from 'vitest'
import { APP_ORIGIN } from './app-protocol'
import { decideDownload } from './downloads'

const blob = `blob:${APP_ORIGIN}/6f1c2a90-0d4e-4c55-9a43-0e2b1f0d9f11`

describe('downloads', () => {
  it('allows the app’s own CSV and JSON exports', () => {
    expect(decideDownload(blob, 'dx-desk-audit-20261123T101500Z.csv')).toEqual({ allow: true })
    expect(decideDownload(blob, 'profiles.JSON')).toEqual({ allow: true })
  })

  it('refuses anything else', () => {
    for (const [url, name] of [
      ['https://evil.example/report.csv', 'report.csv'],
      ['blob:https://evil.example/1', 'report.csv'],
      ['blob:app://dx-desk.evil/1', 'report.csv'],
      ['data:text/csv,a,b', 'report.csv'],
      [blob, 'setup.exe'],
      [blob, 'report.csv.lnk'],
      [blob, '../report.csv'],
      [blob, '.bashrc.csv'],
      [blob, ''],
    ] as const) {
      expect(decideDownload(url, name), `${url} ${name}`).toMatchObject({ allow: false })
    }
  })
})
