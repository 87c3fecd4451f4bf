// A query parameter's words, from the catalogue entry its spec names (`queryParams.*`): the filter panels, their
// chips and the Demo server's API description all say a parameter this one way.
import type { AnyParamSpec } from '../api/params/spec'
import { msg } from './messages'

/** The parameter's name as a person reads it ("Issued from"). */
export const paramLabel = (spec: Pick<AnyParamSpec, 'words'>): string => msg(`${spec.words}.label`)

/** One sentence on what the parameter does. */
export const paramHelp = (spec: Pick<AnyParamSpec, 'words'>): string => msg(`${spec.words}.help`)

/**
 * The name of the range a first end opens ("Issued" for issued-from/issued-to), or undefined for a parameter that
 * opens none. `params.test.ts` asks it of every first end, so one declared without its range's words fails there.
 */
export const rangeLabel = (from: Pick<AnyParamSpec, 'rangeWords'>): string | undefined =>
  from.rangeWords === undefined ? undefined : msg(`${from.rangeWords}.range`)
