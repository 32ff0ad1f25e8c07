import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';
import { median, round } from '../stats';
import type { Benchmark, Figure } from '../types';
import { percentile } from '../support/percentile';
import type * as SearchPage from './catalogue-search-page';

const ITEMS = 50_000;
const BUILD_SAMPLES = 3;
const TARGET_KEYSTROKE_MS = 8;
const STEP_TIMEOUT_MS = 300_000;

/** What people type, letter by letter: accents or not, typos, several words, codes. */
const QUERIES = [
  'canape velours',
  "Canapé d'angle élégance",
  'fauteuil chene elise',
  'Étagère métal',
  'fauteiul boucle',
  'comode noyer',
  'lampe ceramqiue aurore',
  'bibliotheque hetre',
  'table basse marbre ovale',
  'chaise rotin berenice',
  'SKU-001234',
  '3760000012345',
];
/** Typed first and not measured: the JIT and the caches warm up as after a few minutes of use. */
const WARM_UP = ['armoire laiton', 'tabouret cuir', 'suspension verre'];

/** Builds the IIFE bundle of catalogue-search-page.ts with the app's Vite, in memory. */
async function bundle(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: join(import.meta.dirname, 'catalogue-search-page.ts'),
        formats: ['iife'],
        name: 'FitoutSearchBench',
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!('output' in result)) continue;
    const chunk = result.output.find((item) => item.type === 'chunk');
    if (chunk !== undefined && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error('the search bundle has no chunk');
}

/** Writes the generated catalogue into IndexedDB through the app's database class, as a pull would. */
function fill(page: Page, items: number): Promise<void> {
  return page.evaluate(async (total) => {
    const { FitoutDatabase } = (window as unknown as { FitoutSearchBench: typeof SearchPage })
      .FitoutSearchBench;
    const nouns = [
      'Canapé',
      "Canapé d'angle",
      'Fauteuil',
      'Étagère',
      'Lit double',
      'Chaise',
      'Table basse',
      'Commode',
      'Lampe',
      'Armoire',
      'Bureau',
      'Tabouret',
      'Buffet',
      'Miroir',
      'Tapis',
      'Console',
      'Banc',
      'Pouf',
      'Suspension',
      'Bibliothèque',
    ];
    const materials = [
      'élégance',
      'velours',
      'chêne',
      'noyer',
      'lin',
      'métal',
      'rotin',
      'céramique',
      'bouclé',
      'laiton',
      'marbre',
      'hêtre',
      'acier',
      'verre',
      'cuir',
      'coton',
    ];
    const lines = [
      'Élise',
      'Bérénice',
      'Écume',
      'Oslo',
      'Lumière',
      'Sérénité',
      'Côme',
      'Aurore',
      'Félix',
      'Hélène',
      'Ovale',
      'Nordique',
      'Provence',
      'Camargue',
      'Étoile',
    ];
    const suppliers = ['Maison Lumière', 'Atelier Dupré', 'Bois & Co', 'Nordique'];
    const now = new Date().toISOString();
    const rows = Array.from({ length: total }, (_, i) => ({
      id: `01900000-0000-7000-8000-${i.toString(16).padStart(12, '0')}`,
      name: `${nouns[i % nouns.length]} ${materials[(i >> 2) % materials.length]} ${lines[(i >> 5) % lines.length]} ${i % 97}`,
      clientName: i % 5 === 0 ? `${nouns[(i + 3) % nouns.length]} ${lines[i % lines.length]}` : '',
      sku: `SKU-${String(i).padStart(6, '0')}`,
      supplierSku: `S${i}`,
      supplier: suppliers[i % suppliers.length] ?? '',
      categoryId: null,
      barcode: String(3_760_000_000_000 + i),
      description: 'Meuble généré pour la mesure de la recherche.',
      images: [],
      url: '',
      erpLink: '',
      priceExclVatCents: 1_000 + ((i * 7919) % 200_000),
      priceInclVatCents: 1_200 + ((i * 7919) % 200_000),
      note: '',
      warningEn: '',
      warningFr: '',
      isDisabled: i % 70 === 0,
      archived: i % 50 === 0,
      availability: 'available_in_warehouse' as const,
      stockQuantity: i % 20,
      createdAt: now,
      updatedAt: now,
      version: 1,
    }));
    const db = new FitoutDatabase('fitout-bench-search');
    await db.entity('furniture').clear();
    await db.entity('furniture').bulkPut(rows);
    db.close();
  }, items);
}

interface SearchSample {
  /** Reading the rows alone, to tell IndexedDB's share of the build from the indexing's. */
  readMs: number;
  buildMs: number[];
  keystrokeMs: number[];
  resultCounts: number[];
}

