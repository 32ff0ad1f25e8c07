import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../db/database-context';
import type { CatalogueConfig } from '../domain/catalogue';
import { fallbackCatalogueConfig, readCatalogueConfig } from './catalogue-api';

/**
 * The server's business settings (VAT rate, rental months, ERP page templates) as this device last
 * kept them, so prices read the same offline; the fallback until the server has answered once.
 */
export function useKeptCatalogueConfig(): CatalogueConfig {
  const db = useDatabase();
  return useLiveQuery(() => readCatalogueConfig(db), [db]) ?? fallbackCatalogueConfig;
}
