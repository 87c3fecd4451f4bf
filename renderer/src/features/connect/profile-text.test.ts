import { describe, expect, it } from 'vitest'
import { passwordStorage, profileProblemsSummary } from './profile-text'

describe('the profile form and password storage', () => {
  it('counts the fields still to fix, in one sentence', () => {
    expect(profileProblemsSummary(1)).toBe('One field needs attention before the profile can be saved.')
    expect(profileProblemsSummary(3)).toBe('3 fields need attention before the profile can be saved.')
  })

  it('says where passwords are kept, or why they are not', () => {
    expect(passwordStorage({ canRemember: true, store: 'the macOS Keychain' })).toBe(
      'Saved passwords are encrypted by the macOS Keychain and never shown to this window.',
    )
    expect(passwordStorage({ canRemember: false, backend: 'basic_text' })).toBe(
      'Passwords are not saved on this computer (password store: basic_text). Passwords are asked for at each connect.',
    )
  })
})
