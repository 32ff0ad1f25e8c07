import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import type { Language } from '../../src/domain/enums';
import {
  codeForStatus,
  errorTranslationKey,
  type ErrorBody,
  type ErrorCode,
  type FieldError,
} from '../../src/domain/errors';
import { languageFromHeader, translate } from '../i18n/translator';
import { permanentDatabaseError } from '../sync/database-errors';
import { AppError } from './app-error';
import { rateLimitedPage } from './rate-limited-page';
import { wantsHtml } from './request-kind';

export function errorText(language: Language, code: ErrorCode): string {
  return translate(language, 'errors', errorTranslationKey(code)) ?? code;
}

/** Zod messages are `validation` keys; anything else (a library default) reads as "invalid". */
function fieldErrors(
  language: Language,
  context: string,
  issues: ZodFastifySchemaValidationError[],
): FieldError[] {
  return issues.flatMap((issue) => {
    const path = issue.instancePath.split('/').filter((part) => part.length > 0);
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params as { keys?: unknown }).keys;
      const names = Array.isArray(keys) ? keys.map(String) : [];
      return names.map((name) => ({
        loc: [context, ...path, name],
        msg: translate(language, 'validation', 'unknown_field') ?? 'unknown_field',
        type: 'unknown_field',
      }));
    }
    const key = issue.message ?? '';
    const known = translate(language, 'validation', key);
    return [
      {
        loc: [context, ...path],
        msg: known ?? translate(language, 'validation', 'invalid') ?? 'invalid',
        type: known === undefined ? issue.keyword : key,
      },
    ];
  });
}

/** The one place errors become responses: `{ detail, code }`, translated; a 5xx never shows internals. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = languageFromHeader(request.headers['accept-language']);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const body: ErrorBody = {
      detail: fieldErrors(language, error.validationContext ?? 'body', error.validation),
      code: 'validation',
    };
    return reply.code(422).send(body);
  }
  if (error instanceof AppError && error.code === 'rate_limited' && wantsHtml(request)) {
    // A navigation shows the browser's rendering of the body: a page, not raw JSON.
    const retryAfter = Number(reply.getHeader('retry-after') ?? 60);
    return reply
      .code(429)
      .type('text/html; charset=utf-8')
      .send(rateLimitedPage(language, Number.isFinite(retryAfter) ? retryAfter : 60));
  }
  if (error instanceof AppError) {
    const body: ErrorBody = { detail: error.fields ?? errorText(language, error.code), code: error.code };
    return reply.code(error.statusCode).send(body);
  }
  // A value the database refuses (bad text, a value too long for an index) that no schema caught:
  // the request is at fault, and a retry would fail the same way.
  if (permanentDatabaseError(error) === 'validation') {
    request.log.warn({ err: error }, 'the database refused a value of the request');
    const body: ErrorBody = { detail: errorText(language, 'validation'), code: 'validation' };
    return reply.code(422).send(body);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = codeForStatus(status);
    return reply.code(status).send({ detail: errorText(language, code), code } satisfies ErrorBody);
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(500)
    .send({ detail: errorText(language, 'internal'), code: 'internal' } satisfies ErrorBody);
}
