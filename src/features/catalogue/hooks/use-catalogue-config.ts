import { useEffect } from 'react';
import { useDatabase } from '../../../db/database-context';
import type { CatalogueConfig } from '../../../domain/catalogue';
import { refreshCatalogueConfig } from '../../../lib/catalogue-api';
import { useKeptCatalogueConfig } from '../../../lib/use-kept-catalogue-config';

/**
 * The server's catalogue settings (ERP page templates, VAT rate), from the copy kept on this device
 * so the forms work offline; refreshed from the server once per screen when the network allows.
 */
export function useCatalogueConfig(): CatalogueConfig {
  const db = useDatabase();
  useEffect(() => {
    const controller = new AbortController();
    // Offline or refused: the kept copy (or the fallback) stays in use, nothing to tell the admin.
    refreshCatalogueConfig(db, controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [db]);
  return useKeptCatalogueConfig();
}
