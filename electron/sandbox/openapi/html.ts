// A readable, self-contained HTML reference of the OpenAPI document: no scripts, no remote resources, one
// inline style sheet. Every text is escaped; schemas are shown as the JSON Schema they are.
import type { JsonObject } from './document'

const escape = (text: unknown) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const obj = (v: unknown): JsonObject => (typeof v === 'object' && v !== null ? (v as JsonObject) : {})
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])

/** `#/components/schemas/Order` → a link to its section; anything else as JSON. */
function schemaHtml(schema: unknown): string {
  const ref = obj(schema).$ref
  if (typeof ref === 'string') {
    const name = ref.split('/').pop() ?? ref
    return `<a href="#schema-${escape(name)}">${escape(name)}</a>`
  }
  const anyOf = obj(schema).anyOf
  if (Array.isArray(anyOf) && anyOf.every((s) => typeof obj(s).$ref === 'string')) {
    return anyOf.map(schemaHtml).join(' or ')
  }
  return `<code>${escape(JSON.stringify(schema))}</code>`
}

function resolveResponse(document: JsonObject, response: unknown): JsonObject {
  const ref = obj(response).$ref
  if (typeof ref !== 'string') return obj(response)
  const name = ref.split('/').pop() ?? ''
  return obj(obj(obj(document.components).responses)[name])
}

function resolveParameter(document: JsonObject, parameter: unknown): JsonObject {
  const ref = obj(parameter).$ref
  if (typeof ref !== 'string') return obj(parameter)
  const name = ref.split('/').pop() ?? ''
  return obj(obj(obj(document.components).parameters)[name])
}

function operationHtml(document: JsonObject, method: string, path: string, op: JsonObject): string {
  const parameters = list(op.parameters).map((p) => resolveParameter(document, p))
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? 'yes' : ''}</td>` +
        `<td>${escape(p.description ?? '')}</td></tr>`,
    )
    .join('')
  const body = obj(obj(op.requestBody).content)
  const bodyHtml = Object.entries(body)
    .map(([type, media]) => `<p>Body (<code>${escape(type)}</code>): ${schemaHtml(obj(media).schema)}</p>`)
    .join('')
  const responses = Object.entries(obj(op.responses))
    .map(([status, r]) => {
      const response = resolveResponse(document, r)
      const json = obj(obj(response.content)['application/json']).schema
      const headers = Object.keys(obj(response.headers))
      return (
        `<li><b>${escape(status)}</b> ${escape(response.description ?? '')}` +
        (json ? ` — ${schemaHtml(json)}` : '') +
        (headers.length > 0 ? ` — headers: ${headers.map((h) => `<code>${escape(h)}</code>`).join(', ')}` : '') +
        '</li>'
      )
    })
    .join('')
  const auth = list(op.security).length > 0 ? 'Authorization: DXAPI token or Basic' : 'No authentication'
  return (
    `<section class="op" id="${escape(op.operationId)}"><h3><span class="m ${escape(method)}">${escape(method.toUpperCase())}</span> ` +
    `<code>${escape(path)}</code></h3><p>${escape(op.summary ?? '')} <i>(${auth})</i></p>` +
    (rows ? `<table><tr><th>parameter</th><th>in</th><th>required</th><th>meaning</th></tr>${rows}</table>` : '') +
    bodyHtml +
    `<ul>${responses}</ul></section>`
  )
}

export function renderReferenceHtml(document: JsonObject): string {
  const info = obj(document.info)
  const byTag = new Map<string, string[]>()
  for (const [path, item] of Object.entries(obj(document.paths))) {
    for (const [method, op] of Object.entries(obj(item))) {
      const tag = String(list(obj(op).tags)[0] ?? 'Other')
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(document, method, path, obj(op))])
    }
  }
  const sections = [...byTag]
    .map(([tag, ops]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.join('')}`)
    .join('')
  const toc = [...byTag.keys()].map((t) => `<a href="#tag-${escape(t)}">${escape(t)}</a>`).join(' · ')
  const schemas = Object.entries(obj(obj(document.components).schemas))
    .map(
      ([name, schema]) =>
        `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3><pre>${escape(JSON.stringify(schema, null, 2))}</pre></section>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(info.title)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 2rem;color:#1d2330}
code,pre{font-family:ui-monospace,monospace}pre{background:#f4f6f9;padding:.6rem;overflow:auto;font-size:12px}
table{border-collapse:collapse;margin:.4rem 0}td,th{border:1px solid #d5dae3;padding:.2rem .5rem;text-align:left;vertical-align:top}
.op{border-top:1px solid #d5dae3;padding:.3rem 0}.m{display:inline-block;min-width:4.5rem;font-size:12px;color:#fff;
border-radius:3px;padding:.1rem .4rem;text-align:center}.get{background:#2f6fb3}.post{background:#2c8a4b}
.put{background:#a86b00}.delete{background:#b3362f}
</style></head><body>
<h1>${escape(info.title)}</h1><p>${escape(info.description ?? '')}</p>
<p>Machine-readable: <a href="openapi.json">openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>
<nav>${toc} · <a href="#schemas">Schemas</a></nav>
${sections}<h2 id="schemas">Schemas</h2>${schemas}
</body></html>
`
}
