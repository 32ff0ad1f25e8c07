import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { projectSchema } from '../../../src/domain/entities/project.schema';
import { projectSizes, projectStatuses } from '../../../src/domain/enums';
import { PULL_PAGE_SIZE } from '../../../src/sync/retry';
import { AppShell } from '../../e2e/pages/app-shell';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';
import { t } from '../../e2e/support/translations';
import { median, round } from '../stats';
import { percentile } from '../support/percentile';
import { signIn, waitUntilSynced } from '../support/session';
import type { Benchmark, Figure } from '../types';

const PROJECTS = 10_000;
const SAMPLES = 5;
const FIRST_RENDER_TARGET_MS = 300;
const KEYSTROKE_TARGET_MS = 16;
const STEP_TIMEOUT_MS = 120_000;
/** What the office types, one key at a time: a word of the names, then a street of the addresses. */
const TYPED = ['rivoli 12', 'rue de la paix'];
/** A keystroke's work is over once the page has made no change for this long. */
const QUIET_MS = 60;

const names = ['Loft', 'Appartement', 'Studio', 'Duplex', 'Maison', 'Résidence', 'Atelier', 'Penthouse'];
const streets = ['rue de Rivoli', 'rue de la Paix', 'avenue Foch', 'boulevard Haussmann', 'quai Voltaire'];
const cities = ['Paris', 'Boulogne-Billancourt', 'Versailles', 'Créteil', 'Nanterre'];

/** Projects of the pulled shape (every field the schema defaults), for the demo's clients and users. */
function projectRows(count: number, clientIds: readonly string[], creatorIds: readonly string[]): unknown[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const hex = i.toString(16).padStart(12, '0');
    const at = new Date(now - i * 3_600_000).toISOString();
    return {
      ...projectSchema.parse({
        id: `01900000-0000-7000-9000-${hex}`,
        name: `${names[i % names.length]} ${cities[(i >> 3) % cities.length]} ${i}`,
        operationNumber: `OP-2026-${String(i).padStart(5, '0')}`,
        clientId: clientIds[i % clientIds.length],
        creatorId: creatorIds[i % creatorIds.length],
        projectType: projectSizes[i % projectSizes.length],
        address: {
          number: String(1 + (i % 120)),
          street: streets[i % streets.length],
          zipCode: `75${String(i % 20).padStart(3, '0')}`,
          city: cities[(i >> 3) % cities.length],
        },
        status: projectStatuses[i % projectStatuses.length],
        clientStatus: i % 3 === 0 ? 'draft' : 'done',
        createdAt: at,
        updatedAt: at,
      }),
      version: 1,
    };
  });
}

/** The demo's client and user ids the office's store holds, to attach the projects to. */
function localIds(page: Page): Promise<{ clients: string[]; users: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ clients: string[]; users: string[] }>((resolve, reject) => {
        const open = indexedDB.open('fitout');
        open.onerror = () => reject(open.error ?? new Error('cannot open the app database'));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['clients', 'users'], 'readonly');
          const clients = tx.objectStore('clients').getAllKeys();
          const users = tx.objectStore('users').getAllKeys();
          tx.oncomplete = () => {
            db.close();
            resolve({ clients: clients.result.map(String), users: users.result.map(String) });
          };
          tx.onerror = () => reject(tx.error ?? new Error('cannot read the ids'));
        };
      }),
  );
}

/** Writes the rows into the app's projects store one pull page per transaction, as a pull would. */
async function writeProjects(page: Page, rows: readonly unknown[]): Promise<void> {
  for (let from = 0; from < rows.length; from += PULL_PAGE_SIZE) {
    await page.evaluate(
      (chunk) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('fitout');
          open.onerror = () => reject(open.error ?? new Error('cannot open the app database'));
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction('projects', 'readwrite');
            for (const row of chunk) tx.objectStore('projects').put(row);
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onabort = () => reject(tx.error ?? new Error('the projects write was aborted'));
          };
        }),
      rows.slice(from, from + PULL_PAGE_SIZE),
    );
  }
}

