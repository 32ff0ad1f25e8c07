import type { Page } from '@playwright/test';
import { PULL_PAGE_SIZE } from '../../../src/sync/retry';
import { AppShell } from '../../e2e/pages/app-shell';
import { t } from '../../e2e/support/translations';
import { launchFreshProfile } from '../support/browser';
import { signIn, waitUntilSynced } from '../support/session';
import { median, round } from '../stats';
import type { Benchmark } from '../types';

const PROJECTS = 10_000;
const LEADS = 5_000;
const LINES_PER_PROJECT = 3;
const SAMPLES = 7;
const TARGET_MS = 300;
const STEP_TIMEOUT_MS = 120_000;
const lng = 'en';

/**
 * Writes generated projects (every status, some with dates in conflict), their lines (some
 * unavailable), verification cards (some with problems) and leads straight into the app's stores,
 * as the initial pull would, one transaction per page of PULL_PAGE_SIZE rows. Written beside Dexie,
 * so the page is reloaded before the measured openings.
 */
function fillOffice(
  page: Page,
  counts: { projects: number; leads: number; linesPerProject: number },
): Promise<void> {
  return page.evaluate(
    ({ projects, leads, linesPerProject, pageRows, timeoutMs }) =>
      new Promise<void>((resolve, reject) => {
        const now = new Date().toISOString();
        // An office's mix: most projects installed, a few per step in between (per 100 projects).
        const statusMix = [
          ['draft', 15],
          ['quotation', 5],
          ['validation', 2],
          ['validated', 8],
          ['done', 70],
        ] as const;
        const statuses = statusMix.flatMap(([status, share]) => Array<string>(share).fill(status));
        const id = (kind: number, i: number) =>
          `01900000-000${kind}-7000-8000-${i.toString(16).padStart(12, '0')}`;
        const address = {
          street: 'rue de Vaugirard',
          number: '12',
          zipCode: '75015',
          city: 'Paris',
          country: 'FR',
          apartmentNumber: '',
          floor: '',
          hasElevator: true,
          hasEasyAccess: true,
          notes: '',
        };
        const rows: Array<[string, Record<string, unknown>]> = [];
        for (let i = 0; i < projects; i++) {
          const status = statuses[(i * 37) % statuses.length]!;
          rows.push([
            'projects',
            {
              id: id(1, i),
              createdAt: now,
              updatedAt: now,
              version: 1,
              name: `Appartement ${i}`,
              operationNumber: `OP-${i}`,
              clientId: id(9, i % 50),
              creatorId: id(8, i % 200),
              projectType: 'T3',
              dates: { start: '2026-12-10', end: '2026-12-12', confirmed: false },
              address,
              projectAccessNotes: '',
              note: '',
              airtableLink: '',
              shoppingListUrl: '',
              purchaseOrderComments: '',
              billingType: 'buy',
              status,
              clientStatus: i % 3 === 0 ? 'done' : 'draft',
              submittedAt: now,
              validatedAt: null,
              vatRateBp: 2000,
              clientBudgetCents: null,
              clientPriceAdjustmentCents: 0,
              clientPriceOverrideCents: null,
              clientPriceReason: '',
              validatedPriceCents: null,
              estimatedDates: {
                delivery: i % 50 === 0 ? '2026-12-20' : null,
                intervention: null,
                warehousePreparation: null,
                deadline: null,
              },
              parentProjectId: null,
              options: [],
            },
          ]);
          for (let l = 0; l < linesPerProject; l++) {
            const n = i * linesPerProject + l;
            rows.push([
              'purchaseOrderLines',
              {
                id: id(2, n),
                createdAt: now,
                updatedAt: now,
                version: 1,
                projectId: id(1, i),
                roomId: id(3, i),
                furnitureId: id(4, n % 500),
                moduleId: null,
                quantity: 1 + (n % 3),
                unitPriceCents: 10_000,
                vatRateBp: 2000,
                notes: '',
                problem: '',
                replacementFurnitureId: null,
                availability: n % 97 === 0 ? 'unavailable' : 'available_in_warehouse',
                availabilityDate: null,
                availableQuantity: null,
                problemStatus: 'none',
                position: l,
              },
            ]);
            if (status === 'validated' || status === 'done')
              rows.push([
                'verificationCards',
                {
                  id: id(5, n),
                  createdAt: now,
                  updatedAt: now,
                  version: 1,
                  projectId: id(1, i),
                  interventionId: id(6, i),
                  lineId: id(2, n),
                  quantityAsked: 1,
                  quantityChecked: 0,
                  checked: false,
                  returnedToWarehouse: false,
                  notes: '',
                  problemStatus: n % 89 === 0 ? 'damaged_item' : 'none',
                },
              ]);
          }
        }
        for (let i = 0; i < leads; i++)
          rows.push([
            'leads',
            {
              id: id(7, i),
              createdAt: now,
              updatedAt: now,
              version: 1,
              businessReferrerId: id(9, 999),
              agentId: id(8, i % 40),
              name: `Prospect ${i}`,
              email: `prospect${i}@example.fr`,
              phone: `+3361234${String(i).padStart(4, '0')}`,
              leadAddress: address,
              projectAddress: address,
              referralStatus: i % 10 === 0 ? 'pending' : ['contacted', 'referred', 'refused'][i % 3],
              firstContractAt: null,
              projectId: null,
              contractValueCents: null,
            },
          ]);
        let state = 'opening';
        const timer = setTimeout(() => reject(new Error(`office write timed out while ${state}`)), timeoutMs);
        const fail = (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        };
        const open = indexedDB.open('fitout');
        open.onerror = () => fail(open.error ?? new Error('cannot open the app database'));
        open.onsuccess = () => {
          const db = open.result;
          const stores = ['projects', 'purchaseOrderLines', 'verificationCards', 'leads'];
          const writePage = (from: number) => {
            state = `writing rows from ${from}`;
            const tx = db.transaction(stores, 'readwrite');
            for (const [store, row] of rows.slice(from, from + pageRows)) tx.objectStore(store).put(row);
            tx.oncomplete = () => {
              if (from + pageRows < rows.length) {
                writePage(from + pageRows);
                return;
              }
              clearTimeout(timer);
              db.close();
              resolve();
            };
            tx.onabort = () => fail(tx.error ?? new Error('the office write was aborted'));
          };
          writePage(0);
        };
      }),
    { ...counts, pageRows: PULL_PAGE_SIZE, timeoutMs: STEP_TIMEOUT_MS },
  );
}

