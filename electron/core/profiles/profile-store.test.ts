import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ProfileInputSchema, type ProfileInput } from '@shared/ipc/profiles'
import { fileNoticeText, importRefusalText, profileProblemText } from '@shared/text/profile-text'
import { PROFILES_FILE_NAME, createProfileStore, type ParsedProfileInput, type ProfileStore } from './profile-store'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dx-profiles-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const clock = { now: () => Date.parse('2026-11-23T08:30:00.000Z') }
const input = (over: Partial<ProfileInput> = {}): ParsedProfileInput =>
  ProfileInputSchema.parse({
    name: 'Broker live',
    baseUrl: 'https://broker.example.com/dxsca-web',
    username: 'alex',
    ...over,
  })
const file = () => join(dir, PROFILES_FILE_NAME)
/** What the Connect screen tells the person about the saved file. */
const told = (store: ProfileStore) => store.notices().map(fileNoticeText)

describe('profile store', () => {
  it('saves, lists and reads back profiles across restarts', async () => {
    const store = createProfileStore({ dir, clock })
    const { profile, created } = await store.save(input())
    expect(created).toBe(true)
    expect(profile).toMatchObject({ id: 'broker-live', name: 'Broker live', domain: 'default', kind: 'trader' })
    const second = await store.save(input())
    expect(second.profile.id).toBe('broker-live-2')
    const again = createProfileStore({ dir, clock })
    await again.load()
    expect(again.list().map((p) => p.id)).toEqual(['broker-live', 'broker-live-2'])
    expect(again.get('broker-live')).toEqual(profile)
    expect(again.notices()).toEqual([])
  })

  it('keeps a profile’s price alerts across restarts and through a save from the form', async () => {
    const store = createProfileStore({ dir, clock })
    const { profile } = await store.save(input())
    const alert = {
      id: 'a1',
      symbol: 'EUR/USD',
      side: 'bid' as const,
      when: 'at-or-above' as const,
      level: '1.0950',
      createdAt: clock.now(),
    }
    expect(await store.setPriceAlerts(profile.id, [alert])).toBe(true)
    expect(await store.setPriceAlerts('no-such-profile', [alert])).toBe(false)
    // The form sends no alerts: the save keeps the ones the profile has.
    await store.save(input({ id: profile.id, name: 'Broker live (renamed)' }))
    const again = createProfileStore({ dir, clock })
    await again.load()
    expect(again.get(profile.id)).toMatchObject({ name: 'Broker live (renamed)', priceAlerts: [alert] })
  })

  it('writes atomically, with no temp file left behind', async () => {
    const store = createProfileStore({ dir, clock })
    await Promise.all([
      store.save(input({ name: 'A' })),
      store.save(input({ name: 'B' })),
      store.save(input({ name: 'C' })),
    ])
    expect(await readdir(dir)).toEqual([PROFILES_FILE_NAME])
    const json = JSON.parse(await readFile(file(), 'utf8')) as { format: string; version: number; profiles: unknown[] }
    expect(json).toMatchObject({ format: 'dx-desk-profiles', version: 2 })
    expect(json.profiles).toHaveLength(3)
    if (process.platform !== 'win32') expect((await stat(file())).mode & 0o777).toBe(0o600)
  })

  it('edits in place and reports when the server, login or domain changed', async () => {
    const store = createProfileStore({ dir, clock })
    const { profile } = await store.save(input())
    const renamed = await store.save(input({ id: profile.id, name: 'Renamed' }))
    expect(renamed).toMatchObject({ created: false, bindingChanged: false })
    const moved = await store.save(input({ id: profile.id, baseUrl: 'https://other.example.com/dxsca-web' }))
    expect(moved.bindingChanged).toBe(true)
    expect(store.list()).toHaveLength(1)
  })

  it('refuses to store or remove the built-in Demo profiles', async () => {
    const store = createProfileStore({ dir, clock })
    await expect(store.save(input({ id: 'demo-trader' }))).rejects.toMatchObject({ reason: 'demo-profile-fixed' })
    await expect(store.remove('demo-support')).rejects.toMatchObject({ reason: 'demo-profile-kept' })
    expect((await store.save(input({ name: 'demo trader' }))).profile.id).toBe('demo-trader-2')
  })

  it('keeps a corrupt file aside as profiles.corrupt-<timestamp>.json and reports it', async () => {
    await writeFile(file(), '{"format":"dx-desk-profiles","version":1,"profiles":[{"name":')
    const store = createProfileStore({ dir, clock })
    await store.load()
    expect(store.list()).toEqual([])
    const files = await readdir(dir)
    expect(files).toContain('profiles.corrupt-20261123T083000Z.json')
    expect(store.notices()).toHaveLength(1)
    expect(told(store)[0]).toMatch(/could not be read.*profiles\.corrupt-20261123T083000Z\.json/)
    // Saving afterwards never touches the kept file.
    await store.save(input())
    expect(await readFile(join(dir, 'profiles.corrupt-20261123T083000Z.json'), 'utf8')).toContain('"name":')
  })

  it('keeps valid profiles, leaves invalid ones out, and keeps the original aside', async () => {
    const good = { ...input(), id: 'good' }
    const insecure = { ...input(), id: 'insecure', baseUrl: 'http://broker.example.com/dxsca-web' }
    const smuggled = { ...input(), id: 'smuggled', password: 'hunter2' }
    await writeFile(
      file(),
      JSON.stringify({ format: 'dx-desk-profiles', version: 1, profiles: [good, insecure, smuggled, 'x'] }),
    )
    const store = createProfileStore({ dir, clock })
    await store.load()
    expect(store.list().map((p) => p.id)).toEqual(['good'])
    const notice = told(store)[0] ?? ''
    expect(notice).toMatch(/3 saved profiles were invalid/)
    expect(notice).toMatch(/https/)
    expect(notice).toMatch(/password or token field/)
    expect((await readdir(dir)).some((f) => f.startsWith('profiles.corrupt-'))).toBe(true)
    expect(await readFile(file(), 'utf8')).not.toContain('hunter2')
  })

  it('loads a file saved before the sanity thresholds existed with 5 % and 5×; a chosen one survives a restart', async () => {
    const { warnFarFromMarketPercent: _far, warnSizeTimesUsual: _size, ...older } = { ...input(), id: 'older' }
    await writeFile(file(), JSON.stringify({ format: 'dx-desk-profiles', version: 1, profiles: [older] }))
    const store = createProfileStore({ dir, clock })
    await store.load()
    expect(store.notices()).toEqual([])
    expect(store.get('older')).toMatchObject({ warnFarFromMarketPercent: 5, warnSizeTimesUsual: 5 })
    await store.save(input({ id: 'older', warnFarFromMarketPercent: 1, warnSizeTimesUsual: 2.5 }))
    const again = createProfileStore({ dir, clock })
    await again.load()
    expect(again.get('older')).toMatchObject({ warnFarFromMarketPercent: 1, warnSizeTimesUsual: 2.5 })
  })

  it('leaves out a hand-edited profile whose threshold is out of bounds, naming the field', async () => {
    const zero = { ...input(), id: 'zero', warnFarFromMarketPercent: 0 }
    await writeFile(file(), JSON.stringify({ format: 'dx-desk-profiles', version: 1, profiles: [zero] }))
    const store = createProfileStore({ dir, clock })
    await store.load()
    expect(store.list()).toEqual([])
    expect(told(store)[0]).toMatch(/Profile 1 \(“Broker live”\): “warnFarFromMarketPercent” takes at least 0\.1\b/)
  })

  it('does not overwrite a file from a newer version; keeps it aside and says so', async () => {
    await writeFile(file(), JSON.stringify({ format: 'dx-desk-profiles', version: 3, profiles: [] }))
    const store = createProfileStore({ dir, clock })
    await store.load()
    expect(told(store)[0]).toMatch(/newer version/)
  })

  it('notifies a margin call and a liquidation by default; fills only when chosen', async () => {
    const store = createProfileStore({ dir, clock })
    const { profile } = await store.save(input())
    expect([...profile.notifyKinds].sort()).toEqual(['liquidation', 'margin-call'])
    const chosen = await store.save(input({ name: 'Fills too', notifyKinds: ['filled', 'margin-call'] }))
    expect(chosen.profile.notifyKinds).toEqual(['filled', 'margin-call'])
  })

  it('gives profiles saved when every box started unticked the new defaults, and keeps any choice made', async () => {
    const untouched = { ...input(), id: 'untouched', notifyKinds: [] }
    const chosen = { ...input(), id: 'chosen', notifyKinds: ['filled'] }
    await writeFile(file(), JSON.stringify({ format: 'dx-desk-profiles', version: 1, profiles: [untouched, chosen] }))
    const store = createProfileStore({ dir, clock })
    await store.load()
    expect(store.notices()).toEqual([])
    expect([...(store.get('untouched')?.notifyKinds ?? [])].sort()).toEqual(['liquidation', 'margin-call'])
    expect(store.get('chosen')?.notifyKinds).toEqual(['filled'])
    // Once saved in the new format, an empty list is the person's choice and stays empty.
    await store.save(input({ id: 'untouched', notifyKinds: [] }))
    const again = createProfileStore({ dir, clock })
    await again.load()
    expect(again.get('untouched')?.notifyKinds).toEqual([])
    expect(again.get('chosen')?.notifyKinds).toEqual(['filled'])
  })

  it('enforces the https rule (plain http only on this computer)', () => {
    expect(ProfileInputSchema.safeParse({ ...input(), baseUrl: 'http://broker.example.com' }).success).toBe(false)
    expect(ProfileInputSchema.safeParse({ ...input(), baseUrl: 'ftp://broker.example.com' }).success).toBe(false)
    expect(ProfileInputSchema.safeParse({ ...input(), baseUrl: 'https://u:p@broker.example.com' }).success).toBe(false)
    expect(ProfileInputSchema.safeParse({ ...input(), baseUrl: 'http://127.0.0.1:8300/dxsca-web' }).success).toBe(true)
    expect(ProfileInputSchema.safeParse({ ...input(), baseUrl: 'http://localhost:8300/dxsca-web' }).success).toBe(true)
  })
})

