import type { Context, Next } from 'koa';
import { html, page } from './ehr-screen/html';
import { BodyError } from './http';

/** An error oidc-provider throws (SessionNotFound, InvalidRequest…): a client error with a message fit to show. */
const isClientError = (
  error: unknown,
): error is { status: number; error_description?: string; message: string } =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { status?: unknown }).status === 'number' &&
  (error as { status: number }).status >= 400 &&
  (error as { status: number }).status < 500 &&
  (error as { expose?: unknown }).expose === true;

/**
 * The EHR screen's and the interactions' 4xx as a page that says what happened (an expired sign-in,
 * a body too large); anything else stays a 5xx whose details only the log sees.
 */
export async function errorPage(ctx: Context, next: Next) {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof BodyError) && !isClientError(error)) throw error;
    const message = error instanceof BodyError ? error.message : (error.error_description ?? error.message);
    ctx.status = error.status;
    ctx.type = 'html';
    ctx.body = page({
      title: 'Something went wrong',
      body: html`<h1>That did not work</h1><p>${message}</p><p><a href="/">Back to the demo EHR</a></p>`,
    });
  }
}
