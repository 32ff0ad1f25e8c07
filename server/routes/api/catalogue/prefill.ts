import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdmin } from '../../../../src/domain/access';
import { prefillRequestSchema, prefillResultSchema } from '../../../../src/domain/catalogue/prefill.schema';
import { exhaustive } from '../../../../src/domain/enums';
import { AppError, forbidden } from '../../../http/app-error';
import { ProductPageError } from '../../../integrations/product-page/product-page-error';
import { readProductPage } from '../../../integrations/product-page/read-product-page';
import { actorOf, authOf, requireUser } from '../../../plugins/auth';

/** A failed read as the API answers it: 422 when the page itself is the problem, 502 when the shop is. */
function toAppError(error: ProductPageError): AppError {
  switch (error.failure) {
    case 'refused':
      return new AppError(422, 'catalogue/prefill_host_refused');
    case 'not_found':
    case 'no_product':
      return new AppError(422, 'catalogue/prefill_failed');
    case 'too_large':
      return new AppError(502, 'catalogue/prefill_too_large');
    case 'unreachable':
      return new AppError(502, 'catalogue/prefill_unreachable');
    default:
      return exhaustive(error.failure);
  }
}

/** `POST /catalogue/prefill`: the back office reads a product page to fill the furniture form. */
export const prefillRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prefill',
    {
      // Security: who may ask is checked before the body is, so a refused caller learns nothing more.
      preValidation: [
        requireUser,
        async (request) => {
          // Only admins: a server that fetches URLs on request is a tool worth guarding on its own.
          if (!isAdmin(actorOf(authOf(request)))) throw forbidden();
        },
      ],
      schema: { body: prefillRequestSchema, response: { 200: prefillResultSchema } },
    },
    async (request) => {
      try {
        return await readProductPage(request.body.url, app.config.prefill);
      } catch (error) {
        if (!(error instanceof ProductPageError)) throw error;
        request.log.info(
          { url: request.body.url, failure: error.failure, reason: error.message },
          'pre-fill failed',
        );
        throw toAppError(error);
      }
    },
  );
};
