// The provider API's reference page (issue 17 point 6, decision 050): the OpenAPI document written out
// as one plain HTML page by our own server: no CDN, no script, its one style block under the answer's
// CSP nonce, so that it opens behind the strictest CSP and offline. Its Getting-started commands name
// the portal's absolute URLs, so that they run as pasted, and it fits a phone's 375 px (decision 102).
import { PROVIDER_TOKEN_PATH, providerWhoamiPath } from '@vp/contracts';
import { PROVIDER_OPENAPI_PATH } from './provider-openapi.ts';

type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters: { name: string; in: string; required: boolean; description?: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  'x-scope': string;
};

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const schemaBlock = (label: string, schema: unknown): string =>
  `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;

type Schemas = Record<string, unknown>;
const REF = '#/components/schemas/';

function typeOf(schema: unknown, schemas: Schemas): string {
  const s = schema as { type?: unknown; format?: unknown; enum?: unknown[]; $ref?: unknown };
  if (typeof s.$ref === 'string' && s.$ref.startsWith(REF)) {
    const name = s.$ref.slice(REF.length);
    const named = schemas[name] as { enum?: unknown[] } | undefined;
    return Array.isArray(named?.enum) ? `${name}: ${named.enum.map(String).join(' | ')}` : name;
  }
  if (Array.isArray(s.enum)) return s.enum.map(String).join(' | ');
  return [s.type, s.format].filter((v) => typeof v === 'string').join(', ') || 'any';
}

function operationHtml(method: string, path: string, op: Operation, schemas: Schemas): string {
  const params = op.parameters.length
    ? `<table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th><th>About</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${escapeHtml(typeOf(p.schema, schemas))}</td>` +
            `<td>${p.required ? 'yes' : 'no'}</td><td>${escapeHtml(p.description ?? '')}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody?.content['application/json']
    ? schemaBlock('Request body (JSON Schema)', op.requestBody.content['application/json'].schema)
    : '';
  const responses = Object.entries(op.responses)
    .map(([status, response]) => {
      const json = response.content?.['application/json'];
      const block = json ? schemaBlock(`${status} answer (JSON Schema)`, json.schema) : '';
      return `<li><strong>${status}</strong> ${escapeHtml(response.description)}${block}</li>`;
    })
    .join('');
  const id = escapeHtml(op.operationId);
  return `<section id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}</p>
${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}
<p>Scope: <code>${escapeHtml(op['x-scope'])}</code> · operationId <code>${id}</code></p>
${params}${body}<ul>${responses}</ul>
</section>`;
}

/** The named schemas, each folded, for the `$ref`s of the calls' blocks. */
function schemasHtml(schemas: Schemas): string {
  return Object.entries(schemas)
    .map(
      ([name, schema]) =>
        `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${schemaBlock('JSON Schema', schema)}</section>`,
    )
    .join('');
}

/** The messages a webhook receives, one per event type. */
function webhooksHtml(webhooks: Record<string, { post: Operation }>): string {
  return `<ul>${Object.entries(webhooks)
    .map(
      ([type, { post }]) =>
        `<li><code>${escapeHtml(type)}</code>: ${escapeHtml(post.summary)} ${schemaBlock(
          'Message (JSON Schema)',
          post.requestBody?.content['application/json']?.schema,
        )}</li>`,
    )
    .join('')}</ul>`;
}

export function providerReferencePage(
  document: Record<string, unknown>,
  styleNonce: string,
  publicUrl: string,
): string {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const schemas = (document.components as { schemas: Schemas }).schemas;
  const webhooks = (document.webhooks ?? {}) as Record<string, { post: Operation }>;
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const byTag = new Map<string, typeof operations>();
  for (const entry of operations) {
    const tag = entry.op.tags[0] ?? 'other';
    byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
  }
  const toc = [...byTag.entries()]
    .map(
      ([tag, entries]) =>
        `<li>${escapeHtml(tag)}<ul>${entries
          .map(
            (e) =>
              `<li><a href="#${escapeHtml(e.op.operationId)}">${e.method.toUpperCase()} ${escapeHtml(e.path)}</a></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = [...byTag.entries()]
    .map(
      ([tag, entries]) =>
        `<h2>${escapeHtml(tag)}</h2>${entries.map((e) => operationHtml(e.method, e.path, e.op, schemas)).join('')}`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Provider API reference</title>
<style nonce="${escapeHtml(styleNonce)}">
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;line-height:1.5;color:#1a1a1a;overflow-wrap:anywhere}
code,pre{font-family:ui-monospace,monospace;font-size:.9em}pre{background:#f4f4f4;padding:.75rem;white-space:pre-wrap}
table{border-collapse:collapse;margin:.5rem 0;width:100%}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
section{border-top:1px solid #ddd;padding-top:.5rem}.method{display:inline-block;min-width:4rem;font-weight:bold}
.get{color:#05620e}.put{color:#7a4b00}.post{color:#0b4f9c}.delete{color:#a10000}
</style></head><body>
<h1>Provider API reference</h1>
<p>${escapeHtml(String((document.info as { description: string }).description))}</p>
<h2>Getting started</h2>
<p>In a shell where CLIENT_ID and CLIENT_SECRET hold your API client's id and secret, this gets an access
token and asks who you are:</p>
<pre id="getting-started">TOKEN=$(curl -s -u "$CLIENT_ID:$CLIENT_SECRET" -d grant_type=client_credentials ${escapeHtml(publicUrl + PROVIDER_TOKEN_PATH)} | sed -n 's/.*"access_token":"\\([^"]*\\)".*/\\1/p')
curl -s -H "Authorization: Bearer $TOKEN" ${escapeHtml(publicUrl + providerWhoamiPath)}</pre>
<p>Every write needs an <code>Idempotency-Key</code> header; updates may send <code>If-Match</code> with a read's ETag.
Lists take <code>limit</code>, <code>cursor</code> (the <code>nextCursor</code> of the page before) and <code>updated_since</code>.
The machine-readable document is <a href="${PROVIDER_OPENAPI_PATH}">${escapeHtml(publicUrl + PROVIDER_OPENAPI_PATH)}</a> (OpenAPI 3.1):
generate a typed client from it (openapi-typescript, for one). A 400 answers <code>errors</code>, a list of
<code>{path, message}</code>, one per field refused.</p>
<nav><h2>Calls</h2><ul>${toc}</ul></nav>
${sections}
<h2 id="webhooks">Webhooks</h2>
<p>What a subscribed URL receives: a POST per event, signed per the Standard Webhooks specification
(headers webhook-id, webhook-timestamp, webhook-signature).</p>
${webhooksHtml(webhooks)}
<h2 id="schemas">Schemas</h2>
${schemasHtml(schemas)}
</body></html>`;
}
