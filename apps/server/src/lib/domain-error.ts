export type DomainErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'throttled';

export interface DomainErrorDetails {
  /** A machine-readable kind the client switches on, e.g. file_too_large_error (spec: data.type). */
  type?: string;
  /** Several messages at once, replied as `{ errors: [...] }` (password recovery). */
  errors?: string[];
}

/** Thrown anywhere below a route; the error plugin turns it into the reply (DESIGN §4). */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message = 'Not found') => new DomainError('not_found', message);
export const forbidden = (message = 'You are not authorized to perform this action') =>
  new DomainError('forbidden', message);
export const unauthenticated = (message = 'You need to sign in or sign up before continuing.') =>
  new DomainError('unauthenticated', message);
