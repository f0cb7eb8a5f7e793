import { OperationsPath } from '@portal/contracts';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from './openapi-document.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's type in a few words: `integer 1..60`, `"hot" | "new"`, `string ≤ 64`. */
function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeOf).join(' or ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  const notes: string[] = [];
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    const huge = (n: number | undefined) => n === undefined || Math.abs(n) >= 2 ** 53 - 1;
    if (!huge(schema.minimum) || !huge(schema.maximum)) {
      notes.push(`${schema.minimum ?? ''}..${schema.maximum ?? ''}`);
    }
  }
  if (schema.minLength !== undefined) notes.push(`≥ ${schema.minLength} chars`);
  if (schema.maxLength !== undefined) notes.push(`≤ ${schema.maxLength} chars`);
  if (typeof schema.pattern === 'string') notes.push(`/${schema.pattern}/`);
  if (type === 'array' && isSchema(schema.items)) return `array of ${typeOf(schema.items)}`;
  return [type, ...notes].join(' ');
}

function fieldsTable(caption: string, schema: JsonSchema | undefined): string {
  const properties = schema && isSchema(schema.properties) ? schema.properties : {};
  const names = Object.keys(properties);
  if (names.length === 0) return `<p class="none">${escape(caption)}: none</p>`;
  const required = new Set(Array.isArray(schema?.required) ? schema.required : []);
  const rows = names.map((name) => {
    const field = properties[name];
    const type = isSchema(field) ? typeOf(field) : 'any';
    return `<tr><td><code>${escape(name)}</code>${required.has(name) ? ' *' : ''}</td><td>${escape(type)}</td></tr>`;
  });
  return `<table><caption>${escape(caption)}</caption><tbody>${rows.join('')}</tbody></table>`;
}

function requestSchema(operation: OpenApiOperation): JsonSchema | undefined {
  if (operation.parameters) {
    return {
      type: 'object',
      properties: Object.fromEntries(operation.parameters.map((p) => [p.name, p.schema])),
      required: operation.parameters.filter((p) => p.required).map((p) => p.name),
    };
  }
  return operation.requestBody?.content['application/json']?.schema;
}

/** The `data` of the success envelope, or the whole answer when it is not an envelope. */
function responseData(operation: OpenApiOperation): JsonSchema | undefined {
  const content = operation.responses[200]?.content;
  const schema = content?.['application/json']?.schema;
  if (!schema) return undefined;
  const data = isSchema(schema.properties) ? schema.properties.data : undefined;
  return isSchema(data) && operation.tags[0] !== 'operations' ? data : schema;
}

function operationSection(path: string, method: string, operation: OpenApiOperation): string {
  const data = responseData(operation);
  return [
    `<section id="${escape(operation.operationId)}">`,
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>`,
    `<p>${escape(operation.summary)}${operation.description ? ` — ${escape(operation.description)}` : ''}</p>`,
    fieldsTable(method === 'get' ? 'Query' : 'Body', requestSchema(operation)),
    data ? fieldsTable('Answer data', data) : '',
    data
      ? `<details><summary>answer schema</summary><pre>${escape(JSON.stringify(data, null, 2))}</pre></details>`
      : '',
    '</section>',
  ].join('\n');
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:24px;color:#1b1d29}
h1{margin:0 0 4px}h2{margin-top:40px;border-bottom:2px solid #ddd;text-transform:capitalize}
section{border:1px solid #e2e3ea;border-radius:8px;padding:8px 16px;margin:12px 0}
h3{font-size:16px;margin:8px 0}.method{display:inline-block;min-width:44px;padding:1px 6px;
border-radius:4px;color:#fff;font-size:12px;text-align:center}.get{background:#2d7d46}
.post{background:#2a5db0}table{border-collapse:collapse;margin:6px 0;width:100%}
caption{text-align:left;font-weight:600}td{border-top:1px solid #eee;padding:3px 8px;
vertical-align:top}td:first-child{width:30%}.none{color:#777}pre{background:#f6f7fa;
padding:8px;overflow:auto;font-size:12px}`;

/**
 * A readable page of the document, rendered on the server: no script (the page policy allows
 * none inline) and nothing loaded from elsewhere.
 */
export function renderDocsPage(document: OpenApiDocument): string {
  const sections = document.tags.map((tag) => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      (['get', 'post'] as const).flatMap((method) => {
        const operation = methods[method];
        return operation?.tags.includes(tag.name)
          ? [operationSection(path, method, operation)]
          : [];
      }),
    );
    return `<h2>${escape(tag.name)}</h2><p>${escape(tag.description)}</p>${operations.join('\n')}`;
  });
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(document.info.title)} API</title><style>${STYLE}</style></head><body>`,
    `<h1>${escape(document.info.title)} API</h1>`,
    `<p>${escape(document.info.description)}</p>`,
    `<p>Fields marked * are required. The machine-readable document: <a href="${OperationsPath.openApi}">${OperationsPath.openApi}</a> (OpenAPI ${document.openapi}).</p>`,
    sections.join('\n'),
    '</body></html>',
  ].join('\n');
}
