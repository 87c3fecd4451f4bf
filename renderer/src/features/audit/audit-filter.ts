// The audit log's filter form and the filter main is asked with.
import type { AuditAction, AuditFilter } from '@shared/ipc/audit'

export interface FilterForm {
  from: string
  to: string
  action: '' | AuditAction
  case: string
  result: string
  account: string
  order: string
  text: string
}

export const EMPTY: FilterForm = {
  from: '',
  to: '',
  action: '',
  case: '',
  result: '',
  account: '',
  order: '',
  text: '',
}

/** Dates are whole local days: "to" includes the day it names. */
export function toFilter(f: FilterForm): AuditFilter {
  const day = (d: string, end: boolean) => {
    const t = new Date(`${d}T00:00:00`).getTime()
    return end ? t + 86_400_000 - 1 : t
  }
  return {
    ...(f.from ? { from: day(f.from, false) } : {}),
    ...(f.to ? { to: day(f.to, true) } : {}),
    ...(f.action ? { action: f.action } : {}),
    ...(f.result ? { result: f.result } : {}),
    ...(f.case.trim() ? { case: f.case.trim() } : {}),
    ...(f.account.trim() ? { account: f.account.trim() } : {}),
    ...(f.order.trim() ? { order: f.order.trim() } : {}),
    ...(f.text.trim() ? { text: f.text.trim() } : {}),
  }
}

export const RESULTS = [
  ['', 'any result'],
  ['applied', 'applied'],
  ['failed', 'not applied / failed'],
  ['precondition-failed', '412 stale version'],
  ['conflict', '409 refused'],
  ['bad-request', '400 bad request'],
  ['network (outcome unknown)', 'outcome unknown'],
  ['unlocked', 'unlocked'],
] as const
