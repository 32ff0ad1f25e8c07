import { useMemo } from 'react';
import { useEntityList } from '../../../db/hooks/use-entities';
import type { LocalRow } from '../../../db/database';

export interface ModuleCatalogue {
  modules: LocalRow<'furnitureModules'>[];
  ranges: LocalRow<'furnitureRanges'>[];
  clients: LocalRow<'clients'>[];
  moduleById: ReadonlyMap<string, LocalRow<'furnitureModules'>>;
  rangeById: ReadonlyMap<string, LocalRow<'furnitureRanges'>>;
}

/** What the module form picks from: the other modules, the ranges and the clients; undefined while loading. */
export function useModuleCatalogue(): ModuleCatalogue | undefined {
  const modules = useEntityList('furnitureModules');
  const ranges = useEntityList('furnitureRanges');
  const clients = useEntityList('clients');
  return useMemo(() => {
    if (modules.loading || ranges.loading || clients.loading) return undefined;
    return {
      modules: modules.data,
      ranges: ranges.data,
      clients: clients.data,
      moduleById: new Map(modules.data.map((row) => [row.id, row])),
      rangeById: new Map(ranges.data.map((row) => [row.id, row])),
    };
  }, [modules, ranges, clients]);
}
