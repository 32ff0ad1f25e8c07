import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../src/domain/errors';
import { AppError } from '../../http/app-error';
import {
  ProductPageError,
  type ProductPageFailure,
} from '../../integrations/product-page/product-page-error';

/** How a route answers each way reading an outside page fails: 422 when the page is at fault, 502 the shop. */
export type PageFailureAnswers = Record<ProductPageFailure, { status: 422 | 502; code: ErrorCode }>;

/**
 * Runs a read of the outside page at `url`; a failure is logged with its cause (the answer says
 * no more) and becomes the route's answer for it. Other errors pass through.
 */
export async function answeringPageFailures<T>(
  request: FastifyRequest,
  url: string,
  answers: PageFailureAnswers,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ProductPageError)) throw error;
    request.log.info({ url, failure: error.failure, reason: error.message }, 'reading a page failed');
    const { status, code } = answers[error.failure];
    throw new AppError(status, code);
  }
}
