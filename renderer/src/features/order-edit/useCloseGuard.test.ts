import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useCloseGuard, type CloseGuardOptions } from './useCloseGuard'

function guard(options: Partial<CloseGuardOptions>) {
  const onClose = vi.fn()
  const onHide = vi.fn()
  const hook = renderHook(() =>
    useCloseGuard({ busy: false, unsaved: false, titleId: 't', onClose, onHide, ...options }),
  )
  return { hook, onClose, onHide }
}

describe('closing the order editor', () => {
  it('closes at once when nothing would be lost', () => {
    const { hook, onClose } = guard({})
    act(() => hook.result.current.requestClose())
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(hook.result.current.confirming).toBe(false)
  })

  it('asks first when changes would be lost, and keeps editing on request', () => {
    const { hook, onClose } = guard({ unsaved: true })
    act(() => hook.result.current.requestClose())
    expect(onClose).not.toHaveBeenCalled()
    expect(hook.result.current.confirming).toBe(true)
    act(() => hook.result.current.keepEditing())
    expect(hook.result.current.confirming).toBe(false)
  })

  it('hides instead of closing while a change is being sent', () => {
    const { hook, onClose, onHide } = guard({ busy: true, unsaved: true })
    act(() => hook.result.current.requestClose())
    expect(onHide).toHaveBeenCalledTimes(1)
    expect(onClose).not.toHaveBeenCalled()
    expect(hook.result.current.confirming).toBe(false)
  })
})
