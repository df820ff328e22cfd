import type { RouteDef } from '@mailroom/contract';
import fc from 'fast-check';
import { arbitraryFor, hostileJson, hostileString, shapeKeys } from './schema-arbitrary';

export interface FuzzRequest {
  route: RouteDef;
  method: string;
  /** Raw request target, sent as is (no dot-segment normalisation as `new URL` would do). */
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** Names the request used (params, query keys, body fields): an error message should name one of them. */
  names: string[];
}

/** Path values that try to escape their segment or confuse the router. */
const encodedTricks = [
  '%2F',
  'a%2Fb',
  '..%2F..%2Fetc%2Fpasswd',
  '%2E%2E',
  '%2e%2e%2f',
  '%2E',
  '.',
  '..',
  '%00',
  '%',
  '%zz',
  '%C0%AE%C0%AE',
  '%F0%9F%98%80',
  'FUZZ%40EXAMPLE.COM',
  'fuzz%40example.com',
  '-1',
  '99999999999999999999999',
];

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  ';;;',
];

/** Percent-encodes UTF-8 bytes; unlike encodeURIComponent it does not throw on lone surrogates. */
const pct = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[\w.~-]/.test(String.fromCharCode(b)) && b < 128
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

function paramArb(known: string[], hostile: boolean): fc.Arbitrary<string> {
  const valid = fc.constantFrom(...known).map(pct);
  if (!hostile) return valid;
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 2, arbitrary: fc.constantFrom(...encodedTricks) },
    { weight: 2, arbitrary: hostileString.map((s) => pct(s.slice(0, 2000)) || 'x') },
  );
}

/** Every e-mail-looking value upper-cased: the contract rejects mixed-case addresses everywhere. */
const upperEmails = (text: string) =>
  // Bounded local part: an unbounded `+` before `@` is quadratic on the fuzzer's 70 KB strings.
  text.replace(/[\w.+-]{1,64}@/g, (m) => m.slice(0, 1).toUpperCase() + m.slice(1));

function mutate(value: unknown, pick: number, junk: unknown, depth = 0): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0 || depth > 3) return [junk];
    const i = pick % value.length;
    return value.map((v, j) => (j === i ? mutate(v, pick >> 2, junk, depth + 1) : v));
  }
  if (value === null || typeof value !== 'object') return junk;
  const keys = Object.keys(value);
  const o = { ...(value as Record<string, unknown>) };
  const k = keys[pick % Math.max(keys.length, 1)];
  switch (pick % 4) {
    case 0:
      if (k !== undefined) delete o[k];
      return o;
    case 1:
      o[`fuzzExtra${pick % 7}`] = junk;
      return o;
    case 2:
      if (k !== undefined) o[k] = mutate(o[k], pick >> 2, junk, depth + 1);
      return o;
    default:
      if (k !== undefined) o[k] = junk;
      return o;
  }
}

function validBody(route: RouteDef): fc.Arbitrary<string | undefined> {
  if (!route.body) return fc.constant(undefined);
  return arbitraryFor(route.body).map((v) => JSON.stringify(v));
}

function hostileBody(route: RouteDef): fc.Arbitrary<string | undefined> {
  const valid = route.body ? arbitraryFor(route.body) : hostileJson;
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(valid, fc.nat(), hostileJson).map(([v, p, j]) => JSON.stringify(mutate(v, p, j))),
    },
    { weight: 2, arbitrary: valid.map((v) => upperEmails(JSON.stringify(v) ?? '')) },
    { weight: 1, arbitrary: hostileJson.map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.nat())
        .map(([v, n]) => (JSON.stringify(v) ?? '{').slice(0, n % 40) + '\u0000'),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.nat()).map(([v, n]) => {
        const text = JSON.stringify(v) ?? '{}';
        return text.slice(0, Math.max(1, n % text.length));
      }),
    },
    { weight: 1, arbitrary: fc.integer({ min: 60, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 60, max: 5_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
    },
    { weight: 1, arbitrary: fc.constantFrom(undefined, '', ' ', 'null', '{', '{"a":1,}', "{'a':1}", 'NaN') },
  );
}

function queryArb(route: RouteDef, hostile: boolean): fc.Arbitrary<[string, string][]> {
  const schemaKeys = shapeKeys(route.query);
  const valid = (route.query ? arbitraryFor(route.query) : fc.constant({})).map((q) =>
    Object.entries(q as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  );
  if (!hostile) return valid;
  const keys = [...schemaKeys, 'responseUri', 'fuzzExtra'];
  return fc
    .tuple(valid, fc.constantFrom(...keys), hostileString, fc.boolean())
    .map(([pairs, key, junk, dup]) => {
      const out = pairs.filter(([k]) => k !== key);
      out.push([key, junk.slice(0, 3000)]);
      // A repeated key arrives as an array where a string is expected.
      if (dup) out.push([key, junk.slice(0, 10)]);
      return out;
    });
}

/** Known ids per path parameter name, so some requests reach existing resources. */
export type KnownIds = Record<string, string[]>;

/** Which part of an otherwise valid request is corrupted; most requests stay valid to reach the handlers. */
type Mode = 'valid' | 'params' | 'query' | 'body' | 'headers';
const modes: Mode[] = ['valid', 'valid', 'valid', 'params', 'query', 'body', 'body', 'headers'];

export function requestArb(route: RouteDef, known: KnownIds, auth: Record<string, string>) {
  const paramNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const params = (hostile: boolean) =>
    fc.tuple(...paramNames.map((n) => paramArb(known[n] ?? ['fuzz'], hostile)), fc.constant(''));
  const hasBody = route.method !== 'GET';
  return fc.constantFrom(...modes).chain((mode) =>
    fc
      .record({
        mode: fc.constant(mode),
        params: params(mode === 'params'),
        query: queryArb(route, mode === 'query'),
        body: !hasBody ? fc.constant(undefined) : mode === 'body' ? hostileBody(route) : validBody(route),
        contentType:
          mode === 'headers'
            ? fc.option(fc.constantFrom(...contentTypes), { freq: 4 })
            : fc.constant('application/json'),
        authMode: mode === 'headers' ? fc.constantFrom('ok', 'none', 'wrong') : fc.constant('ok'),
        accept: fc.option(fc.constantFrom('text/html', 'text/plain', 'application/xml', '*/*'), { freq: 3 }),
      })
      .map(({ params, query, body, contentType, authMode, accept }): FuzzRequest => {
        let i = 0;
        const p = route.path.replace(/\{\w+\}/g, () => params[i++]!);
        const qs = new URLSearchParams(query).toString();
        const headers: Record<string, string> = {};
        if (authMode === 'ok') Object.assign(headers, auth);
        if (authMode === 'wrong') Object.assign(headers, { ...auth, 'api-key': 'wrong-key-0123456789' });
        if (body !== undefined && contentType !== null) headers['content-type'] = contentType;
        if (accept) headers.accept = accept;
        const names = [...paramNames, ...query.map(([k]) => k), ...shapeKeys(route.body)];
        return { route, method: route.method, path: qs ? `${p}?${qs}` : p, headers, body, names };
      }),
  );
}
