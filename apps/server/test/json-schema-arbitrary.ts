import fc from 'fast-check';
import { z, type ZodType } from 'zod';

/** The part of JSON Schema that Zod 4's z.toJSONSchema writes for the API's inputs. */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

const ONE_MB = 'x'.repeat(1_000_000);

/** Values that break careless code: NUL, lone surrogates, huge strings, 32-bit edges, wrong shapes. */
export const hostileValue = fc.constantFrom<unknown>(
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  ONE_MB,
  'è'.repeat(300_000),
  '',
  ' ',
  'null',
  "'; DROP TABLE operators; --",
  '%00',
  '0001-01-01T00:00:00Z',
  '9999-99-99',
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  4294967296,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1,
  0,
  0.5,
  true,
  null,
  [],
  [{}],
  {},
  { nested: { deeper: ['\u0000'] } },
);

/** Strings a real client would send, so that some requests get past validation and reach the database. */
const plausibleString = fc.constantFrom(
  'true',
  'false',
  '1',
  '2',
  '2024-01-31',
  'beneficiaries',
  'operators',
  'Rossi',
  'a@b.it',
  'Passw0rd!',
);

/** A text with NUL or a lone surrogate somewhere in it. */
const hostileText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'), fc.string({ maxLength: 8 }))
  .map((parts) => parts.join(''));

const withHostile = <T>(shaped: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: shaped as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: hostileValue });

function shapedFrom(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return hostileValue;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFrom(s, depth + 1)));
  if (schema.allOf?.length) return valueFrom(schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, valueFrom(s, depth + 1)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    case 'array':
      return fc.array(valueFrom(schema.items ?? {}, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'string':
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40), unit: 'grapheme' }),
        },
        { weight: 2, arbitrary: plausibleString },
        { weight: 2, arbitrary: hostileText },
      );
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
      return fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const valueFrom = (schema: JsonSchema, depth: number) => withHostile(shapedFrom(schema, depth));

/**
 * Values shaped by a route's Zod input schema (through its JSON Schema), with hostile values mixed in
 * at every level; without a schema, any JSON.
 */
export function arbitraryFor(schema: ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return withHostile(fc.jsonValue({ maxDepth: 2 }));
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return valueFrom(json, 0);
}
