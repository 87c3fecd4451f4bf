import { describe, expect, it } from 'vitest'
import { restartRefused, sessionEndedNotice } from './session-text'

describe('sessions and updates', () => {
  it('says why the session ended and why a restart was refused', () => {
    expect(sessionEndedNotice('expired')).toBe(
      'Your session expired. Connect again to continue; your filters and layouts are kept.',
    )
    expect(sessionEndedNotice('disconnected')).toBe('You were disconnected from the server.')
    expect(restartRefused('edit-in-progress')).toBe(
      'An order edit is open or still being sent. Finish or cancel it, then restart.',
    )
    expect(restartRefused('disabled')).toMatch(/ask your administrator/)
  })
})