/**
 * From a click on the menu's Dashboard link to the four local lists of the dashboard in the DOM,
 * each heading with its count, timed inside the page (the devices list reads the server: left out).
 */
function timeDashboardOpening(
  page: Page,
  menuName: string,
  pageTitle: string,
  titles: readonly string[],
): Promise<{ ready: number; title: number }> {
  return page.evaluate(
    ({ menu, h1, headings, timeoutMs }) =>
      new Promise<{ ready: number; title: number }>((resolve, reject) => {
        const link = [...document.querySelectorAll('nav a')].find((a) => a.textContent?.trim() === menu);
        if (!(link instanceof HTMLElement)) {
          reject(new Error(`no menu link ${menu}`));
          return;
        }
        const started = performance.now();
        let title = 0;
        const check = () => {
          if (title === 0 && document.querySelector('h1')?.textContent === h1)
            title = performance.now() - started;
          const shown = [...document.querySelectorAll('section h2')].map((h) => h.textContent ?? '');
          const ready = headings.every((title) => shown.some((text) => text.startsWith(`${title} (`)));
          if (!ready) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve({ ready: performance.now() - started, title });
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`dashboard not ready after ${timeoutMs} ms`));
        }, timeoutMs);
        link.click();
      }),
    { menu: menuName, h1: pageTitle, headings: titles, timeoutMs: STEP_TIMEOUT_MS },
  );
}

/**
 * `admin.dashboard_ready_ms`: the office's dashboard with 10,000 projects (30,000 lines) and 5,000
 * leads in the local store, from the menu click to its four local lists counted, in Chromium with
 * a disk-backed profile. The first opening after the write is the figure; later ones in details.
 */
export const adminDashboard: Benchmark = {
  name: 'admin.dashboard',
  async run(ctx) {
    const projects = ctx.sized(PROJECTS, 200);
    const leads = ctx.sized(LEADS, 100);
    const openings = ctx.sized(SAMPLES, 2);
    const browser = await launchFreshProfile({
      scratchDir: ctx.scratchDir,
      label: 'admin-dashboard',
      baseURL: ctx.baseURL,
    });
    try {
      const { page } = browser;
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      await page.addInitScript('globalThis.__name = (target) => target;');
      await signIn(page, 'admin');
      await waitUntilSynced(page, STEP_TIMEOUT_MS);
      ctx.log(
        `writing ${projects} projects, ${projects * LINES_PER_PROJECT} lines and ${leads} leads locally`,
      );
      await fillOffice(page, { projects, leads, linesPerProject: LINES_PER_PROJECT });
      const shell = new AppShell(page, lng);
      const titles = ['quotes', 'orders', 'interventions', 'leads'].map((key) =>
        t(lng, `admin:dashboard.${key}`),
      );
      const samples: number[] = [];
      const shells: number[] = [];
      for (let i = 0; i < openings; i++) {
        await page.goto('/account');
        await shell.menuLink('adminDashboard').waitFor();
        // Synced, as the figure says: the start's pull is over, so its writes do not hold the reads.
        await waitUntilSynced(page, STEP_TIMEOUT_MS);
        const sample = await timeDashboardOpening(
          page,
          t(lng, 'nav:menu.adminDashboard'),
          t(lng, 'admin:dashboard.title'),
          titles,
        );
        ctx.log(
          `opening ${i + 1}: title ${Math.round(sample.title)} ms, lists ${Math.round(sample.ready)} ms`,
        );
        samples.push(sample.ready);
        shells.push(sample.title);
      }
      const [cold = 0, ...later] = samples;
      return [
        {
          name: 'admin.dashboard_ready_ms',
          value: round(cold, 0),
          unit: 'ms',
          target: { max: TARGET_MS },
          details: {
            projects: projects,
            lines: projects * LINES_PER_PROJECT,
            leads: leads,
            later_openings: later.length,
            later_median_ms: round(median(later), 0),
            later_max_ms: round(Math.max(...later), 0),
            // The page's title (its chunk loaded, the frame drawn) before the lists, for reading the figure.
            title_first_ms: round(shells[0] ?? 0, 0),
            title_median_ms: round(median(shells), 0),
          },
        },
      ];
    } finally {
      await browser.close();
    }
  },
};
