import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueMatcher } from '../../../../src/domain/shopping-list/catalogue-match';
import {
  parsedShoppingListSchema,
  shoppingListRequestSchema,
} from '../../../../src/domain/shopping-list/shopping-list.schema';
import { shoppingListSupplierSchema } from '../../../../src/domain/shopping-list/supplier-link';
import { readShoppingList } from '../../../integrations/shopping-list/read-shopping-list';
import { matchableFurniture } from '../../../shopping-lists/matchable-furniture';
import { answeringPageFailures, type PageFailureAnswers } from '../page-read-failures';
import { requireAdmin } from '../require-admin';

/**
 * A failed read as the API answers it: 422 when the page is at fault (not a list, a list too
 * long), 502 when the supplier's site is.
 */
const failureAnswers: PageFailureAnswers = {
  refused: { status: 422, code: 'shopping_list/host_refused' },
  not_found: { status: 422, code: 'shopping_list/not_a_list' },
  no_product: { status: 422, code: 'shopping_list/not_a_list' },
  too_large: { status: 422, code: 'shopping_list/too_large' },
  unreachable: { status: 502, code: 'shopping_list/unreachable' },
};

/**
 * `/api/v1/shopping-lists/*` (admins only: a server that fetches URLs on request is a tool worth
 * guarding on its own). The import itself is the client's: it turns the items into lines through
 * the ordinary mutators, so they sync like any change.
 */
export const shoppingListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const supplier = app.config.shoppingListSupplier;

  /** `GET /supplier`: whose links the import form accepts, for it to check them before sending. */
  app.get(
    '/supplier',
    { preValidation: requireAdmin, schema: { response: { 200: shoppingListSupplierSchema } } },
    async () => supplier,
  );

  /** `POST /parse`: the list's items, each with the catalogue furniture it matches, if any. */
  app.post(
    '/parse',
    {
      // Security: who may ask is checked before the body is, so a refused caller learns nothing more.
      preValidation: requireAdmin,
      schema: { body: shoppingListRequestSchema(supplier), response: { 200: parsedShoppingListSchema } },
    },
    async (request) => {
      const list = await answeringPageFailures(request, request.body.url, failureAnswers, () =>
        readShoppingList(request.body.url, app.config.prefill),
      );
      const match = catalogueMatcher(await matchableFurniture(app.db, list.items));
      return { url: list.url, items: list.items.map((item) => ({ ...item, match: match(item) })) };
    },
  );
};
