/* global document, window, location */
// Renders the service's OpenAPI document as a reference page. Plain DOM, no framework: the page must load
// from the service alone, with no network access and no inline script.
'use strict';

const METHODS = ['get', 'post', 'put', 'delete'];
/** The loaded document, so a top-level $ref can be shown expanded. */
let DOC = null;

/** Builds an element; children may be strings, nodes, arrays or null. Text is never parsed as HTML. */
function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') el.className = value;
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  const add = (child) => {
    if (child === null || child === undefined || child === false) return;
    if (Array.isArray(child)) child.forEach(add);
    else el.append(child instanceof window.Node ? child : String(child));
  };
  children.forEach(add);
  return el;
}

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const refName = (ref) => ref.split('/').pop();

function resolve(doc, obj) {
  if (obj && obj.$ref && obj.$ref.startsWith('#/components/responses/'))
    return doc.components.responses[refName(obj.$ref)];
  return obj;
}

/** A one-line type: `string`, `array of Ticket`, `"a" | "b"`, with component names as links. */
function typeLabel(schema) {
  if (!schema || Object.keys(schema).length === 0) return h('span', { class: 'type' }, 'any');
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return h('a', { class: 'type ref', href: `#schema-${name}` }, name);
  }
  if (schema.const !== undefined) return h('code', { class: 'type' }, JSON.stringify(schema.const));
  if (schema.enum) return h('span', { class: 'type' }, schema.enum.map((v) => JSON.stringify(v)).join(' | '));
  const alternatives = schema.anyOf || schema.oneOf;
  if (alternatives) {
    const parts = [];
    alternatives.forEach((alt, i) => {
      if (i > 0) parts.push(' | ');
      parts.push(typeLabel(alt));
    });
    return h('span', null, parts);
  }
  if (schema.type === 'array') return h('span', null, 'array of ', typeLabel(schema.items));
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties)
    return h('span', null, 'map of ', typeLabel(schema.additionalProperties));
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type || 'any';
  return h('span', { class: 'type' }, schema.format ? `${type} (${schema.format})` : type);
}

/** Constraints worth reading next to a field: ranges, lengths, patterns, defaults. */
function constraints(schema) {
  const out = [];
  const pair = (min, max, unit) => {
    if (min !== undefined && max !== undefined) out.push(`${min} to ${max}${unit}`);
    else if (min !== undefined) out.push(`at least ${min}${unit}`);
    else if (max !== undefined) out.push(`at most ${max}${unit}`);
  };
  pair(schema.minimum, schema.maximum, '');
  pair(schema.minLength, schema.maxLength, ' chars');
  pair(schema.minItems, schema.maxItems, ' items');
  if (schema.pattern) out.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.additionalProperties === false) out.push('no other fields');
  return out;
}

/** The object's properties (or an array's item properties) as a nested field list. */
function fields(schema, depth) {
  if (!schema || depth > 6) return null;
  if (schema.type === 'array' && schema.items && !schema.items.$ref) return fields(schema.items, depth);
  const alternatives = schema.anyOf || schema.oneOf;
  if (alternatives && alternatives.some((a) => a.properties)) {
    return h(
      'div',
      { class: 'alternatives' },
      alternatives.map((alt, i) =>
        h(
          'div',
          { class: 'alternative' },
          h('div', { class: 'alt-label' }, `Shape ${i + 1}`),
          typeRow(alt, depth),
        ),
      ),
    );
  }
  if (!schema.properties) return null;
  const required = new Set(schema.required || []);
  return h(
    'ul',
    { class: 'fields' },
    Object.entries(schema.properties).map(([name, prop]) =>
      h(
        'li',
        null,
        h(
          'div',
          { class: 'field' },
          h('code', { class: 'name' }, name),
          typeLabel(prop),
          required.has(name) ? h('span', { class: 'badge required' }, 'required') : null,
          constraints(prop).map((c) => h('span', { class: 'constraint' }, c)),
        ),
        prop.description ? h('p', { class: 'desc' }, prop.description) : null,
        fields(prop, depth + 1),
      ),
    ),
  );
}

