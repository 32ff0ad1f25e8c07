import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { AppShell } from '../../e2e/pages/app-shell';
import { LoginPage } from '../../e2e/pages/login-page';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';
import { DEMO_PASSWORD, demoUser } from '../../e2e/support/demo-users';
import { t } from '../../e2e/support/translations';
import { median, round } from '../stats';
import type { Benchmark } from '../types';

const ITEMS = 50_000;
const SAMPLES = 7;
const TARGET_MS = 300;
const STEP_TIMEOUT_MS = 120_000;
const lng = 'fr';

/** Waits until the first pull has committed (the app's pull cursor has a sync time). */
async function waitForFirstSync(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('fitout');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('pullState')) {
            db.close();
            resolve(false);
            return;
          }
          const read = db.transaction('pullState', 'readonly').objectStore('pullState').get('cursor');
          read.onsuccess = () => {
            db.close();
            resolve(Boolean((read.result as { syncedAt?: string | null } | undefined)?.syncedAt));
          };
          read.onerror = () => resolve(false);
        };
      }),
    undefined,
    { timeout: STEP_TIMEOUT_MS, polling: 500 },
  );
}

/**
 * Adds generated catalogue items straight into the app's furniture store, in one transaction, as
 * rows a pull would have written (accented French names, codes, suppliers, prices).
 */
function fillCatalogue(page: Page, count: number): Promise<void> {
  return page.evaluate(
    (total) =>
      new Promise<void>((resolve, reject) => {
        const nouns = [
          'Canapé',
          'Fauteuil',
          'Étagère',
          'Lit double',
          'Chaise',
          'Table basse',
          'Commode',
          'Lampe',
        ];
        const adjectives = ['élégance', 'velours', 'chêne', 'noyer', 'lin', 'métal', 'rotin', 'céramique'];
        const suppliers = ['Maison Lumière', 'Atelier Dupré', 'Bois & Co', 'Nordique'];
        const now = new Date().toISOString();
        const open = indexedDB.open('fitout');
        open.onerror = () => reject(open.error ?? new Error('cannot open the app database'));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('furniture', 'readwrite');
          const store = tx.objectStore('furniture');
          for (let i = 0; i < total; i++) {
            const hex = i.toString(16).padStart(12, '0');
            const price = 1_000 + ((i * 7919) % 200_000);
            store.put({
              id: `01900000-0000-7000-8000-${hex}`,
              name: `${nouns[i % nouns.length]} ${adjectives[(i >> 3) % adjectives.length]} ${i}`,
              clientName: '',
              sku: `BENCH-${i}`,
              supplierSku: `S${i}`,
              supplier: suppliers[i % suppliers.length],
              categoryId: null,
              barcode: String(3_000_000_000_000 + i),
              description: 'Meuble généré pour la mesure de la liste du catalogue.',
              images: [],
              url: '',
              erpLink: '',
              priceExclVatCents: price,
              priceInclVatCents: Math.round(price * 1.2),
              note: '',
              warningEn: '',
              warningFr: '',
              isDisabled: false,
              archived: false,
              availability: 'available_in_warehouse',
              stockQuantity: i % 20,
              createdAt: now,
              updatedAt: now,
              version: 1,
            });
          }
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('cannot write the catalogue'));
        };
      }),
    count,
  );
}

/**
 * From a click on the menu's furniture link to the first row of the list in the DOM (and to the
 * count, once the search index holds the whole catalogue), timed inside the page.
 */
function timeListOpening(
  page: Page,
  menuName: string,
  listName: string,
): Promise<{ first: number; complete: number }> {
  return page.evaluate(
    ({ menu, list, countText }) =>
      new Promise<{ first: number; complete: number }>((resolve, reject) => {
        const link = [...document.querySelectorAll('nav a')].find((a) => a.textContent?.trim() === menu);
        if (!(link instanceof HTMLElement)) {
          reject(new Error(`no menu link ${menu}`));
          return;
        }
        const [before = '', after = ''] = countText.split('#');
        const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const countPattern = new RegExp(`^${escape(before)}[\\d\\s]+${escape(after)}$`);
        let first = 0;
        const started = performance.now();
        const check = () => {
          const rows = document.querySelector(`[role="list"][aria-label="${list}"] [role="listitem"]`);
          if (rows && first === 0) first = performance.now() - started;
          const counted = [...document.querySelectorAll('[role="status"]')].some((node) =>
            countPattern.test(node.textContent?.trim() ?? ''),
          );
          if (first > 0 && counted) {
            observer.disconnect();
            resolve({ first, complete: performance.now() - started });
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        link.click();
      }),
    { menu: menuName, list: listName, countText: t(lng, 'catalogue:furniture.count_other', { count: '#' }) },
  );
}

/**
 * `catalogue.list.first_render_ms`: opening the furniture list on 50,000 local items, in Chromium
 * with a disk-backed profile. The list shows the first names from the name index while the search
 * index reads the whole catalogue; `complete_ms` is when the count (and every filter) is ready.
 */
export const catalogueList: Benchmark = {
  name: 'catalogue.list',
  async run(ctx) {
    const context = await chromium.launchPersistentContext(join(ctx.scratchDir, 'catalogue-list-profile'), {
      ...CHROMIUM_LAUNCH_OPTIONS,
      baseURL: ctx.baseURL,
      locale: 'fr-FR',
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      // tsx compiles with esbuild's keepNames, which wraps the helpers inside evaluated functions
      // in `__name(...)` calls; the page has no such function unless given one.
      await page.addInitScript('globalThis.__name = (target) => target;');
      const login = new LoginPage(page, lng);
      const shell = new AppShell(page, lng);
      await login.goto();
      await login.login(demoUser('admin').email, DEMO_PASSWORD);
      await shell.menuLink('adminDashboard').waitFor();
      await waitForFirstSync(page);
      ctx.log(`writing ${ITEMS} furniture items into the local store`);
      await fillCatalogue(page, ITEMS);

      const menuName = t(lng, 'nav:menu.adminFurnitures');
      const listName = t(lng, 'catalogue:furniture.list_label');
      const firsts: number[] = [];
      const completes: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        await page.goto('/admin/dashboard');
        await shell.menuLink('adminFurnitures').waitFor();
        const sample = await timeListOpening(page, menuName, listName);
        firsts.push(sample.first);
        completes.push(sample.complete);
      }
      ctx.log(`list first rows (ms): ${firsts.map((s) => Math.round(s)).join(', ')}`);
      ctx.log(`list complete (ms): ${completes.map((s) => Math.round(s)).join(', ')}`);
      return [
        {
          name: 'catalogue.list.first_render_ms',
          value: round(median(firsts), 0),
          unit: 'ms',
          target: { max: TARGET_MS },
          details: {
            items: ITEMS,
            samples: SAMPLES,
            min_ms: round(Math.min(...firsts), 0),
            max_ms: round(Math.max(...firsts), 0),
            // The first opening after writing 50,000 rows: IndexedDB and the index start cold.
            cold_ms: round(firsts[0] ?? 0, 0),
            complete_median_ms: round(median(completes), 0),
          },
        },
      ];
    } finally {
      await context.close();
    }
  },
};