/** Times the index build (IndexedDB read + indexing + name order) and every keystroke's search. */
function measure(page: Page): Promise<SearchSample> {
  return page.evaluate(
    async ({ queries, warmUp, samples }) => {
      const { FitoutDatabase, CatalogueSearchStore } = (
        window as unknown as { FitoutSearchBench: typeof SearchPage }
      ).FitoutSearchBench;
      const db = new FitoutDatabase('fitout-bench-search');
      const readStarted = performance.now();
      await db.entity('furniture').toArray();
      const readMs = performance.now() - readStarted;
      const buildMs: number[] = [];
      let store = new CatalogueSearchStore(db);
      let release = (): void => undefined;
      for (let i = 0; i < samples; i++) {
        release();
        store = new CatalogueSearchStore(db);
        const started = performance.now();
        release = store.retain();
        await store.settled();
        store.index.search('');
        buildMs.push(performance.now() - started);
      }
      // What useCatalogueSearch does per keystroke: the search, giving the rows for the list.
      const keystroke = (text: string) => {
        return store.index.search(text, { archived: false }).rows.length;
      };
      for (const query of warmUp) for (let i = 1; i <= query.length; i++) keystroke(query.slice(0, i));
      const keystrokeMs: number[] = [];
      const resultCounts: number[] = [];
      for (const query of queries) {
        for (let i = 1; i <= query.length; i++) {
          const started = performance.now();
          resultCounts.push(keystroke(query.slice(0, i)));
          keystrokeMs.push(performance.now() - started);
        }
      }
      release();
      db.close();
      return { readMs, buildMs, keystrokeMs, resultCounts };
    },
    { queries: QUERIES, warmUp: WARM_UP, samples: BUILD_SAMPLES },
  );
}

/**
 * `catalogue.search.p95_ms` and `catalogue.index.build_ms` on 50,000 generated furniture items, in
 * Chromium with a disk-backed profile, running the app's own search store (bundled from src/search)
 * on a page of the app's origin: the index is built from IndexedDB as after an initial sync, then
 * realistic queries are typed letter by letter (accents, typos, several words, codes).
 */
export const catalogueSearch: Benchmark = {
  name: 'catalogue.search',
  async run(ctx) {
    const items = ctx.sized(ITEMS, 500);
    ctx.log('bundling src/search for the browser');
    const script = await bundle();
    const context = await chromium.launchPersistentContext(join(ctx.scratchDir, 'catalogue-search-profile'), {
      ...CHROMIUM_LAUNCH_OPTIONS,
      baseURL: ctx.baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      // tsx compiles with esbuild's keepNames, which wraps helpers inside evaluated functions in
      // `__name(...)` calls; the page has no such function unless given one.
      await page.addInitScript('globalThis.__name = (target) => target;');
      // A blank page on the app's origin (IndexedDB needs one), without the app's own code running.
      await page.route('**/__bench/catalogue-search', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
      );
      await page.goto('/__bench/catalogue-search');
      await page.addScriptTag({ content: script });
      ctx.log(`writing ${items} furniture items into IndexedDB`);
      await fill(page, items);
      const sample = await measure(page);
      const p95 = percentile(sample.keystrokeMs, 95);
      const typed = QUERIES.flatMap((query) => Array.from(query, (_, i) => query.slice(0, i + 1)));
      const slowest = sample.keystrokeMs
        .map((ms, i) => ({ ms, text: typed[i] ?? '', results: sample.resultCounts[i] ?? 0 }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 5);
      ctx.log(
        `slowest keystrokes: ${slowest.map((k) => `"${k.text}" ${k.ms.toFixed(1)} ms (${k.results})`).join(', ')}`,
      );
      ctx.log(`index builds (ms): ${sample.buildMs.map((value) => Math.round(value)).join(', ')}`);
      const figures: Figure[] = [
        {
          name: 'catalogue.search.p95_ms',
          value: round(p95, 1),
          unit: 'ms',
          target: { max: TARGET_KEYSTROKE_MS },
          details: {
            keystrokes: sample.keystrokeMs.length,
            p50_ms: round(percentile(sample.keystrokeMs, 50), 2),
            max_ms: round(Math.max(...sample.keystrokeMs), 1),
            median_results: median(sample.resultCounts),
            items: items,
            where: 'Chromium page, the app search store bundled from src/search',
          },
        },
        {
          name: 'catalogue.index.build_ms',
          value: round(median(sample.buildMs), 0),
          unit: 'ms',
          details: {
            samples: BUILD_SAMPLES,
            items: items,
            includes: 'IndexedDB read + indexing + name order',
            idb_read_ms: round(sample.readMs, 0),
          },
        },
      ];
      return figures;
    } finally {
      await context.close();
    }
  },
};
