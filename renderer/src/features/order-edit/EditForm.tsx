// The editor's fields: the group's controls (when it is a group or can become one) and one set of fields per
// member. Enter in a field saves, like the Save button.
import type { SizeUnit } from '@shared/domain/size-units'
import type { TradingRules } from './api'
import { MemberFields } from './MemberFields'
import { GroupControls } from './panels'
import type { EditController } from './useEditController'
import { msg } from '@shared/text/messages'

export interface EditFormProps {
  ctl: EditController
  rules: TradingRules | undefined
  /** The rules are still being read. */
  rulesReading: boolean
  sizeUnit: SizeUnit
  grouped: boolean
  /** The order opens or closes a position: it can get a take-profit or stop-loss. */
  positionBased: boolean
  disabled: boolean
  /** Show every field's message, not only those of fields the trader touched. */
  showAll: boolean
  onSave: () => void
}

export function EditForm(props: EditFormProps) {
  const { ctl, rules, rulesReading, sizeUnit, grouped, positionBased, disabled, showAll, onSave } = props
  const { state, actions } = ctl
  if (!state) return null
  return (
    <form
      className="oe-form"
      aria-label={msg('labels.orderEdit.orderFields')}
      onSubmit={(e) => {
        e.preventDefault()
        onSave()
      }}
    >
      {(grouped || positionBased) && (
        <GroupControls
          state={state}
          openOrders={ctl.openOrders}
          disabled={disabled}
          positionBased={positionBased}
          onAddExisting={actions.addExisting}
          onContingency={actions.setContingency}
          onAddThen={(kind) => actions.addThen({ kind, price: '' })}
        />
      )}
      <div className="oe-members">
        {state.members.map((m, i) => (
          <MemberFields
            key={m.key}
            state={state}
            member={m}
            index={i}
            validation={ctl.validation}
            serverMessages={ctl.serverMessages}
            details={rules?.details}
            instrument={rules?.instrument}
            rulesReading={rulesReading}
            sizeUnit={sizeUnit}
            showAll={showAll}
            disabled={disabled}
            grouped={grouped}
            onChange={actions.setField}
            onInclude={grouped || !m.original ? actions.setIncluded : undefined}
            now={ctl.watch?.members.find((w) => w.key === m.key)}
          />
        ))}
      </div>
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
    </form>
  )
}
