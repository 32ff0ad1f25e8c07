import type { RoomKindNames } from '../projects/room-label';
import type { ProjectOptionKey } from '../catalogue/services';
import type { Project } from '../entities/project.schema';
import type { QuoteCharges } from '../pricing';

/** The names of the charges that are not the client's own words, in the reader's language. */
export interface ChargeLabels {
  service: Record<ProjectOptionKey, string>;
  adjustment: string;
}

/** The purchases' words in the reader's language: the charges', and the default rooms' names. */
export interface PurchaseLabels extends ChargeLabels {
  rooms: RoomKindNames;
}

/**
 * What a client is charged besides its ordered items: a negotiated pack, a priced service or the
 * office's adjustment, each one figure (a unit excl. VAT, times a quantity).
 */
export interface ProjectCharge {
  kind: 'pack' | 'service' | 'adjustment';
  /** Unique among the purchases' rows: the pack's id, else made from the project's. */
  id: string;
  name: string;
  quantity: number;
  unitCents: number;
}

/**
 * A quote's charges in its order (packs, services, adjustment), from its figures for one period:
 * an included or unpriced service charges nothing and is left out, as is an adjustment of nothing.
 */
export function projectCharges(
  project: Pick<Project, 'id'>,
  charges: Pick<QuoteCharges, 'packs' | 'services' | 'adjustment'>,
  labels: ChargeLabels,
): ProjectCharge[] {
  const packs = charges.packs.map(({ pack, unit }): ProjectCharge => ({
    kind: 'pack',
    id: pack.id,
    name: pack.name,
    quantity: pack.quantity,
    unitCents: unit.exclVatCents,
  }));
  const services = charges.services
    .filter((service) => service.count > 0)
    .map((service): ProjectCharge => ({
      kind: 'service',
      id: `${project.id}:${service.key}`,
      name: labels.service[service.key],
      quantity: service.count,
      unitCents: service.unit.exclVatCents,
    }));
  const adjustment: ProjectCharge[] =
    charges.adjustment === null
      ? []
      : [
          {
            kind: 'adjustment',
            id: `${project.id}:adjustment`,
            name: labels.adjustment,
            quantity: 1,
            unitCents: charges.adjustment.exclVatCents,
          },
        ];
  return [...packs, ...services, ...adjustment];
}

/**
 * A project as its purchases and its ERP order read it: at its buy figures whatever its billing,
 * for they are the goods and what they cost the client, the rental's months being the contract's
 * business (whose monthly figures the quote shows).
 */
export function asBought<P extends Pick<Project, 'billingType'>>(project: P): P {
  return { ...project, billingType: 'buy' };
}
