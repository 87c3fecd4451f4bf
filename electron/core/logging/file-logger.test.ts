import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFileLogger, createLogger } from './file-logger'
import { scrubText, scrubValue } from './redaction'

const PASSWORD = 'Hunter2-very-secret'
const TOKEN = 'c2Vzc2lvbi10b2tlbi0xMjM0NTY3ODkw'
const BASIC = Buffer.from(`trader@default:${PASSWORD}`).toString('base64')

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dx-log-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function memory() {
  const lines: string[] = []
  return { lines, write: (line: string) => void lines.push(line) }
}

describe('log redaction', () => {
  it('never writes a password, token, Authorization header or cookie to the log file', async () => {
    const { logger, close } = createFileLogger({ dir, level: 'debug' })
    logger.info({ password: PASSWORD, sessionToken: TOKEN }, 'login')
    logger.info({ headers: { Authorization: `DXAPI ${TOKEN}`, cookie: `sid=${TOKEN}` } }, 'request')
    logger.info({ req: { headers: { authorization: `Basic ${BASIC}` } } }, 'nested request')
    logger.warn({ deep: { a: { b: { c: { Password: PASSWORD, accessToken: TOKEN } } } } }, 'deep')
    logger.error({ err: new Error(`login failed for body {"password":"${PASSWORD}"}`) }, 'error with secret in text')
    logger.info({ url: `https://x.example/login?password=${PASSWORD}&user=a` }, 'query string')
    logger.info({}, `sent Authorization: DXAPI ${TOKEN} to the server`)
    logger.debug({ body: JSON.stringify({ username: 'trader', password: PASSWORD }) }, 'login body as text')
    logger.child({ module: 'x' }).info({ list: [{ token: TOKEN }, `Bearer ${TOKEN}`] }, 'arrays')
    await close()
    const files = await readdir(dir)
    const text = (await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')))).join('\n')
    expect(text.split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(9)
    for (const secret of [PASSWORD, TOKEN, BASIC]) expect(text).not.toContain(secret)
    expect(text).toContain('[redacted]')
    expect(text).toContain('user=a')
  })

  it('keeps what is not secret, and the structure of each line', () => {
    const out = memory()
    const logger = createLogger(out)
    logger.info({ profileId: 'broker-1', passwordSaved: true, account: 'default:1001' }, 'connected')
    const line = JSON.parse(out.lines[0] ?? '{}') as Record<string, unknown>
    expect(line).toMatchObject({ level: 'info', msg: 'connected', profileId: 'broker-1', account: 'default:1001' })
    expect(line.passwordSaved).toBe(true)
    expect(typeof line.time).toBe('string')
  })

  it('scrubs authorization schemes and key=value secrets inside any text', () => {
    expect(scrubText(`Authorization: DXAPI ${TOKEN}`)).not.toContain(TOKEN)
    expect(scrubText(`DXAPI ${TOKEN}`)).toBe('DXAPI [redacted]')
    expect(scrubText(`header Basic ${BASIC}`)).toBe('header Basic [redacted]')
    expect(scrubText(`{"password":"${PASSWORD}","user":"a"}`)).toBe('{"password":"[redacted]","user":"a"}')
    expect(scrubText(`{\\"sessionToken\\":\\"${TOKEN}\\"}`)).not.toContain(TOKEN)
    expect(scrubText('nothing to hide here')).toBe('nothing to hide here')
  })

  it('leaves no tail of a secret: a quoted passphrase to its closing quote, a token of any printable ASCII', () => {
    const passphrase = 'correct horse battery staple'
    expect(scrubText(`{"password":"${passphrase}","user":"a"}`)).toBe('{"password":"[redacted]","user":"a"}')
    expect(scrubText(`{\\"password\\":\\"${passphrase}\\"}`)).not.toMatch(/horse|battery|staple/)
    expect(scrubText(`password='${passphrase}' next`)).toBe("password='[redacted]' next")
    expect(scrubText('Authorization: DXAPI tok!en#secret')).not.toMatch(/tok|en#|secret/)
    const out = memory()
    const logger = createLogger(out, 'debug')
    logger.info({ body: `{"password":"${passphrase}"}` }, 'login body')
    logger.info({ note: 'Authorization: DXAPI tok!en#secret' }, 'header in text')
    logger.info({}, `password: "${passphrase}"`)
    const text = out.lines.join('')
    expect(out.lines).toHaveLength(3)
    expect(text).not.toMatch(/horse|battery|staple|tok!en|en#secret/)
    for (const line of out.lines) expect(() => JSON.parse(line)).not.toThrow()
  })

  it('scrubs by key at any depth and turns errors into plain objects', () => {
    const scrubbed = scrubValue({ a: [{ b: { PASSWORD: 'x', set_cookie: 1, 'set-cookie': ['y'] } }] }) as {
      a: Array<{ b: Record<string, unknown> }>
    }
    expect(scrubbed.a[0]?.b).toEqual({ PASSWORD: '[redacted]', set_cookie: 1, 'set-cookie': '[redacted]' })
    const error = scrubValue(new Error(`DXAPI ${TOKEN}`)) as { message: string }
    expect(error.message).toBe('DXAPI [redacted]')
  })
})

describe('log rotation', () => {
  it('rotates the file when it reaches its size and keeps the rotated files', async () => {
    const { logger, close } = createFileLogger({ dir, size: '1K', maxFiles: 5 })
    for (let i = 0; i < 40; i++) {
      logger.info({ i, filler: 'x'.repeat(80) }, 'line')
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    await close()
    const files = await readdir(dir)
    expect(files).toContain('main.log')
    expect(files.length).toBeGreaterThan(1)
  })
})
