import { describe, expect, it } from 'vitest';
import {
  canQuoteFurniture,
  canQuoteModule,
  canSeeFurniture,
  canSeeModule,
  catalogueViewer,
  furnitureQuoteRefusal,
  moduleQuoteRefusal,
  trialVisitor,
  type CatalogueViewer,
  type ViewerFacts,
} from '../../../src/domain/access/catalogue-access';
import { uuidv7 } from '../../../src/domain/ids';
import type { Actor } from '../../../src/domain/mutators';

const companyId = uuidv7();
const individualId = uuidv7();
const office: CatalogueViewer = { kind: 'office' };
const company: CatalogueViewer = { kind: 'customer', clientId: companyId, isCompany: true };
const individual: CatalogueViewer = { kind: 'customer', clientId: individualId, isCompany: false };
const nobody: CatalogueViewer = { kind: 'none' };

const module = (
  fields: Partial<{ id: string; archived: boolean; clientIds: string[]; availableForB2C: boolean }>,
) => ({
  id: uuidv7(),
  archived: false,
  clientIds: [],
  availableForB2C: false,
  ...fields,
});
const furniture = (fields: Partial<{ id: string; archived: boolean; isDisabled: boolean }>) => ({
  id: uuidv7(),
  archived: false,
  isDisabled: false,
  ...fields,
});

describe('which modules a viewer may quote', () => {
  const cases = [
    {
      name: 'granted to the company',
      row: module({ clientIds: [companyId] }),
      office: true,
      company: true,
      individual: false,
    },
    {
      name: 'B2B-only, granted to another',
      row: module({ clientIds: [individualId] }),
      office: true,
      company: false,
      individual: true,
    },
    {
      name: 'open to B2C',
      row: module({ availableForB2C: true }),
      office: true,
      company: false,
      individual: true,
    },
    {
      name: 'archived',
      row: module({ archived: true, clientIds: [companyId], availableForB2C: true }),
      office: false,
      company: false,
      individual: false,
    },
    { name: 'granted to nobody', row: module({}), office: true, company: false, individual: false },
  ];
  it.each(cases)('$name', ({ row, ...expected }) => {
    expect(canQuoteModule(office, row)).toBe(expected.office);
    expect(canQuoteModule(company, row)).toBe(expected.company);
    expect(canQuoteModule(individual, row)).toBe(expected.individual);
    expect(canQuoteModule(nobody, row)).toBe(false);
    // A customer quotes exactly what it receives.
    expect(canSeeModule(company, row)).toBe(expected.company);
    expect(canSeeModule(individual, row)).toBe(expected.individual);
  });

  it('the office reads archived modules (to manage them) but never quotes them', () => {
    const archived = module({ archived: true });
    expect(canSeeModule(office, archived)).toBe(true);
    expect(moduleQuoteRefusal(office, archived)).toBe('conflict');
  });

  it('a module the customer does not receive is refused as not found', () => {
    expect(moduleQuoteRefusal(individual, module({ clientIds: [companyId] }))).toBe('not_found');
    expect(moduleQuoteRefusal(individual, module({ archived: true, availableForB2C: true }))).toBe(
      'not_found',
    );
    expect(moduleQuoteRefusal(individual, undefined)).toBe('not_found');
    expect(moduleQuoteRefusal(company, module({ clientIds: [companyId] }))).toBeNull();
  });
});

describe('which furniture a viewer may quote', () => {
  it('customers and trial visitors: not archived, not disabled; the office: not archived', () => {
    for (const viewer of [company, individual, trialVisitor]) {
      expect(canQuoteFurniture(viewer, furniture({}))).toBe(true);
      expect(canQuoteFurniture(viewer, furniture({ isDisabled: true }))).toBe(false);
      expect(canQuoteFurniture(viewer, furniture({ archived: true }))).toBe(false);
    }
    expect(canQuoteFurniture(office, furniture({ isDisabled: true }))).toBe(true);
    expect(canQuoteFurniture(office, furniture({ archived: true }))).toBe(false);
    expect(canQuoteFurniture(nobody, furniture({}))).toBe(false);
  });

  it('a disabled item stays readable (existing lines show it) but is refused as a conflict', () => {
    expect(canSeeFurniture(company, furniture({ isDisabled: true }))).toBe(true);
    expect(furnitureQuoteRefusal(company, furniture({ isDisabled: true }))).toBe('conflict');
    expect(furnitureQuoteRefusal(company, furniture({ archived: true }))).toBe('not_found');
  });
});

describe('the viewer of an actor', () => {
  const user = (fields: Partial<Extract<Actor, { kind: 'user' }>>): Actor => ({
    kind: 'user',
    userId: uuidv7(),
    role: 'client',
    clientId: companyId,
    clientRole: 'agent',
    businessReferrerId: null,
    businessReferrerRole: null,
    ...fields,
  });

  const withClient = (client: ViewerFacts['client']): ViewerFacts => ({ client, purchaseOrderLines: [] });

  it('reads the client’s kind from its own client row, like the pull scope', () => {
    expect(catalogueViewer(user({}), withClient({ id: companyId, isCompany: true }))).toEqual(company);
    expect(
      catalogueViewer(user({ clientId: individualId }), withClient({ id: individualId, isCompany: false })),
    ).toEqual(individual);
    expect(catalogueViewer(user({}), withClient(undefined))).toEqual(nobody);
    expect(catalogueViewer(user({}), withClient({ id: individualId, isCompany: false }))).toEqual(nobody);
    expect(catalogueViewer(user({ role: 'admin', clientId: null }), withClient(undefined))).toEqual(office);
    expect(
      catalogueViewer(user({ role: 'business_referrer', clientId: null }), withClient(undefined)),
    ).toEqual(nobody);
  });

  it('gives an installer the items its purchase order’s lines name, to read and never to quote', () => {
    const [chair, table, pack] = [uuidv7(), uuidv7(), uuidv7()];
    const viewer = catalogueViewer(
      { kind: 'installer', purchaseOrderId: uuidv7(), tokenId: uuidv7() },
      {
        client: undefined,
        purchaseOrderLines: [
          { furnitureId: chair, moduleId: null },
          { furnitureId: null, moduleId: pack },
        ],
      },
    );
    expect(canSeeFurniture(viewer, furniture({ id: chair, archived: true }))).toBe(true);
    expect(canSeeFurniture(viewer, furniture({ id: table }))).toBe(false);
    expect(canSeeModule(viewer, module({ id: pack }))).toBe(true);
    expect(canQuoteFurniture(viewer, furniture({ id: chair }))).toBe(false);
    expect(canQuoteModule(viewer, module({ id: pack }))).toBe(false);
  });
});
