import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Values a field of the contract is likely to accept. Each schema leaf keeps the ones it parses, so generated
 * bodies are mostly valid and reach the handlers instead of stopping at validation.
 */
const plausible = [
  'fuzz',
  'fuzz-1',
  'fuzz-list',
  'fuzz@example.com',
  'other@example.com',
  'Fuzz subject',
  '<p>Hello {{ subscriber.email }}</p>',
  'Hello',
  '2026-01-31T16:08:32Z',
  '2030-01-31T16:08:32Z',
  '2026-01-31',
  '16:08',
  'https://example.com/x',
  'true',
  'false',
  '0',
  '1',
  '25',
  'en',
  'UTF-8',
  'html',
  'text',
  'email',
  'id',
  'name',
  'subscribed',
  'unsubscribed',
  'a,b',
];

/** Strings meant to break things: empty, huge, control characters, lone surrogates, traversal, case tricks. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u0001\u001f\u007f',
    '\ud800',
    '\udfff\ud800',
    '😀🚀',
    'e\u0301',
    '\u202eevil',
    '../../etc/passwd',
    '%2e%2e%2f',
    'a/b',
    'MiXeD@Example.COM',
    'FUZZ@EXAMPLE.COM',
    '{{ 7 * 7 }}',
    '{% raw %}',
    "'; drop table subscribers; --",
    '-1',
    '1e309',
    '9'.repeat(40),
    'null',
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.nat({ max: 70_000 }).map((n) => 'x'.repeat(n)),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, -0, 0.5, 2 ** 31, 2 ** 53, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, hostile leaves included: what a wrong-typed field gets. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small', maxDepth: 3 },
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

type Def = { type: string; [k: string]: any };
const defOf = (s: z.ZodType): Def => (s as any)._zod.def as Def;

function checkValue(def: Def, name: string): any {
  for (const c of def.checks ?? []) {
    const cd = c._zod?.def;
    if (cd?.check === name) return cd;
  }
  return undefined;
}

function stringArb(schema: z.ZodType): fc.Arbitrary<string> {
  const ok = plausible.filter((v) => schema.safeParse(v).success);
  const max = checkValue(defOf(schema), 'max_length')?.maximum as number | undefined;
  const free = fc.string({ minLength: 1, maxLength: Math.min(max ?? 30, 30) });
  return ok.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ok) }, free) : free;
}

function numberArb(def: Def): fc.Arbitrary<number> {
  const lo = checkValue(def, 'greater_than')?.value ?? 0;
  const hi = checkValue(def, 'less_than')?.value ?? lo + 100;
  return fc.integer({ min: Math.ceil(Number(lo)), max: Math.min(Math.floor(Number(hi)), Number(lo) + 1000) });
}

/** A fast-check arbitrary of values shaped like `schema` (mostly valid), walking zod 4's definitions. */
export function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(undefined);
  const def = defOf(schema);
  const inner = (s: z.ZodType) => arbitraryFor(s, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArb(schema);
    case 'number':
      return numberArb(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 5 });
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return defOf(def.in).type === 'transform' ? inner(def.out) : inner(def.in);
    case 'lazy':
      return inner(def.getter());
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(inner));
    case 'array': {
      const min = checkValue(def, 'min_length')?.minimum ?? 0;
      return fc.array(inner(def.element), { minLength: min, maxLength: Math.max(min, 3) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map(inner));
    case 'record':
      return fc.dictionary(stringArb(def.keyType), inner(def.valueType), { maxKeys: 3 });
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const entries = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, inner(v)]));
      return fc.record(entries).map((o) =>
        // An optional field left undefined is dropped, as JSON would drop it.
        Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)),
      );
    }
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) =>
          a && b && typeof a === 'object' && typeof b === 'object' ? { ...a, ...b } : (a ?? b),
        );
    default:
      return hostileJson;
  }
}

/** The field names a schema knows at its top level (query keys, body keys). */
export function shapeKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'pipe') return shapeKeys(def.in);
  if (['optional', 'default', 'nullable', 'readonly'].includes(def.type)) return shapeKeys(def.innerType);
  if (def.type === 'intersection') return [...shapeKeys(def.left), ...shapeKeys(def.right)];
  if (def.type === 'union') return (def.options as z.ZodType[]).flatMap(shapeKeys);
  return [];
}
