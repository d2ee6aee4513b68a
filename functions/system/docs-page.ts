/**
 * A self-contained HTML reference rendered from the OpenAPI document: no scripts, no external
 * assets (the page must work offline and under a strict Content-Security-Policy).
 */

type JsonObject = Record<string, unknown>;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const json = (value: unknown): string => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

const renderOperation = (path: string, method: string, op: JsonObject): string => {
  const parameters = (op.parameters as JsonObject[]) ?? [];
  const body = (op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.['application/json']?.schema;
  const responses = Object.entries((op.responses as Record<string, JsonObject>) ?? {});
  const scopes = op['x-scopes'] as string[] | undefined;
  return `<section class="op" id="${escapeHtml(String(op.operationId))}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(String(op.summary ?? ''))}</p>
<p class="auth">${scopes ? `Key required; scopes: ${scopes.map(escapeHtml).join(', ')}` : 'No key required'}</p>
${parameters.length ? `<h4>Parameters</h4><ul>${parameters.map((p) => `<li><code>${escapeHtml(String(p.name))}</code> (${escapeHtml(String(p.in))}${p.required ? ', required' : ''})</li>`).join('')}</ul>` : ''}
${body ? `<h4>Request body</h4>${json(body)}` : ''}
<h4>Responses</h4>
<ul>${responses.map(([status, r]) => `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(String(r.description ?? ''))}</li>`).join('')}</ul>
${responses
  .filter(([status]) => status.startsWith('2'))
  .map(([, r]) => (r.content as Record<string, { schema?: unknown }>)?.['application/json']?.schema)
  .filter(Boolean)
  .map((schema) => `<details><summary>Success schema</summary>${json(schema)}</details>`)
  .join('')}
</section>`;
};

export const renderDocsPage = (document: JsonObject): string => {
  const info = document.info as { title: string; version: string; description: string };
  const paths = Object.entries(document.paths as Record<string, Record<string, JsonObject>>);
  const operations = paths.flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => renderOperation(path, method, op)));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(info.title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d2430}
.op{border:1px solid #d8dee8;border-radius:6px;padding:0 1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;padding:.1rem .4rem;font-size:.9rem}
.get{background:#2f6fde}.post{background:#2a9d5b}.put{background:#c28a00}.patch{background:#8a5cc2}.delete{background:#c23b3b}
pre{background:#f4f6fa;padding:.6rem;overflow:auto;font-size:.8rem}.auth{color:#5b6678;font-size:.9rem}
</style></head><body>
<h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p>${escapeHtml(info.description)}</p>
<p>Authenticate with <code>Authorization: Bearer &lt;key&gt;</code>, or <code>X-API-KEY</code> with <code>X-ORG-ID</code>. The machine-readable description is at <a href="/v1/openapi.json">/v1/openapi.json</a>.</p>
${operations.join('\n')}
</body></html>`;
};
