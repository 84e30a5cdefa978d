/**
 * What may be logged about an error. Database errors carry their SQL text and parameters (a member
 * ID, a name, a birth date) in their message, and other errors' messages can quote the values they
 * choke on, so a log line keeps only what names the failure: the error classes, the SQLSTATE or
 * library code, and the stack frames (code locations, never values).
 */
export interface SafeErrorFields {
  /** The classes of the error and its causes, outermost first, e.g. ["DrizzleQueryError", "DatabaseError"]. */
  errorClass: string[];
  /** PostgreSQL's five-character SQLSTATE, when a database error is in the chain. */
  sqlState?: string;
  /** A library's error code (FST_…, ERR_…, ECONNREFUSED), when one is in the chain. */
  code?: string;
  /** Stack frames of the outermost error without its first line (the message). */
  frames?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const LIBRARY_CODE = /^[A-Z][A-Z0-9_]{2,40}$/;

/** The error and its `cause`s, outermost first (bounded: a cause chain can loop). */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && chain.length < 6; ) {
    chain.push(current);
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : undefined;

/** The SQLSTATE of a database error anywhere in the cause chain (drizzle wraps the driver's). */
export function sqlStateOf(error: unknown): string | undefined {
  for (const link of chainOf(error)) {
    const code = codeOf(link);
    if (code && SQLSTATE.test(code)) return code;
  }
  return undefined;
}

export function safeErrorFields(error: unknown): SafeErrorFields {
  const chain = chainOf(error);
  const fields: SafeErrorFields = {
    errorClass: chain.map((link) =>
      link instanceof Error ? link.constructor.name || link.name : typeof link,
    ),
  };
  const sqlState = sqlStateOf(error);
  if (sqlState) fields.sqlState = sqlState;
  const code = chain.map(codeOf).find((value) => value && !SQLSTATE.test(value) && LIBRARY_CODE.test(value));
  if (code) fields.code = code;
  if (error instanceof Error && typeof error.stack === 'string') {
    const frames = error.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
    if (frames) fields.frames = frames;
  }
  return fields;
}

/**
 * pino's `err` serializer: the same safe fields in the shape pino expects, the message replaced by
 * the class and code (a real message may quote a value).
 */
export function serializeErrorSafely(error: unknown) {
  const fields = safeErrorFields(error);
  const type = fields.errorClass[0] ?? 'Error';
  const detail = fields.sqlState ? ` (SQLSTATE ${fields.sqlState})` : fields.code ? ` (${fields.code})` : '';
  return { ...fields, type, message: `${type}${detail}`, stack: fields.frames ?? '' };
}

/** The constraint a unique violation (23505) broke, e.g. "consultations_referral_code_unique". */
export function uniqueViolationOf(error: unknown): string | undefined {
  if (sqlStateOf(error) !== '23505') return undefined;
  for (const link of chainOf(error)) {
    const constraint = (link as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return '';
}
