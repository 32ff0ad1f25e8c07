import { useDeferredValue, useMemo } from 'react';
import { useBusinessSettings } from '../../../db/hooks/use-business-settings';
import { useCollator } from '../../../i18n/use-format';
import {
  indexProjects,
  selectAdminProjects,
  sortIndexed,
  type AdminProjectFilters,
} from '../lib/admin-list-filters';
import { useAdminProjects, userName } from './use-admin-projects';
import { useIdleSearchFold } from './use-idle-search-fold';

/** Until the business's settings are on this device, no address is flagged. */
const noPrefixes: readonly string[] = [];

/**
 * The office's list under its filters: the projects shown with their counts per status, the names
 * their rows show, the creators the filters offer and the postcode prefixes the business serves.
 * The search text is folded once per read, and the list sorted once per order, so a keystroke only
 * walks the index.
 */
export function useAdminProjectList(filters: AdminProjectFilters) {
  const collator = useCollator();
  const list = useAdminProjects({ preview: true });
  const servedPrefixes = useBusinessSettings()?.serviceAreaPrefixes ?? noPrefixes;
  // The input follows each key at once; the rows and counts follow in a render React may drop
  // when the next key comes first.
  const applied = useDeferredValue(filters);
  const data = list.data;
  const indexed = useMemo(() => (data ? indexProjects(data.projects) : []), [data]);
  useIdleSearchFold(indexed);
  const sorted = useMemo(
    () => sortIndexed(indexed, applied.sort, collator),
    [indexed, applied.sort, collator],
  );
  const shown = useMemo(() => selectAdminProjects(sorted, applied), [sorted, applied]);
  const names = useMemo(() => {
    const clients = new Map(data?.clients.map((client) => [client.id, client.name]));
    const users = new Map(data?.users.map((user) => [user.id, userName(user)]));
    return { clients, users };
  }, [data]);
  const creators = useMemo(() => {
    const ids = new Set(data?.projects.map((project) => project.creatorId));
    return (data?.users ?? [])
      .filter((user) => ids.has(user.id))
      .sort((a, b) => collator.compare(userName(a), userName(b)));
  }, [data, collator]);
  return { list, shown, names, creators, servedPrefixes };
}
