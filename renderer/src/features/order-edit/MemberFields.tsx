// One order of the edit: its fixed facts (each with the reason it cannot change) and its editable fields,
// each with the rule hints, "was …" once changed, and live messages naming the rule and its limit.
import type { Instrument, InstrumentDetails } from '@shared/api/records'
import {
  canonical,
  fieldRules,
  filledOf,
  readOnlyFacts,
  roleIn,
  sameValue,
  type EditField,
  type EditMember,
  type EditMessage,
  type EditState,
  type FieldRule,
  type Validation,
} from '@shared/domain/order-edit'
import { isEnded, memberTag, type MemberWatch } from '@shared/domain/order-edit'
import type { SizeUnit } from '@shared/domain/size-units'
import { IsoDateInput } from '../../components/IsoDateInput'
import { msg } from '@shared/text/messages'
import { stepped } from './step'
import { problemText, ruleName } from './validation-text'
import { fieldLabel, fieldReasonText, fixedFactLabel, fixedFactReason, memberText } from './edit-text'
import { hintFor } from './field-hint'

/** The id of a field's hint or error, which its input names in aria-describedby. */
const describedById = (id: string, part: 'hint' | 'err') => `${id}-${part}`

interface MemberFieldsProps {
  state: EditState
  member: EditMember
  index: number
  validation: Validation | null
  serverMessages: readonly EditMessage[]
  details?: InstrumentDetails | undefined
  instrument?: Instrument | undefined
  /** The instrument's tick and size rules are still being read (`details` and `instrument` not there yet). */
  rulesReading: boolean
  /** The unit the profile shows sizes in: the quantity's rule hint speaks it. */
  sizeUnit?: SizeUnit | undefined
  /** Show every message, not only those of changed fields (once anything changed, or after Save). */
  showAll: boolean
  disabled: boolean
  grouped: boolean
  onChange: (key: string, field: EditField, value: string) => void
  onInclude?: ((key: string, included: boolean) => void) | undefined
  /** What the watch last saw of this order; an ended order shows its final status and takes no input. */
  now?: MemberWatch | undefined
}

export const fieldId = (index: number, field: EditField) => `oe-${index}-${field}`

function FieldControl({
  rule,
  id,
  value,
  disabled,
  invalid,
  describedBy,
  step,
  onChange,
}: {
  rule: FieldRule
  id: string
  value: string
  disabled: boolean
  invalid: boolean
  describedBy: string | undefined
  /** ↑/↓ move the value by this much (a price's tick, a size's step), Shift+↑/↓ by ten. */
  step?: string | undefined
  onChange: (v: string) => void
}) {
  const common = {
    id,
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  }
  if (rule.field === 'tif') {
    return (
      <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
        {(rule.options ?? [value]).map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    )
  }
  if (rule.field === 'expireDate') {
    return <IsoDateInput {...common} passInvalid value={value} onChange={onChange} />
  }
  return (
    <input
      {...common}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      value={value}
      aria-keyshortcuts={step ? 'ArrowUp ArrowDown' : undefined}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (!step || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') || e.altKey || e.ctrlKey || e.metaKey) return
        const next = stepped(value, step, (e.key === 'ArrowUp' ? 1 : -1) * (e.shiftKey ? 10 : 1))
        if (next === undefined) return
        e.preventDefault()
        onChange(next)
      }}
    />
  )
}

