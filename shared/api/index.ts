// The public surface of shared/api: every DX wire record, enum, query parameter and endpoint.
export * from './primitives'
export * from './enums'
export * from './variants'
export * from './records'
export * from './requests'
export * from './params'
export * from './endpoints'
export * from './errors'
