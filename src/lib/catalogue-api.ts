// Each from its own module, not the folders' indexes: this file is in the first page's chunk, and
// an index brings every module it names (access rules, purchase rows, pricing) into that chunk.
import type { FitoutDatabase } from '../db/database';
import { catalogueConfigSchema, type CatalogueConfig } from '../domain/catalogue/catalogue-config.schema';
import { prefillResultSchema, type PrefillResult } from '../domain/catalogue/prefill.schema';
import { defaultVatRateBp } from '../domain/catalogue/vat';
import { defaultRentMonths } from '../domain/pricing/pricing-settings';
import { defaultExportMaxDays } from '../domain/purchases/purchase-filter.schema';
import { apiFetch } from './api-client';

/** Where the last catalogue config the server sent is kept, so the screens work offline. */
export const catalogueConfigMetaKey = 'catalogueConfig';

/** Until the server has answered once: no ERP links, the standard VAT rate and rental length. */
export const fallbackCatalogueConfig: CatalogueConfig = {
  erpProductUrlTemplates: [],
  vatRateBp: defaultVatRateBp,
  rentMonths: defaultRentMonths,
  exportMaxDays: defaultExportMaxDays,
};

/**
 * `GET /api/v1/catalogue/config`: ERP URL templates, the VAT rate and the rental's months. Throws
 * NetworkError offline.
 */
export async function fetchCatalogueConfig(signal?: AbortSignal): Promise<CatalogueConfig> {
  return catalogueConfigSchema.parse(await apiFetch('catalogue/config', { signal }));
}

/** The cached config, or the fallback when the server never answered on this device. */
export async function readCatalogueConfig(db: FitoutDatabase): Promise<CatalogueConfig> {
  const cached = catalogueConfigSchema.safeParse((await db.meta.get(catalogueConfigMetaKey))?.value);
  return cached.success ? cached.data : fallbackCatalogueConfig;
}

/** Fetches the config and caches it in db.meta; offline, the cache stays as it was (and this throws). */
export async function refreshCatalogueConfig(
  db: FitoutDatabase,
  signal?: AbortSignal,
): Promise<CatalogueConfig> {
  const config = await fetchCatalogueConfig(signal);
  await db.meta.put({ key: catalogueConfigMetaKey, value: config });
  return config;
}

/**
 * `POST /api/v1/catalogue/prefill` (admin only): what the product page at `url` says about the
 * product. Needs the network: throws NetworkError offline, ApiError (422, code
 * `catalogue/prefill_failed`) when the page cannot be read.
 */
export async function prefillFurniture(url: string, signal?: AbortSignal): Promise<PrefillResult> {
  return prefillResultSchema.parse(
    await apiFetch('catalogue/prefill', { method: 'POST', body: { url }, signal }),
  );
}