export function MemberFields(props: MemberFieldsProps) {
  const { state, member, index, validation, serverMessages, details, instrument, showAll, grouped, now } = props
  const endedNow = now !== undefined && isEnded(now.kind)
  const disabled = props.disabled || endedNow
  const status = endedNow && now.current ? now.current.status : member.order?.status
  const role = member.included ? roleIn(state, member) : 'single'
  const rules = fieldRules(member.base, role, member.draft, member.order).filter((r) => r.shown)
  const label = memberText(memberTag(state, member))
  const facts = member.order ? readOnlyFacts(member.order) : []
  const filled = member.order ? filledOf(member.order) : '0'
  const messagesOf = (field: EditField) => {
    const changed = !sameValue(field, member.start[field], member.draft[field])
    const local = (validation?.messages ?? []).filter(
      (m) => m.field === field && (m.memberKey === member.key || m.memberKey === null),
    )
    const server = serverMessages.filter((m) => m.field === field && m.memberKey === member.key)
    // The server's words replace our guess about the same field.
    if (server.length > 0) return server
    return changed || showAll ? local : []
  }

  return (
    <section
      className={`oe-member${member.included ? '' : ' is-excluded'}`}
      role="group"
      aria-label={label}
      data-member={member.key}
    >
      <header className="oe-member__header">
        <strong>{label}</strong>
        {member.order && (
          <span
            className={`oe-tag${endedNow ? ' oe-tag--ended' : ''}`}
            title={
              endedNow
                ? msg('orderEdit.labels.statusNow', { status: member.order.status })
                : msg('orderEdit.labels.statusRead')
            }
          >
            {endedNow && !now.current ? msg('labels.orderEdit.ended') : status}
            {filled !== '0' ? msg('labels.orderEdit.filledSuffix', { filled }) : ''}
          </span>
        )}
        {!member.order && <span className="oe-tag oe-tag--new">{msg('labels.orderEdit.newOrder')}</span>}
        {grouped && props.onInclude && member.original && (
          <label className="oe-member__include">
            <input
              type="checkbox"
              checked={member.included}
              disabled={disabled}
              onChange={(e) => props.onInclude?.(member.key, e.target.checked)}
            />
            {msg('labels.orderEdit.keepInGroup')}
          </label>
        )}
        {!member.original && props.onInclude && (
          <button type="button" className="link-button" onClick={() => props.onInclude?.(member.key, false)}>
            {msg('labels.orderEdit.remove')}
          </button>
        )}
      </header>
      {facts.length > 0 && (
        <div className="oe-facts">
          <dl aria-label={msg('orderEdit.labels.fixed')}>
            {facts.map((f) => (
              <div key={f.fact} className="oe-fact" title={fixedFactReason(f.fact)}>
                <dt>{fixedFactLabel(f.fact)}</dt>
                <dd>
                  {f.value}
                  <span className="sr-only">. {fixedFactReason(f.fact)}</span>
                </dd>
              </div>
            ))}
          </dl>
          <p className="oe-facts__why" aria-hidden="true">
            {msg('orderEdit.fixedFacts')}
          </p>
        </div>
      )}
      <div className="oe-fields">
        {rules.map((rule) => {
          const id = fieldId(index, rule.field)
          const value = member.draft[rule.field]
          const msgs = messagesOf(rule.field)
          const changed = !sameValue(rule.field, member.start[rule.field], value)
          const shared = rule.field === 'quantity' && role === 'oco' ? msg('orderEdit.labels.ocoShared') : ''
          const hint = rule.editable
            ? `${hintFor(rule, { details, instrument, reading: props.rulesReading }, props.sizeUnit) ?? ''}${shared}`.trim() ||
              undefined
            : rule.reason && fieldReasonText(rule.reason)
          const hintId = hint ? describedById(id, 'hint') : undefined
          const errId = msgs.length ? describedById(id, 'err') : undefined
          const describedBy = [errId, hintId].filter(Boolean).join(' ') || undefined
          return (
            <div
              key={rule.field}
              className={`oe-field${msgs.length ? ' has-error' : ''}${changed ? ' is-changed' : ''}${rule.editable ? '' : ' is-fixed'}`}
            >
              <label htmlFor={id}>
                {fieldLabel(rule.field)}
                {changed && member.order && (
                  <span className="oe-was">
                    {' '}
                    {msg('labels.orderEdit.wasValue', {
                      value: canonical(rule.field, member.start[rule.field]) || '—',
                    })}
                  </span>
                )}
              </label>
              {rule.editable && member.included ? (
                <FieldControl
                  rule={rule}
                  id={id}
                  value={value}
                  disabled={disabled}
                  invalid={msgs.length > 0}
                  describedBy={describedBy}
                  step={
                    rule.field === 'quantity'
                      ? details?.minOrderSizeIncrement
                      : rule.field === 'limitPrice' || rule.field === 'stopPrice'
                        ? instrument?.priceIncrement
                        : undefined
                  }
                  onChange={(v) => props.onChange(member.key, rule.field, v)}
                />
              ) : (
                <output id={id} className="oe-fixed-value" aria-describedby={describedBy}>
                  {value || '—'}
                </output>
              )}
              {msgs.length > 0 && (
                <ul id={errId} className="oe-field__errors">
                  {msgs.map((m, i) => (
                    <li key={i}>
                      <span className="oe-rule">{ruleName(m)}</span> {problemText(m.problem)}
                    </li>
                  ))}
                </ul>
              )}
              {hint && (
                <div id={hintId} className={rule.editable ? 'oe-field__hint' : 'oe-field__reason'}>
                  {hint}
                </div>
              )}
            </div>
          )
        })}
      </div>
    </section>
  )
}
