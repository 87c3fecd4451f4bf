// How a field inside a validated value is named to a person, in every message that points at one.

/** `orders[3].legs[0].price`: object keys joined with dots, array positions in brackets. */
export function issuePath(path: ReadonlyArray<PropertyKey>): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('')
}

interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}

/** `field: message` of a failed parse's first issue; `fallback` names the whole value when the issue has no path. */
export function firstIssueText(error: IssueList, fallback = 'body'): string {
  const issue = error.issues[0]
  return `${(issue ? issuePath(issue.path) : '') || fallback}: ${issue?.message ?? 'invalid'}`
}
