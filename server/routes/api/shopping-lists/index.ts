import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exhaustive } from '../../../../src/domain/enums';
import { catalogueMatcher } from '../../../../src/domain/shopping-list/catalogue-match';
import {
  parsedShoppingListSchema,
  shoppingListRequestSchema,
} from '../../../../src/domain/shopping-list/shopping-list.schema';
import { shoppingListSupplierSchema } from '../../../../src/domain/shopping-list/supplier-link';
import { AppError } from '../../../http/app-error';
import { ProductPageError } from '../../../integrations/product-page/product-page-error';
import { readShoppingList } from '../../../integrations/shopping-list/read-shopping-list';
import { matchableFurniture } from '../../../shopping-lists/matchable-furniture';
import { requireAdmin } from '../require-admin';

/** A failed read as the API answers it: 422 when the page itself is the problem, 502 when the shop is. */
function toAppError(error: ProductPageError): AppError {
  switch (error.failure) {
    case 'refused':
      return new AppError(422, 'shopping_list/host_refused');
    case 'not_found':
    case 'no_product':
      return new AppError(422, 'shopping_list/not_a_list');
    case 'too_large':
      return new AppError(422, 'shopping_list/too_large');
    case 'unreachable':
      return new AppError(502, 'shopping_list/unreachable');
    default:
      return exhaustive(error.failure);
  }
}

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
      let list;
      try {
        list = await readShoppingList(request.body.url, app.config.prefill);
      } catch (error) {
        if (!(error instanceof ProductPageError)) throw error;
        request.log.info(
          { url: request.body.url, failure: error.failure, reason: error.message },
          'shopping list import failed',
        );
        throw toAppError(error);
      }
      const match = catalogueMatcher(await matchableFurniture(app.db, list.items));
      return { url: list.url, items: list.items.map((item) => ({ ...item, match: match(item) })) };
    },
  );
};
