import type { Furniture } from '../../src/domain/entities/furniture.schema';
import type { FurnitureCategory } from '../../src/domain/entities/furniture-category.schema';
import type { FurnitureModule } from '../../src/domain/entities/furniture-module.schema';
import type { FurnitureRange } from '../../src/domain/entities/furniture-range.schema';
import type { ServiceRate } from '../../src/domain/entities/service-rate.schema';
import { serviceRateIds } from '../../src/domain/catalogue';
import type { AvailabilityStatus } from '../../src/domain/enums';
import { inclVat } from '../../src/domain/pricing';
import type { Tx } from '../db/client';
import { insertSyncedRows } from '../sync/bulk-insert';
import { furnitureImage, packImage } from './images';

/** Scale that yields the issue-3 benchmark set: 20,000 furniture and 500 projects of 5 rooms x 40 lines. */
export const benchmarkScale = 200 / 3;

/** A seeded PRNG (mulberry32): the same seed gives the same demo on every machine. */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  id(): string;
}

export function createRandom(seed: number, idEpochMs = Date.UTC(2026, 0, 1)): Random {
  let state = seed >>> 0;
  let idCounter = 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex = (digits: number) =>
    Array.from({ length: digits }, () => Math.floor(next() * 16).toString(16)).join('');
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    // UUIDv7-shaped and time-ordered like the ids devices make, but reproducible.
    id: () => {
      const ms = (idEpochMs + idCounter++).toString(16).padStart(12, '0');
      const variant = (8 + Math.floor(next() * 4)).toString(16);
      return `${ms.slice(0, 8)}-${ms.slice(8)}-7${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
    },
  };
}

const categories = [
  {
    key: 'sofa',
    nameFr: 'Canapés et fauteuils',
    nameEn: 'Sofas and armchairs',
    nouns: ["Canapé d'angle", 'Canapé 3 places', 'Fauteuil', 'Méridienne', 'Pouf'],
    price: [19_000, 189_000],
  },
  {
    key: 'bed',
    nameFr: 'Lits',
    nameEn: 'Beds',
    nouns: ['Lit double', 'Lit simple', 'Tête de lit', 'Matelas', 'Sommier'],
    price: [15_000, 129_000],
  },
  {
    key: 'table',
    nameFr: 'Tables',
    nameEn: 'Tables',
    nouns: ['Table à manger', 'Table basse', 'Console', 'Bout de canapé', 'Guéridon'],
    price: [6_000, 99_000],
  },
  {
    key: 'chair',
    nameFr: 'Chaises',
    nameEn: 'Chairs',
    nouns: ['Chaise', 'Tabouret de bar', 'Banc', 'Chaise de bureau'],
    price: [3_900, 39_000],
  },
  {
    key: 'storage',
    nameFr: 'Rangements',
    nameEn: 'Storage',
    nouns: ['Commode', 'Armoire', 'Bibliothèque', 'Buffet', 'Étagère murale'],
    price: [4_900, 149_000],
  },
  {
    key: 'lighting',
    nameFr: 'Luminaires',
    nameEn: 'Lighting',
    nouns: ['Lampadaire', 'Suspension', 'Lampe de chevet', 'Applique'],
    price: [1_900, 45_000],
  },
  {
    key: 'decor',
    nameFr: 'Décoration',
    nameEn: 'Decor',
    nouns: ['Miroir', 'Tapis', 'Vase', 'Cadre', 'Plaid'],
    price: [900, 59_000],
  },
  {
    key: 'kitchen',
    nameFr: 'Cuisine',
    nameEn: 'Kitchen',
    nouns: ['Set de casseroles', 'Service de table', 'Grille-pain', 'Bouilloire', 'Ménagère'],
    price: [1_500, 29_000],
  },
  {
    key: 'bathroom',
    nameFr: 'Salle de bain',
    nameEn: 'Bathroom',
    nouns: ['Meuble vasque', 'Porte-serviettes', 'Tapis de bain', 'Colonne de rangement'],
    price: [1_200, 89_000],
  },
  {
    key: 'textile',
    nameFr: 'Linge de maison',
    nameEn: 'Home textiles',
    nouns: ['Parure de lit', 'Rideaux', 'Coussin', 'Housse de couette'],
    price: [1_500, 19_000],
  },
  {
    key: 'office',
    nameFr: 'Bureau',
    nameEn: 'Office',
    nouns: ['Bureau', 'Caisson', 'Lampe de bureau', 'Fauteuil de bureau'],
    price: [4_900, 79_000],
  },
  {
    key: 'outdoor',
    nameFr: 'Extérieur',
    nameEn: 'Outdoor',
    nouns: ['Salon de jardin', 'Transat', 'Parasol', 'Jardinière'],
    price: [2_900, 119_000],
  },
] as const;

const collections = [
  'Élégance',
  'Cévennes',
  "Côte d'Azur",
  'Montréal',
  'Bohème',
  'Nordique',
  'Garçonnière',
  'Forêt',
  'Sérénité',
  'Lumière',
  'Mistral',
  'Oslo',
  'Atlas',
  'Crème',
];
const finishes = [
  'chêne clair',
  'noyer',
  'blanc cassé',
  'gris anthracite',
  'velours émeraude',
  'lin naturel',
  'terracotta',
  'laiton brossé',
];
const suppliers = [
  'Maisons du Monde Pro',
  'Habitat Contract',
  'IKEA Business',
  'La Redoute Intérieurs',
  'AM.PM',
  'Sklum',
  'Kave Home',
  'Fermob',
];
const availabilities: readonly AvailabilityStatus[] = [
  'available_in_warehouse',
  'available_in_warehouse',
  'available_in_warehouse',
  'available_in_warehouse',
  'bought_expected',
  'not_bought_expected',
  'unavailable',
];

/** EAN-13 with its check digit, so barcode scanners in the demo accept them. */
function ean13(base: number): string {
  const digits = `376${String(base).padStart(9, '0')}`;
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

export interface SeededCatalogue {
  furniture: Furniture[];
  modules: FurnitureModule[];
}

export async function seedCatalogue(
  tx: Tx,
  version: number,
  now: Date,
  random: Random,
  options: { scale: number; companyClientId: string },
): Promise<SeededCatalogue> {
  const stamp = now.toISOString();
  const base = { createdAt: stamp, updatedAt: stamp };
  const categoryRows: (FurnitureCategory & { key: string })[] = categories.map((category, position) => ({
    ...base,
    id: random.id(),
    key: category.key,
    nameFr: category.nameFr,
    nameEn: category.nameEn,
    position,
  }));
  await insertSyncedRows(tx, 'furnitureCategories', categoryRows, version);

  const count = Math.round(300 * options.scale);
  const furniture: Furniture[] = [];
  for (let n = 0; n < count; n++) {
    const index = n % categories.length;
    const category = categories[index]!;
    const noun = random.pick(category.nouns);
    const priceExclVatCents = Math.round(random.int(category.price[0], category.price[1]) / 100) * 100 - 1;
    furniture.push({
      ...base,
      id: random.id(),
      name: `${noun} ${random.pick(collections)} – ${random.pick(finishes)}`,
      clientName: '',
      sku: `${category.key.slice(0, 3).toUpperCase()}-${String(n + 1).padStart(5, '0')}`,
      supplierSku: `S${random.int(100_000, 999_999)}`,
      supplier: random.pick(suppliers),
      categoryId: categoryRows[index]!.id,
      barcode: ean13(n + 1),
      description: `${noun}, finition ${random.pick(finishes)}.`,
      images: [furnitureImage(category.key, random.int(0, 359))],
      url: '',
      erpLink: '',
      priceExclVatCents,
      priceInclVatCents: inclVat(priceExclVatCents, 2000),
      note: '',
      warningEn: n % 37 === 0 ? 'Needs two people to carry.' : '',
      warningFr: n % 37 === 0 ? 'Nécessite deux personnes pour le port.' : '',
      isDisabled: n % 97 === 96,
      archived: n % 101 === 100,
      availability: random.pick(availabilities),
      stockQuantity: random.int(0, 40),
    });
  }
  await insertSyncedRows(tx, 'furniture', furniture, version);

  const usable = furniture.filter((item) => !item.archived);
  const ranges: FurnitureRange[] = ['Nordique', 'Bohème', 'Élégance', 'Essentiel étudiant'].map(
    (name, r) => ({
      ...base,
      id: random.id(),
      name,
      note: '',
      items: usable.slice(r * 8, r * 8 + 8).map((item, i) => ({ furnitureId: item.id, core: i < 2 })),
      maxPriceCents: r === 3 ? 250_000 : null,
      archived: false,
    }),
  );
  await insertSyncedRows(tx, 'furnitureRanges', ranges, version);

  const modules = moduleTree(random, usable, base, options.companyClientId);
  await insertSyncedRows(tx, 'furnitureModules', modules, version);
  await insertSyncedRows(tx, 'serviceRates', serviceRates(base), version);
  return { furniture: usable, modules };
}

/** The office's price of each service, one of each rule, as a price list would set them. */
function serviceRates(base: { createdAt: string; updatedAt: string }): ServiceRate[] {
  const rates = [
    ['assembly', 'perRoom', 4_500],
    ['packaging_removal', 'included', 0],
    ['old_furniture_removal', 'perProject', 12_000],
    ['cleaning', 'perLine', 800],
  ] as const;
  return rates.map(([key, rule, priceCents]) => ({
    ...base,
    id: serviceRateIds[key],
    key,
    rule,
    priceCents,
    vatRateBp: 2000,
  }));
}

/** Room packs nested in apartment packs, as the back office builds them. */
function moduleTree(
  random: Random,
  furniture: readonly Furniture[],
  base: { createdAt: string; updatedAt: string },
  companyClientId: string,
): FurnitureModule[] {
  const module = (name: string, fields: Partial<FurnitureModule>): FurnitureModule => ({
    ...base,
    id: random.id(),
    name,
    clientName: name,
    clientDescriptionEn: '',
    clientDescriptionFr: '',
    tag: '',
    note: '',
    projectType: null,
    images: [],
    clientIds: [companyClientId],
    availableForB2C: true,
    parentModuleId: null,
    contentLines: [],
    clientPrices: [],
    archived: false,
    ...fields,
  });
  const furnitureLines = (count: number) =>
    Array.from({ length: count }, () => ({
      id: random.id(),
      kind: 'furniture' as const,
      refId: random.pick(furniture).id,
      url: '',
      quantity: random.int(1, 2),
    }));
  // Pictures in fixed hues, and descriptions: no draw from `random`, so the rest of the demo stays as it was.
  const studio = module('Pack Studio', {
    projectType: 'Studio',
    tag: 'studio',
    images: [packImage(['sofa', 'bed'], 200)],
    clientDescriptionEn:
      'A studio furnished in one go, the living room and the bedroom, delivered and installed.',
    clientDescriptionFr: 'Un studio meublé en une fois, le salon et la chambre, livrés et installés.',
  });
  const t2 = module('Pack T2 Confort', {
    projectType: 'T2',
    tag: 't2',
    availableForB2C: false,
    images: [packImage(['table', 'chair'], 20)],
  });
  const children = [
    module('Pack salon', {
      parentModuleId: studio.id,
      contentLines: furnitureLines(4),
      images: [packImage(['sofa', 'lighting'], 160)],
      clientDescriptionEn: 'The living room, furnished and installed.',
      clientDescriptionFr: 'Le salon, meublé et installé.',
    }),
    module('Pack chambre', {
      parentModuleId: studio.id,
      contentLines: furnitureLines(3),
      images: [packImage(['bed', 'lighting'], 260)],
      clientDescriptionEn: 'The bedroom, furnished and installed.',
      clientDescriptionFr: 'La chambre, meublée et installée.',
    }),
    module('Pack cuisine équipée', {
      parentModuleId: t2.id,
      contentLines: furnitureLines(5),
      images: [packImage(['kitchen', 'table'], 30)],
    }),
    module('Pack salle de bain', {
      parentModuleId: t2.id,
      contentLines: furnitureLines(3),
      images: [packImage(['bathroom'], 190)],
    }),
  ];
  const lineTo = (child: FurnitureModule) => ({
    id: random.id(),
    kind: 'module' as const,
    refId: child.id,
    url: '',
    quantity: 1,
  });
  studio.contentLines = children.filter((child) => child.parentModuleId === studio.id).map(lineTo);
  t2.contentLines = children.filter((child) => child.parentModuleId === t2.id).map(lineTo);
  t2.clientPrices = [{ clientId: companyClientId, priceCents: 450_000 }];
  return [studio, t2, ...children];
}
