import { z } from 'zod';

export type Json = { [key: string]: unknown };
export type Io = 'input' | 'output';

const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The patterns queryInt and queryBool check, and the type each stands for. */
const queryTypes: Record<string, Json> = {
  '^\\d{1,16}$': { type: 'integer', minimum: 0 },
  '^(true|false)$': { type: 'boolean' },
};

function convert(schema: z.ZodType, io: Io, seen?: Map<string, z.ZodType>): Json {
  return z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const schema = zodSchema as unknown as z.ZodType;
      const id = z.globalRegistry.get(schema)?.id;
      if (seen && typeof id === 'string') seen.set(id, schema);
      const def = zodSchema._zod.def;
      // zod strips unknown keys from non-strict objects, so `false` would only forbid future fields to clients.
      if (io === 'output' && def.type === 'object' && def.catchall === undefined)
        delete jsonSchema.additionalProperties;
      // Query integers and booleans are parsed from strings; readers and generators expect the parsed type.
      if (io === 'input' && jsonSchema.type === 'string' && typeof jsonSchema.pattern === 'string') {
        const wireType = queryTypes[jsonSchema.pattern];
        if (wireType) {
          delete jsonSchema.pattern;
          Object.assign(jsonSchema, wireType);
        }
      }
      // z.int() spells out the safe-integer range, which says nothing to a reader.
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  });
}

function mapRefs(value: unknown, rename: (id: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => mapRefs(v, rename));
  if (!isJson(value)) return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] =
      k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
        ? rename(v.slice(8))
        : mapRefs(v, rename);
  }
  return out;
}

/**
 * Turns zod schemas into JSON Schema for an OpenAPI document, moving every named schema (`.meta({ id })`)
 * into `components.schemas`. A named schema whose request (input) form differs from its response (output)
 * form, because of defaults or transforms, gets a second component named `<id>Input`.
 */
export class SchemaCollector {
  readonly components: Record<string, Json> = {};
  private readonly byId = new Map<string, z.ZodType>();
  private readonly sameInBoth = new Map<string, boolean>();

  /** JSON Schema of one part of a route, with `$ref`s into components. */
  schema(schema: z.ZodType, io: Io): Json {
    const json = convert(schema, io, this.byId);
    const defs = isJson(json.$defs) ? json.$defs : {};
    delete json.$schema;
    delete json.$defs;
    const name = (id: string) => (io === 'input' && !this.isSameInBoth(id) ? `${id}Input` : id);
    const rename = (id: string) => `#/components/schemas/${name(id)}`;
    for (const [id, def] of Object.entries(defs)) this.place(name(id), mapRefs(def, rename) as Json);
    return mapRefs(json, rename) as Json;
  }

  private place(name: string, def: Json) {
    const existing = this.components[name];
    if (existing && JSON.stringify(existing) !== JSON.stringify(def))
      throw new Error(`two different schemas are named ${name}: give one of them another .meta id`);
    this.components[name] = def;
  }

  private isSameInBoth(id: string): boolean {
    const cached = this.sameInBoth.get(id);
    if (cached !== undefined) return cached;
    const schema = this.byId.get(id);
    // Comparing whole closures: a schema is only the same in both forms if everything it refers to is too.
    const same =
      schema === undefined ||
      JSON.stringify(convert(schema, 'input')) === JSON.stringify(convert(schema, 'output'));
    this.sameInBoth.set(id, same);
    return same;
  }
}
