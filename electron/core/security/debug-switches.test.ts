// Checklist: a packaged app refuses remote-debugging switches; an unpackaged development build keeps them.
import { describe, expect, it } from 'vitest'
import { debugSwitchRefusal, remoteDebuggingSwitches, switchRefusalText } from './debug-switches'

describe('remote-debugging switches', () => {
  it('finds every spelling Chromium accepts', () => {
    expect(remoteDebuggingSwitches(['app', '--remote-debugging-port=9222'])).toEqual(['--remote-debugging-port'])
    expect(remoteDebuggingSwitches(['app', '--remote-debugging-pipe'])).toEqual(['--remote-debugging-pipe'])
    expect(remoteDebuggingSwitches(['app', '-Remote-Debugging-Port=0', '--remote-debugging-port'])).toEqual([
      '--remote-debugging-port',
    ])
    expect(remoteDebuggingSwitches(['app', '--', '--remote-debugging-port=1'])).toEqual([])
    expect(remoteDebuggingSwitches(['app', '--remote-debugging-address=0.0.0.0', 'file.json'])).toEqual([])
  })

  it('refuses a packaged start with one, by argv or by what Chromium reports', () => {
    expect(debugSwitchRefusal(['dx', '--remote-debugging-port=9222'], true)).toEqual({
      code: 'remote-debugging',
      switches: ['--remote-debugging-port'],
    })
    expect(debugSwitchRefusal(['dx'], true, (name) => name === 'remote-debugging-pipe')?.switches).toEqual([
      '--remote-debugging-pipe',
    ])
    expect(debugSwitchRefusal(['dx'], true)).toBeNull()
  })

  it('lets an unpackaged development build keep them', () => {
    expect(
      debugSwitchRefusal(['electron', '.', '--remote-debugging-port=9222'], false, (n) => n.startsWith('remote-')),
    ).toBeNull()
  })

  it('refuses switches that weaken TLS in every build, by argv or by what Chromium reports', () => {
    const ignoreErrors = ['ignore', 'certificate', 'errors'].join('-')
    expect(debugSwitchRefusal(['dx', `--${ignoreErrors}`], true)?.switches).toEqual([`--${ignoreErrors}`])
    expect(debugSwitchRefusal(['electron', '.', '-Ignore-Certificate-Errors'], false)?.code).toBe('tls-weakening')
    expect(debugSwitchRefusal(['dx', '--ssl-version-max=tls1'], true)?.switches).toEqual(['--ssl-version-max'])
    expect(
      debugSwitchRefusal(['dx'], false, (name) => name === 'unsafely-treat-insecure-origin-as-secure')?.switches,
    ).toEqual(['--unsafely-treat-insecure-origin-as-secure'])
    expect(debugSwitchRefusal(['dx', '--', `--${ignoreErrors}`], true)).toBeNull()
  })
})

describe('the refused start, as written before the app exits', () => {
  it('names the switches and says what they would do', () => {
    expect(switchRefusalText({ code: 'remote-debugging', switches: ['--remote-debugging-port'] })).toBe(
      'DX Desk does not start with --remote-debugging-port: remote debugging would let other programs control it.',
    )
    expect(switchRefusalText({ code: 'tls-weakening', switches: ['--ssl-version-min', '--ssl-version-max'] })).toBe(
      'DX Desk does not start with --ssl-version-min or --ssl-version-max: it would weaken the checks that keep connections secure.',
    )
  })
})
