import { randomUUID } from 'node:crypto';
import { furnitureSchema } from '../../../src/domain/entities/furniture.schema';
import { uuidv7 } from '../../../src/domain/ids';
import type { z } from 'zod';
import { furnitureModuleSchema } from '../../../src/domain/entities/furniture-module.schema';
import { trialProjectSchema, type TrialProject } from '../../../src/domain/trial/trial-project.schema';
import { nextVersion } from '../../../server/db/versions';
import { insertSyncedRows } from '../../../server/sync/bulk-insert';
import type { TestApp } from '../support/test-app';

export interface TrialFurniture {
  sofa: string;
  lamp: string;
  archived: string;
  disabled: string;
  /** A module open to B2C, and one granted to a company only. */
  b2cModule: string;
  companyModule: string;
}

/** A small catalogue: two usable items, one archived, one hidden from clients. */
export async function seedTrialFurniture(env: TestApp): Promise<TrialFurniture> {
  const now = env.clock.now().toISOString();
  const item = (
    name: string,
    priceExclVatCents: number,
    flags: { archived?: boolean; isDisabled?: boolean } = {},
  ) =>
    furnitureSchema.parse({
      id: uuidv7(),
      createdAt: now,
      updatedAt: now,
      name,
      priceExclVatCents,
      priceInclVatCents: Math.round(priceExclVatCents * 1.2),
      ...flags,
    });
  const rows = [
    item('Canapé Lin', 89_900),
    item('Lampe Arc', 12_500),
    item('Fauteuil retiré', 30_000, { archived: true }),
    item('Table masquée', 45_000, { isDisabled: true }),
  ];
  const module = (name: string, availableForB2C: boolean) =>
    furnitureModuleSchema.parse({
      id: uuidv7(),
      createdAt: now,
      updatedAt: now,
      name,
      availableForB2C,
      clientIds: availableForB2C ? [] : [randomUUID()],
      clientPrices: availableForB2C ? [] : [{ clientId: randomUUID(), priceCents: 1 }],
      note: 'marge atelier',
    });
  const modules = [module('Pack Studio', true), module('Pack Bureau', false)];
  await env.db.transaction(async (tx) => {
    const version = await nextVersion(tx);
    await insertSyncedRows(tx, 'furniture', rows, version);
    await insertSyncedRows(tx, 'furnitureModules', modules, version);
  });
  const [sofa, lamp, archived, disabled] = rows.map((row) => row.id);
  const [b2cModule, companyModule] = modules.map((row) => row.id);
  return {
    sofa: sofa!,
    lamp: lamp!,
    archived: archived!,
    disabled: disabled!,
    b2cModule: b2cModule!,
    companyModule: companyModule!,
  };
}

export function trialDraft(
  furniture: TrialFurniture,
  overrides: Partial<z.input<typeof trialProjectSchema>> = {},
): TrialProject {
  return trialProjectSchema.parse({
    id: uuidv7(),
    name: 'Studio rue Oberkampf',
    billingType: 'rent',
    projectType: 'Studio',
    rooms: [
      {
        name: 'Salon',
        lines: [
          { furnitureId: furniture.sofa, quantity: 1 },
          { furnitureId: furniture.lamp, quantity: 2 },
        ],
      },
      { name: 'Chambre', lines: [{ furnitureId: furniture.lamp, quantity: 1 }] },
    ],
    ...overrides,
  });
}

export function putTrial(env: TestApp, id: string, payload: unknown, headers: Record<string, string> = {}) {
  return env.app.inject({
    method: 'PUT',
    url: `/api/v1/trial/projects/${id}`,
    payload: payload as object,
    headers,
  });
}

export function getTrial(env: TestApp, id: string) {
  return env.app.inject({ method: 'GET', url: `/api/v1/trial/projects/${id}` });
}

/** Signs a new visitor up, carrying `trialProjectId` over; answers the response. */
export function signupWithTrial(
  env: TestApp,
  trialProjectId: string | undefined,
  extra: Record<string, unknown> = {},
) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: {
      first_name: 'Inès',
      last_name: 'Garnier',
      email: `ines.${randomUUID().slice(0, 8)}@example.com`,
      password: 'Un-mot-de-passe-1',
      password_confirmation: 'Un-mot-de-passe-1',
      phone_number: '+33698765432',
      ...(trialProjectId === undefined ? {} : { trial_project_id: trialProjectId }),
      ...extra,
    },
  });
}
