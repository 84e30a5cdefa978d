import type { Context } from 'koa';

export class BodyError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
  }
}

/** The request body as text, refused past `limitBytes` (413) before it is all read. */
export async function readText(ctx: Context, limitBytes: number): Promise<string> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limitBytes) throw new BodyError(`The body is larger than ${limitBytes} bytes`, 413);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw new BodyError(`The body is larger than ${limitBytes} bytes`, 413);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const FORM_LIMIT_BYTES = 16 * 1024;

/** An HTML form's fields (application/x-www-form-urlencoded); the last value of a repeated field wins. */
export async function readForm(ctx: Context): Promise<Record<string, string>> {
  if (!ctx.is('application/x-www-form-urlencoded')) throw new BodyError('Send the form as a form', 415);
  return Object.fromEntries(new URLSearchParams(await readText(ctx, FORM_LIMIT_BYTES)));
}

/** A JSON body (FHIR's application/fhir+json or plain JSON). */
export async function readJson(ctx: Context, limitBytes: number): Promise<unknown> {
  if (!ctx.is('application/fhir+json', 'application/json'))
    throw new BodyError('Send the resource as application/fhir+json', 415);
  const text = await readText(ctx, limitBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError('The body is not valid JSON', 400);
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
