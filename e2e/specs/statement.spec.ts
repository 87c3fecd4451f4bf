// The statement of a period: its closing balance is the balance the server reports (the period ends now), and
// Chromium's PDF of the same page — what main's webContents.printToPDF makes of it — holds the statement and
// only the statement; its first page is rendered to PNG with pdftoppm (screenshots/134-statement-pdf-page1.png).
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { shownMoney } from '@test-support/shown-number'
import { expect, test } from '../fixtures/desk'

test.describe.configure({ timeout: 90_000 })

const ACCOUNT = 'default:1001'
const OUT = resolve(import.meta.dirname, '../../screenshots')

test('the statement closes at the server balance; its PDF shows the statement alone', async ({ desk }) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  await desk.workspace.open('trades')
  const root = desk.page.getByTestId('trades-view')
  await root.getByRole('tab', { name: 'Statement' }).click()
  const sheet = root.getByTestId('statement')
  await expect(sheet).toBeVisible({ timeout: 30_000 })
  const [metrics] = (await desk.call('metrics.list', { accounts: [ACCOUNT] })).data
  const balance = shownMoney(metrics?.balance)
  await expect(sheet.getByTestId('statement-closing')).toHaveText(`${balance} USD`)
  await expect(sheet.getByTestId('statement-check')).toContainText('Balanced to the cent')
  await expect(sheet).toContainText('Alex Trader')

  const pdf = await desk.page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true })
  mkdirSync(OUT, { recursive: true })
  const file = resolve(OUT, '134-statement.pdf')
  writeFileSync(file, pdf)
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  expect(text).toContain('Account statement')
  expect(text).toContain(ACCOUNT)
  expect(text.replace(/\u2212/g, '-')).toContain(balance.replace(/\u2212/g, '-'))
  // The app around the statement (tabs, the summary bar) is not printed.
  expect(text).not.toContain('Open orders')
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '90',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    resolve(OUT, '134-statement-pdf-page1'),
  ])
})
