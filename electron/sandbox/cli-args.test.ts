// What `npm run sandbox` refuses before it starts anything: each refusal is a one-line message naming the
// flag, followed by the usage (the spawned process's exit 2 is cli.integration.test.ts).
import { describe, expect, it } from 'vitest'
import { parseCliArgs, UsageError, usageLine } from './cli-args'

function refusal(args: string[]): string {
  try {
    parseCliArgs(args)
  } catch (error) {
    if (error instanceof UsageError) return usageLine(error)
    throw error
  }
  throw new Error(`${args.join(' ')} was accepted`)
}

describe('sandbox command-line arguments', () => {
  it.each([[['--help']], [['-h']]])('%j asks for the usage, which names --help', (args) => {
    expect(parseCliArgs(args).help).toBe(true)
    expect(parseCliArgs([]).help).toBeUndefined()
    expect(usageLine(new UsageError('x'))).toContain('--help')
  })

  it.each([
    [['--bogus'], 'bogus'],
    [['--rate-limit', 'maybe'], '--rate-limit must be on or off'],
    [['--port', 'x'], '--port must be a whole number'],
    [['--port', '70000'], '--port must be between 0 and 65535'],
    [['extra'], 'extra'],
    [['--out', 'x.json'], '--out goes with --print-openapi'],
    [['--host', ''], '--host must not be empty'],
    [['--host', '0.0.0.0'], '--host 0.0.0.0 is not this computer'],
    [['--host', '::'], '--host :: is not this computer'],
    [['--host', '192.168.1.20'], 'use --controls off or --allow-remote-bind'],
    [['--host', '127.evil.example'], '--host 127.evil.example is not this computer'],
  ])('refuses %j with one line naming the problem, then the usage', (args, problem) => {
    const line = refusal(args)
    expect(line.endsWith('\n')).toBe(true)
    expect(line.trimEnd().split('\n')).toHaveLength(1)
    expect(line).toContain(problem)
    expect(line).toContain('usage: npm run sandbox')
  })

  it('accepts the flags the bench and the app pass', () => {
    const options = parseCliArgs(['--host', '127.0.0.1', '--port', '0', '--large-account-orders', '10000'])
    expect(options).toMatchObject({ host: '127.0.0.1', port: 0, largeAccountOrders: 10_000, rateLimit: false })
    expect(parseCliArgs(['--print-openapi']).printOpenApi).toBe('-')
    expect(parseCliArgs(['--host', 'localhost']).host).toBe('localhost')
    expect(parseCliArgs(['--host', '::1']).host).toBe('::1')
  })

  it('binds beyond this computer only with the controls off or the explicit opt-in', () => {
    expect(parseCliArgs(['--host', '0.0.0.0', '--controls', 'off'])).toMatchObject({ host: '0.0.0.0', controls: false })
    expect(parseCliArgs(['--host', '0.0.0.0', '--allow-remote-bind'])).toMatchObject({
      host: '0.0.0.0',
      controls: true,
    })
  })
})
