// A query parameter's words, from the catalogue entry its spec names (`queryParams.*`): the filter panels, their
// chips and the Demo server's API description all say a parameter this one way.
import type { AnyParamSpec } from '../api/params/spec'
import { msg, type MessageKey } from './messages'

/** The parameter's name as a person reads it ("Issued from"). */
export const paramLabel = (spec: Pick<AnyParamSpec, 'words'>): string => msg(`${spec.words}.label`)

/** One sentence on what the parameter does. */
export const paramHelp = (spec: Pick<AnyParamSpec, 'words'>): string => msg(`${spec.words}.help`)

/**
 * The name of the range a first end opens ("Issued" for issued-from/issued-to). Only a range's first end has one:
 * `params.test.ts` asks it of every such end, so a spec naming an entry without it fails there.
 */
export const rangeLabel = (from: Pick<AnyParamSpec, 'words'>): string => msg(`${from.words}.range` as MessageKey)
