// A damaged audit log never breaks the viewer: a line that is not a valid entry and a line whose hash no
// longer matches are listed as integrity findings, and the valid entries are still shown.
import { appendFile, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '../fixtures/desk'
import { AuditLogPage } from '../pages/OrderEditDialog'

test.describe.configure({ timeout: 60_000 })

test('malformed and tampered lines show as findings; the valid entries stay visible', async ({ desk, app }) => {
  await desk.signIn('Demo support', ['default:1001'])
  const unlock = { action: 'unlock-editing', profileId: 'demo-support', user: 'support@default', result: 'unlocked' }
  await app.services.audit.append({ ...unlock, description: 'ticket 9: first unlock' })
  await app.services.audit.append({ ...unlock, description: 'ticket 9: second unlock' })
  const file = join(app.userDataDir, 'audit.log.jsonl')
  // Line 1 is the opening of the support case the sign-in asked for.
  const [opened, first, second] = (await readFile(file, 'utf8')).trim().split('\n')
  await writeFile(file, `${opened}\n${first}\n${second?.replace('second unlock', 'nothing to see')}\n`)
  await appendFile(file, '{"seq":4,"hash":"x","injected":"<img src=x onerror=alert(1)>"}\n')

  const audit = new AuditLogPage(desk.page)
  await audit.open()
  await expect(audit.integrity()).toContainText('Hash chain broken at line 3: this entry was changed')
  const findings = audit.root.getByRole('region', { name: 'Integrity findings' }).getByRole('listitem')
  await expect(findings).toHaveCount(2)
  await expect(findings.nth(0)).toHaveText('Line 3: this entry was changed')
  await expect(findings.nth(1)).toHaveText(/^Line 4: this line is not a valid entry/)
  await expect(audit.rows()).toHaveCount(3)
  await expect(audit.rows().nth(1)).toContainText('ticket 9: first unlock')
})
