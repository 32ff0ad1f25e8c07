import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdmin } from '../../../../src/domain/access';
import { prefillRequestSchema, prefillResultSchema } from '../../../../src/domain/catalogue/prefill.schema';
import { forbidden } from '../../../http/app-error';
import { readProductPage } from '../../../integrations/product-page/read-product-page';
import { actorOf, authOf, requireUser } from '../../../plugins/auth';
import { answeringPageFailures, type PageFailureAnswers } from '../page-read-failures';

/** A failed read as the API answers it: 422 when the page itself is the problem, 502 when the shop is. */
const failureAnswers: PageFailureAnswers = {
  refused: { status: 422, code: 'catalogue/prefill_host_refused' },
  not_found: { status: 422, code: 'catalogue/prefill_failed' },
  no_product: { status: 422, code: 'catalogue/prefill_failed' },
  too_large: { status: 502, code: 'catalogue/prefill_too_large' },
  unreachable: { status: 502, code: 'catalogue/prefill_unreachable' },
};

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
    async (request) =>
      answeringPageFailures(request, request.body.url, failureAnswers, () =>
        readProductPage(request.body.url, app.config.prefill),
      ),
  );
};
