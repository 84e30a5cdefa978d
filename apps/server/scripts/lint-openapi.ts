/**
 * `npm run lint` part two: the OpenAPI document the server serves at /api/docs/json must pass
 * `redocly lint` (recommended rules) with no errors; warnings are printed and allowed.
 */
import { lintOpenApiDocument, renderOpenApiDocument } from '../src/plugins/openapi-document';

const document = await renderOpenApiDocument(process.env.PUBLIC_URL);
const { exitCode } = await lintOpenApiDocument(document, { inherit: true });
// The built app may leave timers behind (rate limiter, pino); the verdict is the exit code.
process.exit(exitCode);
