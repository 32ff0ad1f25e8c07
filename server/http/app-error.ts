import type { ErrorCode, FieldError } from '../../src/domain/errors';

/** An expected failure: the error handler answers it with its status and the code's translated text. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: FieldError[] | undefined;

  constructor(statusCode: number, code: ErrorCode, fields?: FieldError[]) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

export const unauthenticated = () => new AppError(401, 'auth/unauthenticated');
export const forbidden = () => new AppError(403, 'auth/forbidden');
export const notFound = () => new AppError(404, 'not_found');
