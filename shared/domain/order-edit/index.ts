// The order-edit dialog's logic, free of UI and I/O: the edit model, request building, live validation,
// watching, review, 412 triage and unknown-outcome resolution. See README "Order editing" for the decisions.
export * from './model'
export * from './state'
export * from './request'
export * from './validation'
export * from './watch'
export * from './review'
export * from './triage'
export * from './outcome'
export * from './cancel'
export * from './cancel-phase'