function typeRow(schema, depth) {
  return h(
    'div',
    { class: 'schema' },
    h(
      'div',
      { class: 'field' },
      typeLabel(schema),
      constraints(schema).map((c) => h('span', { class: 'constraint' }, c)),
    ),
    schema.description ? h('p', { class: 'desc' }, schema.description) : null,
    fields(schema, depth),
  );
}

/** Breaks long paths only after a slash. */
function pathText(path) {
  const parts = [];
  path.split('/').forEach((part, i) => {
    if (i > 0) parts.push('/', h('wbr'));
    parts.push(part);
  });
  return parts;
}

function schemaBlock(schema, expandRef) {
  const target = expandRef && schema.$ref && DOC ? DOC.components.schemas[refName(schema.$ref)] : null;
  return h(
    'div',
    null,
    typeRow(schema, 0),
    target ? fields(target, 1) : null,
    h(
      'details',
      { class: 'raw' },
      h('summary', null, 'JSON Schema'),
      h('pre', null, JSON.stringify(schema, null, 2)),
    ),
  );
}

function parametersTable(params) {
  return h(
    'table',
    { class: 'params' },
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        ['Name', 'In', 'Type', 'Description'].map((t) => h('th', { scope: 'col' }, t)),
      ),
    ),
    h(
      'tbody',
      null,
      params.map((p) =>
        h(
          'tr',
          null,
          h(
            'td',
            null,
            h('code', null, p.name),
            p.required ? h('span', { class: 'badge required' }, 'required') : null,
          ),
          h('td', null, p.in),
          h(
            'td',
            null,
            typeLabel(p.schema),
            constraints(p.schema).map((c) => h('div', { class: 'constraint' }, c)),
          ),
          h('td', null, p.description || ''),
        ),
      ),
    ),
  );
}

function operationSection(doc, path, method, op) {
  const entries = Object.entries(op.responses);
  const shared = entries.filter(([, raw]) => raw.$ref);
  const errors = shared.length
    ? h(
        'ul',
        { class: 'errors' },
        shared.map(([status, raw]) =>
          h(
            'li',
            null,
            h('span', { class: `status s${status[0]}` }, status),
            h('span', null, resolve(doc, raw).description),
          ),
        ),
        h(
          'li',
          { class: 'desc' },
          'Error bodies are ',
          h('a', { href: '#schema-Error' }, 'Error'),
          ' objects.',
        ),
      )
    : null;
  const responses = entries
    .filter(([, raw]) => !raw.$ref)
    .map(([status, raw]) => {
      const res = resolve(doc, raw);
      const content = res.content || {};
      const json = content['application/json'];
      const others = Object.keys(content).filter((t) => t !== 'application/json');
      return h(
        'div',
        { class: 'response' },
        h(
          'div',
          { class: 'status-line' },
          h('span', { class: `status s${status[0]}` }, status),
          h('span', null, res.description),
        ),
        others.length ? h('p', { class: 'desc' }, `Also as ${others.join(', ')} (chosen by Accept).`) : null,
        res.headers
          ? Object.entries(res.headers).map(([name, header]) =>
              h('p', { class: 'desc' }, 'Header ', h('code', null, name), `: ${header.description || ''}`),
            )
          : null,
        json ? schemaBlock(json.schema, true) : null,
      );
    });
  const body = op.requestBody && op.requestBody.content['application/json'];
  return h(
    'section',
    { class: 'operation', id: `op-${op.operationId}` },
    h(
      'h3',
      null,
      h('span', { class: `method ${method}` }, method.toUpperCase()),
      h('code', { class: 'path' }, pathText(path)),
    ),
    h('p', { class: 'summary' }, op.summary),
    h(
      'div',
      { class: 'tags' },
      h('span', { class: 'badge' }, `operationId ${op.operationId}`),
      op['x-access'] ? h('span', { class: 'badge' }, `access: ${op['x-access']}`) : null,
      op['x-async'] ? h('span', { class: 'badge async' }, 'asynchronous: answers 202 with a ticket') : null,
      op.security && op.security.length === 0 ? h('span', { class: 'badge' }, 'no authentication') : null,
    ),
    op.description ? h('p', { class: 'description' }, op.description) : null,
    op.parameters ? [h('h4', null, 'Parameters'), parametersTable(op.parameters)] : null,
    body
      ? [
          h('h4', null, op.requestBody.required ? 'Request body' : 'Request body (optional)'),
          schemaBlock(body.schema),
        ]
      : null,
    h('h4', null, 'Responses'),
    responses,
    errors,
  );
}

