/**
 * fast-check arbitraries generated from the contract's Zod schemas: values that fit the schema
 * (so requests get past validation into the services and the database) and, in hostile mode,
 * values where any node may be replaced by something hostile (a wrong type, a huge or unicode-
 * edge string, deep nesting), objects may lose required fields and gain extra ones.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { edgeUnit, hostileValue } from './hostile';

/**
 * The parts of a Zod 4 schema definition (`schema._zod.def`) the generator reads. Zod's own
 * definition types are a union over every schema kind; this one flat view keeps the walk short.
 */
interface ZodDef {
  type: string;
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

/** Thrown for a schema kind the generator does not know: the route has no generator yet. */
export class NoGeneratorError extends Error {}

export interface GeneratorOptions {
  /** Replace nodes with hostile values, drop required fields, add extra ones. */
  hostile: boolean;
  /** Ids and strings that exist in the fuzzed app (ids of posts, members, the password…). */
  known: readonly string[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** Whether an object key may be left out (optional, default, nullish). */
const isOptionalKey = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

/** An arbitrary of values for `schema`; in hostile mode any node may be replaced. */
export function arbitraryFor(schema: z.ZodType, options: GeneratorOptions): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, options);
  if (!options.hostile) return valid;
  return fc.oneof(
    { weight: 8, arbitrary: valid },
    { weight: 1, arbitrary: hostileValue },
  ) as fc.Arbitrary<unknown>;
}

function validArbitrary(schema: z.ZodType, options: GeneratorOptions): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (child: z.ZodType | undefined) => {
    if (!child) throw new NoGeneratorError(`a ${def.type} schema without its inner schema`);
    return arbitraryFor(child, options);
  };
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, options.known);
    case 'number':
      return numberArbitrary(def).map((n) => (def.coerce ? String(n) : n));
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'null':
      return fc.constant(null);
    case 'any':
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null });
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.option(inner(def.innerType), { nil: undefined });
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner(def.getter?.());
    case 'array':
      return fc.array(inner(def.element), arrayBounds(def));
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => inner(item)));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => inner(option)));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) => (isPlainObject(a) && isPlainObject(b) ? { ...a, ...b } : a));
    case 'record':
      return fc.dictionary(inner(def.keyType).map(String), inner(def.valueType), { maxKeys: 4 });
    case 'object':
      return objectArbitrary(def.shape ?? {}, options);
    default:
      throw new NoGeneratorError(`no generator for Zod's "${def.type}" schemas`);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checksOf(def: ZodDef): CheckDef[] {
  return (def.checks ?? []).map((check) => check._zod.def);
}

function arrayBounds(def: ZodDef): { minLength: number; maxLength: number } {
  let minLength = 0;
  let maxLength = 5;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') minLength = check.minimum ?? 0;
    if (check.check === 'max_length') maxLength = Math.min(check.maximum ?? 5, minLength + 5);
    if (check.check === 'length_equals') minLength = maxLength = check.length ?? 0;
  }
  return { minLength, maxLength: Math.max(minLength, maxLength) };
}

/** Strings of the schema's format or pattern and length, mixed with the known ids and strings. */
function stringArbitrary(def: ZodDef, known: readonly string[]): fc.Arbitrary<string> {
  let minLength = 0;
  let maxLength = 60;
  let pattern: RegExp | undefined;
  let format = def.format;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') minLength = check.minimum ?? 0;
    if (check.check === 'max_length') maxLength = check.maximum ?? maxLength;
    if (check.check === 'length_equals') minLength = maxLength = check.length ?? 0;
    if (check.check === 'string_format') {
      format = check.format;
      pattern = check.pattern;
    }
  }
  const ofFormat = formatArbitrary(format, pattern ?? def.pattern);
  // Up to the limit and one past it, without generating megabytes for a 100,000-character field.
  const length = { minLength, maxLength: Math.min(maxLength + 1, Math.max(minLength, 300)) };
  const free = fc.oneof(
    fc.string(length),
    fc.string({ ...length, unit: 'grapheme' }),
    fc.string({ ...length, unit: edgeUnit }),
    fc.constant('x'.repeat(Math.max(minLength, Math.min(maxLength, 100_000)))),
  );
  return fc.oneof(
    { weight: 4, arbitrary: ofFormat ?? free },
    { weight: 1, arbitrary: known.length > 0 ? fc.constantFrom(...known) : free },
  );
}

function formatArbitrary(
  format: string | undefined,
  pattern: RegExp | undefined,
): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'url':
      return fc.webUrl();
    case 'datetime':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case undefined:
      return undefined;
    default:
      return pattern ? fc.stringMatching(pattern) : undefined;
  }
}

function numberArbitrary(def: ZodDef): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format')
      integer = check.format !== 'float64' && check.format !== 'float32';
    if (check.check === 'greater_than') min = (check.value ?? min) - (check.inclusive ? 0 : 1);
    if (check.check === 'less_than') max = (check.value ?? max) + (check.inclusive ? 0 : 1);
  }
  // One step past each bound too: the refusal path of the limit.
  const bounded = integer
    ? fc.integer({ min: Math.ceil(min) - 1, max: Math.floor(max) + 1 })
    : fc.double({ min: min - 1, max: max + 1, noNaN: true, noDefaultInfinity: true });
  return bounded;
}

function objectArbitrary(
  shape: Record<string, z.ZodType>,
  options: GeneratorOptions,
): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(
    Object.entries(shape).map(([key, value]) => [key, arbitraryFor(value, options)]),
  );
  const requiredKeys = Object.keys(shape).filter((key) => !isOptionalKey(shape[key] as z.ZodType));
  const fitting = fc
    .record(model, { requiredKeys })
    .map((record) =>
      Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)),
    );
  if (!options.hostile) return fitting;
  // Missing and extra fields, including the keys that poison prototypes.
  return fc
    .tuple(
      fitting,
      fc.subarray(Object.keys(shape), { maxLength: Math.min(2, Object.keys(shape).length) }),
      fc.dictionary(
        fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype', 'id')),
        hostileValue,
        { maxKeys: 3 },
      ),
      fc.boolean(),
    )
    .map(([record, dropped, extra, mutate]) => {
      if (!mutate) return record;
      const result: Record<string, unknown> = { ...record };
      for (const key of dropped) delete result[key];
      for (const [key, value] of Object.entries(extra)) {
        Object.defineProperty(result, key, { value, enumerable: true, writable: true });
      }
      return result;
    });
}
