import { snakeKeysShallow, toSnakeCase } from '@dme/shared/wire/case';
import type { $ZodType } from 'zod/v4/core';

/** Turns a value into its snake_case JSON text (DESIGN §4: the wire is snake_case). */
export type SnakeJsonWriter = (value: unknown) => string;

const replacer = (_key: string, value: unknown) => snakeKeysShallow(value);

/** Any value: JSON.stringify renaming every key on its way (the slow, schema-less path). */
export const writeAnySnakeJson: SnakeJsonWriter = (value) => JSON.stringify(value, replacer);

interface Field {
  key: string;
  /** `"snake_key":`, built once. */
  prefix: string;
  write: SnakeJsonWriter;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function objectWriter(shape: Record<string, $ZodType>): SnakeJsonWriter {
  const fields: Field[] = Object.entries(shape).map(([key, schema]) => ({
    key,
    prefix: `${JSON.stringify(toSnakeCase(key))}:`,
    write: compileSnakeJson(schema),
  }));
  return (value) => {
    if (!isRecord(value) || typeof value.toJSON === 'function') return writeAnySnakeJson(value);
    let json = '{';
    for (const field of fields) {
      const child = value[field.key];
      // JSON.stringify leaves out undefined members (optional fields); so do we.
      if (child === undefined) continue;
      json += `${json.length > 1 ? ',' : ''}${field.prefix}${field.write(child)}`;
    }
    return `${json}}`;
  };
}

function arrayWriter(writeItem: SnakeJsonWriter): SnakeJsonWriter {
  return (value) => {
    if (!Array.isArray(value)) return writeAnySnakeJson(value);
    let json = '[';
    for (let index = 0; index < value.length; index++) {
      const item = value[index];
      json += `${index > 0 ? ',' : ''}${item === undefined ? 'null' : writeItem(item)}`;
    }
    return `${json}]`;
  };
}

/** Quotes, backslash and control characters, which JSON escapes; surrogates go to JSON.stringify, which escapes lone ones. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the control characters JSON escapes is the point.
const NEEDS_ESCAPING = /["\\\u0000-\u001f\ud800-\udfff]/;

// Most reply strings (ids, titles, prices) need no escaping: quoting them directly skips a call into
// JSON.stringify per string, the larger part of writing a reply.
const writeString: SnakeJsonWriter = (value) =>
  typeof value !== 'string'
    ? writeAnySnakeJson(value)
    : NEEDS_ESCAPING.test(value)
      ? JSON.stringify(value)
      : `"${value}"`;
const writeNumber: SnakeJsonWriter = (value) =>
  typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'null') : writeAnySnakeJson(value);
const writeBoolean: SnakeJsonWriter = (value) =>
  typeof value === 'boolean' ? String(value) : writeAnySnakeJson(value);
/** Enum and literal values are primitives: no keys to rename. */
const writePrimitive: SnakeJsonWriter = (value) => JSON.stringify(value) ?? 'null';

/**
 * Compiles a reply schema into a writer that knows every key in advance, so a reply is written in
 * one pass with no per-value callback: on a large reply (the shop's catalogue) several times faster
 * than JSON.stringify with a renaming replacer, with the same text. Schema kinds it does not know
 * (unions, records, lazy, pipes, loose objects) fall back to that replacer.
 */
export function compileSnakeJson(schema: $ZodType): SnakeJsonWriter {
  const def = schema._zod.def as { type: string } & Record<string, unknown>;
  switch (def.type) {
    case 'object': {
      const catchall = (def.catchall as $ZodType | undefined)?._zod.def.type;
      return catchall === undefined || catchall === 'never'
        ? objectWriter(def.shape as Record<string, $ZodType>)
        : writeAnySnakeJson;
    }
    case 'array':
      return arrayWriter(compileSnakeJson(def.element as $ZodType));
    case 'string':
      return writeString;
    case 'number':
      return writeNumber;
    case 'boolean':
      return writeBoolean;
    case 'enum':
    case 'literal':
      return writePrimitive;
    case 'null':
      return () => 'null';
    case 'nullable': {
      const writeInner = compileSnakeJson(def.innerType as $ZodType);
      return (value) => (value === null ? 'null' : writeInner(value));
    }
    case 'optional':
    case 'default':
      return compileSnakeJson(def.innerType as $ZodType);
    default:
      return writeAnySnakeJson;
  }
}

const immutableReplies = new WeakSet<object>();

function deepFreeze(value: unknown) {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/**
 * Marks a reply value that is sent many times unchanged (a cached catalogue page) and freezes it,
 * so a route's writer writes it once and then sends the same text.
 */
export function immutableReply<Value extends object>(value: Value): Value {
  deepFreeze(value);
  immutableReplies.add(value);
  return value;
}

/** A reply's JSON: text, or the bytes of an immutable reply written before. */
export type ReplyWriter = (value: unknown) => string | Buffer;

/**
 * A route's writer: `compileSnakeJson`, keeping the UTF-8 bytes of each immutable reply it wrote.
 * Sending those bytes skips what a text costs on every send: measuring its byte length, joining
 * it to the head of the reply and encoding it again (~11 kB a catalogue page; issue 18).
 */
export function compileReplyWriter(schema: $ZodType): ReplyWriter {
  const write = compileSnakeJson(schema);
  const written = new WeakMap<object, Buffer>();
  return (value) => {
    if (typeof value !== 'object' || value === null || !immutableReplies.has(value)) return write(value);
    let bytes = written.get(value);
    if (bytes === undefined) {
      bytes = Buffer.from(write(value));
      written.set(value, bytes);
    }
    return bytes;
  };
}