function render(doc) {
  const byTag = new Map(doc.tags.map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(doc.paths))
    for (const method of METHODS)
      if (item[method]) {
        const op = item[method];
        const tag = op.tags[0];
        if (!byTag.has(tag)) byTag.set(tag, []);
        byTag.get(tag).push({ path, method, op });
      }

  const toc = document.getElementById('toc');
  toc.replaceChildren(
    ...[...byTag].map(([tag, ops]) =>
      h(
        'div',
        { class: 'toc-group' },
        h('a', { class: 'toc-tag', href: `#tag-${slug(tag)}` }, tag),
        h(
          'ul',
          null,
          ops.map(({ path, method, op }) =>
            h(
              'li',
              { 'data-search': `${method} ${path} ${op.summary} ${op.operationId}`.toLowerCase() },
              h(
                'a',
                { href: `#op-${op.operationId}`, title: `${method.toUpperCase()} ${path}` },
                h('span', { class: `method small ${method}` }, method.toUpperCase()),
                h('span', { class: 'toc-path' }, pathText(path.replace(/^\/v2/, ''))),
              ),
            ),
          ),
        ),
      ),
    ),
    h('a', { class: 'toc-tag', href: '#schemas' }, 'Schemas'),
  );

  const security = Object.values(doc.components.securitySchemes || {});
  const main = document.getElementById('main');
  main.replaceChildren(
    ...h(
      'div',
      null,
      h(
        'header',
        { class: 'intro' },
        h('h1', null, doc.info.title, h('span', { class: 'version' }, doc.info.version)),
        doc.info.description ? h('p', null, doc.info.description) : null,
        security.length
          ? h(
              'p',
              null,
              'Headers on every authenticated call: ',
              security.map((s, i) => [i ? ', ' : '', h('code', null, s.name)]),
              '. ',
              h('a', { href: document.body.dataset.spec }, 'Download openapi.json'),
            )
          : null,
      ),
      [...byTag].map(([tag, ops]) =>
        h(
          'section',
          { class: 'tag-section', id: `tag-${slug(tag)}` },
          h('h2', null, tag),
          ops.map(({ path, method, op }) => operationSection(doc, path, method, op)),
        ),
      ),
      h(
        'section',
        { class: 'tag-section', id: 'schemas' },
        h('h2', null, 'Schemas'),
        Object.entries(doc.components.schemas).map(([name, schema]) =>
          h(
            'section',
            { class: 'operation', id: `schema-${name}` },
            h('h3', null, h('code', null, name)),
            schemaBlock(schema),
          ),
        ),
      ),
    ).childNodes,
  );
  if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}

function wireFilter() {
  const input = document.getElementById('filter');
  input.addEventListener('input', () => {
    const q = input.value.trim().toLowerCase();
    for (const li of document.querySelectorAll('#toc li'))
      li.hidden = q !== '' && !li.dataset.search.includes(q);
    for (const group of document.querySelectorAll('.toc-group'))
      group.hidden = q !== '' && group.querySelectorAll('li:not([hidden])').length === 0;
  });
}

async function main() {
  const target = document.getElementById('main');
  try {
    const res = await fetch(document.body.dataset.spec, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`the document answered ${res.status}`);
    DOC = await res.json();
    render(DOC);
    wireFilter();
  } catch (err) {
    target.replaceChildren(
      h('p', { class: 'error', role: 'alert' }, `Could not load the API reference: ${err.message}`),
    );
  }
}

document.addEventListener('DOMContentLoaded', () => void main());