describe('profile export and import', () => {
  it('round-trips profiles through export and import', async () => {
    const source = createProfileStore({ dir, clock })
    await source.save(input({ name: 'Live', kind: 'support' }))
    await source.save(input({ name: 'UAT', baseUrl: 'https://uat.example.com/dxsca-web', colour: 'red' }))
    const json = source.exportJson()
    const other = await mkdtemp(join(tmpdir(), 'dx-profiles-'))
    try {
      const target = createProfileStore({ dir: other, clock })
      const { imported, skipped } = await target.importJson(json)
      expect(skipped).toEqual([])
      expect(imported).toEqual(source.list().map((p) => ({ ...p, imported: true })))
      expect(imported[0]?.readOnly).toBe(true)
    } finally {
      await rm(other, { recursive: true, force: true })
    }
  })

  it('exports only the chosen profiles and never a secret-looking field', async () => {
    const store = createProfileStore({ dir, clock })
    await store.save(input({ name: 'A' }))
    await store.save(input({ name: 'B' }))
    const json = store.exportJson(['b'])
    const parsed = JSON.parse(json) as { profiles: Array<Record<string, unknown>>; exportedAt: string }
    expect(parsed.profiles.map((p) => p.id)).toEqual(['b'])
    expect(parsed.exportedAt).toBe('2026-11-23T08:30:00.000Z')
    expect(json).not.toMatch(/"(password|token|secret)[^"]*"\s*:/i)
  })

  it('validates each imported profile and reports the ones it skipped', async () => {
    const store = createProfileStore({ dir, clock })
    await store.save(input({ name: 'Existing' }))
    const json = JSON.stringify({
      format: 'dx-desk-profiles',
      version: 1,
      profiles: [
        { ...input({ name: 'Fine' }), builtIn: false, passwordSaved: true },
        { ...input({ name: 'Clash' }), id: 'existing' },
        { ...input({ name: 'Demo copy' }), id: 'demo-trader' },
        { ...input({ name: 'Plain http' }), baseUrl: 'http://broker.example.com' },
        { ...input({ name: 'With password' }), password: 'hunter2' },
        { ...input({ name: 'Bad zone' }), timeZone: 'Mars/Olympus' },
        { name: '' },
        42,
      ],
    })
    const { imported, skipped } = await store.importJson(json)
    expect(imported.map((p) => p.name)).toEqual(['Fine', 'Clash', 'Demo copy'])
    expect(imported.map((p) => p.id)).toEqual(['fine', 'clash', 'demo-copy'])
    expect(store.get('existing')?.name).toBe('Existing')
    expect(skipped).toHaveLength(5)
    expect(profileProblemText(skipped[0]!)).toMatch(/Profile 4 \(“Plain http”\): “baseUrl” must start with https:\/\//)
    expect(profileProblemText(skipped[1]!)).toMatch(/Profile 5 .*password or token/)
    expect(profileProblemText(skipped[2]!)).toMatch(/timeZone/)
    expect(await readFile(file(), 'utf8')).not.toContain('hunter2')
  })

  it('refuses what is not an export, without touching the saved profiles', async () => {
    const store = createProfileStore({ dir, clock })
    await store.save(input())
    const notJson = await store.importJson('not json')
    expect(notJson).toEqual({ imported: [], skipped: [], refused: 'not-json' })
    expect(importRefusalText(notJson.refused!)).toMatch(/not JSON/)
    const notExport = await store.importJson('{"profiles":[]}')
    expect(importRefusalText(notExport.refused!)).toMatch(/not a DX Desk profile export/)
    expect(store.list()).toHaveLength(1)
  })
})
