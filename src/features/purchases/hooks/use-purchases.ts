import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';
import { projectOptionKeys } from '../../../domain/catalogue';
import {
  comparePurchasedProjects,
  projectInPurchases,
  selectPurchaseRows,
  type PurchaseFilter,
  type PurchaseLabels,
  type PurchaseRow,
} from '../../../domain/purchases';
import { serviceLabelKeys } from '../../../i18n/project-labels';
import { roomKindNames } from '../../../i18n/room-labels';
import { adjustmentKey } from '../lib/labels';

export interface Purchases {
  /** The selection's rows, in the export's order. */
  rows: PurchaseRow[];
  clients: LocalRow<'clients'>[];
  /** The period's purchased projects of the chosen client and billing: the project filter's choices. */
  projects: LocalRow<'projects'>[];
  /** The suppliers of the period's lines: the supplier filter's choices. */
  suppliers: string[];
}

function present<T>(rows: readonly (T | undefined)[]): T[] {
  return rows.filter((row): row is T => row !== undefined);
}

function ids(values: readonly (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

/**
 * The purchases of `filter` from the synced rows (the office holds them all), through the domain's
 * selection and pricing, so the page and the server's export select and price alike.
 */
export function usePurchases(filter: PurchaseFilter | null): LiveResult<Purchases> {
  const db = useDatabase();
  const { t } = useTranslation();
  const labels = useMemo<PurchaseLabels>(
    () => ({
      service: Object.fromEntries(
        projectOptionKeys.map((key) => [key, t(serviceLabelKeys[key])]),
      ) as PurchaseLabels['service'],
      adjustment: t(adjustmentKey),
      rooms: roomKindNames(t),
    }),
    [t],
  );
  const answer = useLiveQuery(async () => {
    const [allProjects, clients] = await Promise.all([
      db.entity('projects').toArray(),
      db.entity('clients').toArray(),
    ]);
    clients.sort((a, b) => a.name.localeCompare(b.name));
    if (filter === null) return { data: { rows: [], clients, projects: [], suppliers: [] } };
    // The project and supplier lists offer what the other filters leave, whichever is chosen.
    const wide = { ...filter, projectId: undefined, supplier: undefined };
    const projects = allProjects
      .filter((project) => projectInPurchases(project, wide))
      .sort(comparePurchasedProjects);
    const projectIds = projects.map((project) => project.id);
    const [lines, rooms, serviceRates, purchaseOrders] = await Promise.all([
      db.entity('purchaseOrderLines').where('projectId').anyOf(projectIds).toArray(),
      db.entity('rooms').where('projectId').anyOf(projectIds).toArray(),
      db.entity('serviceRates').toArray(),
      db.entity('purchaseOrders').where('projectId').anyOf(projectIds).toArray(),
    ]);
    const [furniture, modules] = await Promise.all([
      db.entity('furniture').bulkGet(ids(lines.map((line) => line.furnitureId))),
      db.entity('furnitureModules').bulkGet(ids(lines.map((line) => line.moduleId))),
    ]);
    const sources = {
      projects,
      rooms,
      lines,
      furniture: present(furniture),
      modules: present(modules),
      clients,
      serviceRates,
      purchaseOrders,
    };
    const all = selectPurchaseRows(sources, wide, labels);
    const rows = selectPurchaseRows(sources, filter, labels);
    const suppliers = ids(all.map((row) => row.supplier || null)).sort((a, b) => a.localeCompare(b));
    return { data: { rows, clients, projects, suppliers } };
  }, [db, filter, labels]);
  return toLiveResult(answer);
}
