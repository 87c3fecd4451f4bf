// JSON only (docs/api-notes.md, "Reading answers"): 406 when Accept rules JSON out, 415 for a body that is not JSON.

/** True when the Accept header is absent or admits application/json (directly, via application/* or *\/*). */
export function acceptsJson(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true
  for (const range of accept.split(',')) {
    const [typePart, ...params] = range.split(';')
    const type = (typePart ?? '').trim().toLowerCase()
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='))
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue
    if (type === 'application/json' || type === 'application/*' || type === '*/*' || type.endsWith('+json')) {
      return true
    }
  }
  return false
}

export function mediaType(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined
  return contentType.split(';')[0]?.trim().toLowerCase()
}

export function isJsonMediaType(type: string | undefined): boolean {
  return type === 'application/json' || (type !== undefined && /^application\/[\w.+-]+\+json$/.test(type))
}

export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded'