/** From a click on the menu's projects link to the list's first row in the DOM, timed in the page. */
function timeListOpening(page: Page, menu: string, list: string): Promise<number> {
  return page.evaluate(
    ({ menuName, listName, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const link = [...document.querySelectorAll('nav a')].find((a) => a.textContent?.trim() === menuName);
        if (!(link instanceof HTMLElement)) {
          reject(new Error(`no menu link ${menuName}`));
          return;
        }
        const started = performance.now();
        const check = () => {
          if (!document.querySelector(`[role="list"][aria-label="${listName}"] [role="listitem"]`)) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now() - started);
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no project row after ${timeoutMs} ms`));
        }, timeoutMs);
        link.click();
      }),
    { menuName: menu, listName: list, timeoutMs: STEP_TIMEOUT_MS },
  );
}

/**
 * Types each text into the list's search box one key at a time, as input events, and times each
 * key from its event to the last change it makes to the page (its filtered rows, count and counts
 * per status, the deferred render included), the page being left quiet before the next key.
 */
function timeKeystrokes(page: Page, label: string, texts: readonly string[]): Promise<number[]> {
  return page.evaluate(
    async ({ searchLabel, typed, quietMs }) => {
      const input = document.querySelector(
        `[role="search"][aria-label="${searchLabel}"] input[type="search"]`,
      );
      if (!(input instanceof HTMLInputElement)) throw new Error('no search box');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      const times: number[] = [];
      for (const text of typed) {
        for (let length = 1; length <= text.length; length++) {
          let last = 0;
          const observer = new MutationObserver(() => {
            last = performance.now();
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          const started = performance.now();
          setValue?.call(input, text.slice(0, length));
          input.dispatchEvent(new Event('input', { bubbles: true }));
          const handled = performance.now();
          await new Promise<void>((resolve) => {
            const wait = () => {
              const since = performance.now() - Math.max(last, handled);
              if (since >= quietMs) resolve();
              else setTimeout(wait, quietMs - since);
            };
            setTimeout(wait, quietMs);
          });
          observer.disconnect();
          times.push(Math.max(last, handled) - started);
        }
        setValue?.call(input, '');
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return times;
    },
    { searchLabel: label, typed: texts, quietMs: QUIET_MS },
  );
}

/**
 * `admin.projects.list_first_render_ms`: the office opens /admin/projects from the menu with
 * 10,000 projects in its local store (written as the pull writes them), first opening after a
 * reload; `admin.projects.filter_p95_ms`: each keystroke in the list's search, to its last change.
 */
export const adminProjectsList: Benchmark = {
  name: 'admin.projects',
  async run(ctx): Promise<Figure[]> {
    const projects = ctx.sized(PROJECTS, 200);
    const openingCount = ctx.sized(SAMPLES, 2);
    const context = await chromium.launchPersistentContext(join(ctx.scratchDir, 'admin-projects-profile'), {
      ...CHROMIUM_LAUNCH_OPTIONS,
      baseURL: ctx.baseURL,
      locale: 'en-GB',
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      // tsx compiles with esbuild's keepNames, which wraps the helpers inside evaluated functions
      // in `__name(...)` calls; the page has no such function unless given one.
      await page.addInitScript('globalThis.__name = (target) => target;');
      await signIn(page, 'admin');
      await waitUntilSynced(page, STEP_TIMEOUT_MS);
      const ids = await localIds(page);
      ctx.log(`writing ${projects} projects into the local store`);
      await writeProjects(page, projectRows(projects, ids.clients, ids.users));

      const shell = new AppShell(page, 'en');
      const menu = t('en', 'nav:menu.adminProjects');
      const list = t('en', 'adminProjects:list.label');
      const openings: number[] = [];
      for (let i = 0; i < openingCount; i++) {
        await page.goto('/admin/dashboard');
        await shell.menuLink('adminProjects').waitFor();
        const elapsed = await timeListOpening(page, menu, list);
        ctx.log(`opening ${i + 1}: first row after ${Math.round(elapsed)} ms`);
        openings.push(elapsed);
      }
      await page.getByRole('search', { name: t('en', 'adminProjects:filters.label') }).waitFor();
      const keys = await timeKeystrokes(page, t('en', 'adminProjects:filters.label'), TYPED);
      ctx.log(`keystrokes (ms): ${keys.map((k) => round(k, 1)).join(', ')}`);
      const [cold = 0, ...later] = openings;
      return [
        {
          name: 'admin.projects.list_first_render_ms',
          value: round(cold, 0),
          unit: 'ms',
          target: { max: FIRST_RENDER_TARGET_MS },
          details: {
            projects,
            later_median_ms: round(median(later), 0),
            later_max_ms: round(Math.max(...later), 0),
          },
        },
        {
          name: 'admin.projects.filter_p95_ms',
          value: round(percentile(keys, 95), 1),
          unit: 'ms',
          target: { max: KEYSTROKE_TARGET_MS },
          details: { projects, keystrokes: keys.length, median_ms: round(median(keys), 1) },
        },
      ];
    } finally {
      await context.close();
    }
  },
};
