// The CLI contract other tools rely on: a line with http://HOST:PORT/dxsca-web once listening, clean exit
// on SIGTERM/SIGINT, exit 2 with a one-line usage error on bad flags. Each test spawns `node --import tsx`
// (~1 s of CPU before the sandbox's own start-up), hence limits above the default.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')
const children: ChildProcess[] = []

function run(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/sandbox/cli.ts', ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
  const url = new Promise<string>((done, fail) => {
    const timer = setInterval(() => {
      const match = /http:\/\/[^\s]+\/dxsca-web/.exec(stdout)
      if (match) {
        clearInterval(timer)
        done(match[0])
      }
    }, 20)
    void exited.then((code) => {
      clearInterval(timer)
      fail(new Error(`exited ${code}: ${stderr}`))
    })
  })
  // Runs that are expected to fail never print a URL; that rejection is not an error of the test.
  url.catch(() => undefined)
  return { child, url, exited, output: () => ({ stdout, stderr }) }
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

describe('npm run sandbox', () => {
  it('--print-openapi writes the OpenAPI document and exits 0 without serving', { timeout: 30_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dx-openapi-'))
    const file = join(dir, 'openapi.json')
    const cli = run(['--print-openapi', '--out', file])
    expect(await cli.exited, cli.output().stderr).toBe(0)
    expect(cli.output().stdout).not.toMatch(/listening/)
    const document = JSON.parse(await readFile(file, 'utf8')) as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toContain('/dxsca-web/accounts/{account}/orders')
    await rm(dir, { recursive: true })
  })

  it('prints its URL on port 0, serves, and exits 0 on SIGTERM', { timeout: 30_000 }, async () => {
    const cli = run(['--port', '0', '--seed', '3', '--max-limit', '50'])
    const url = await cli.url
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dxsca-web$/)
    expect(url).not.toContain(':0/')
    const origin = url.replace(/\/dxsca-web$/, '')
    const health = (await (await fetch(`${origin}/sandbox/health`)).json()) as { status: string; seed: number }
    expect(health).toMatchObject({ status: 'ok', seed: 3 })
    const login = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'trader', domain: 'default', password: 'demo' }),
    })
    expect(login.status).toBe(200)
    cli.child.kill('SIGTERM')
    expect(await cli.exited).toBe(0)
  })

  it('exits 0 on SIGINT, with controls off and rate limits on', { timeout: 30_000 }, async () => {
    const cli = run(['--port', '0', '--controls', 'off', '--rate-limit', 'on'])
    const origin = (await cli.url).replace(/\/dxsca-web$/, '')
    expect((await fetch(`${origin}/sandbox/health`)).status).toBe(404)
    cli.child.kill('SIGINT')
    expect(await cli.exited).toBe(0)
  })

  // Which values are refused, and with what message, is checked in-process (cli-args.test.ts): one spawned
  // run proves the process contract.
  it('refuses a bad flag with a one-line usage error on stderr and exit 2', { timeout: 30_000 }, async () => {
    const cli = run(['--bogus'])
    expect(await cli.exited).toBe(2)
    const { stdout, stderr } = cli.output()
    expect(stdout).toBe('')
    expect(stderr.trim().split('\n')).toHaveLength(1)
    expect(stderr).toMatch(/^sandbox: .*bogus.*usage: npm run sandbox/)
  })

  // Answering at once means not loading the server first: Node's module debug log names every package it loads.
  it.each([
    [['--help'], 0],
    [['--port', 'x'], 2],
  ])('answers %j before loading the server, fastify or the store', { timeout: 30_000 }, async (args, code) => {
    const cli = run(args, { ...process.env, NODE_DEBUG: 'module' })
    expect(await cli.exited).toBe(code)
    const { stdout, stderr } = cli.output()
    expect(code === 0 ? stdout : stderr).toContain('usage: npm run sandbox')
    expect(stderr).toMatch(/MODULE/)
    expect(stderr).not.toMatch(/node_modules[\\/]fastify|sandbox[\\/](server|store|sandbox)\b/)
  })
})

describe('utility-entry (the packaged app forks it as a utilityProcess)', () => {
  it(
    'posts { type: "ready", url } to process.parentPort, answers a health query, and exits 0 on SIGTERM',
    { timeout: 30_000 },
    async () => {
      // Stand in for Electron's parentPort: print each message; after "ready" ask for health, then stop the process
      // the way the app would.
      const script = `const listeners = []
process.parentPort = {
  on: (event, listener) => listeners.push(listener),
  postMessage: (m) => {
    console.log(JSON.stringify(m))
    if (m.type === 'ready') for (const listener of listeners) listener({ data: { type: 'health' } })
    else process.kill(process.pid, 'SIGTERM')
  },
}
await import('./electron/sandbox/utility-entry.ts')`
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      children.push(child)
      let stdout = ''
      child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      const code = await new Promise<number | null>((done) => child.on('exit', (c) => done(c)))
      expect(code).toBe(0)
      const [ready, health] = stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { type: string; url?: string; sessions?: number })
      expect(ready?.type).toBe('ready')
      expect(ready?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dxsca-web$/)
      expect(health).toEqual({ type: 'health', sessions: 0 })
    },
  )
})
