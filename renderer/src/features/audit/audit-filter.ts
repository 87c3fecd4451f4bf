// The audit log's filter form and the filter main is asked with.
import type { AuditAction, AuditFilter } from '@shared/ipc/audit'
import { msg } from '@shared/text/messages'

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
  ['', msg('audit.resultFilter.any')],
  ['applied', msg('audit.resultFilter.applied')],
  ['failed', msg('audit.resultFilter.failed')],
  ['precondition-failed', msg('audit.resultFilter.stale')],
  ['conflict', msg('audit.resultFilter.conflict')],
  ['bad-request', msg('audit.resultFilter.badRequest')],
  ['network (outcome unknown)', msg('audit.resultFilter.outcomeUnknown')],
  ['unlocked', msg('audit.resultFilter.unlocked')],
] as const
