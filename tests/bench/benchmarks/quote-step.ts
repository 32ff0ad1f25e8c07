import type { Page } from '@playwright/test';
import { uuidv7 } from '../../../src/domain/ids';
import { t } from '../../e2e/support/translations';
import { median, round } from '../stats';
import { launchFreshProfile } from '../support/browser';
import { demoUser } from '../../e2e/support/demo-users';
import { apiToken, signIn, waitUntilSynced } from '../support/session';
import type { Benchmark } from '../types';

const ROOMS = 20;
const LINES_PER_ROOM = 50;
const SAMPLES = 7;
const PREVIEW_TARGET_MS = 150;
const PDF_TARGET_MS = 1_500;
const PUSH_BATCH = 500;
const STEP_TIMEOUT_MS = 60_000;
const lng = 'en';

type Mutation = { name: string; args: Record<string, unknown> };
type DraftSize = { rooms: number; linesPerRoom: number };

async function api(baseURL: string, token: string, route: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${baseURL}/api/v1/sync/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  return response.json();
}

/** Ids of furniture the user may quote, from a pull as a fresh device makes it. */
async function quotableFurniture(baseURL: string, token: string): Promise<string[]> {
  const clientID = uuidv7();
  const ids: string[] = [];
  let cookie: string | null = null;
  for (;;) {
    const page = (await api(baseURL, token, 'pull', { clientID, protocolVersion: 1, cookie })) as {
      cookie: string;
      more: boolean;
      changes: Array<{ entity: string; data: Record<string, unknown> | null }>;
    };
    for (const { entity, data } of page.changes)
      if (entity === 'furniture' && data && !data.isDisabled && !data.archived) ids.push(String(data.id));
    if (!page.more) return ids;
    cookie = page.cookie;
  }
}

/** A 20-room, 1,000-line draft of the company's agent, pushed in batches as a device would. */
async function createLargeDraft(baseURL: string, token: string, size: DraftSize): Promise<string> {
  const furniture = await quotableFurniture(baseURL, token);
  const projectId = uuidv7();
  const mutations: Mutation[] = [
    { name: 'projectCreate', args: { id: projectId, name: 'Résidence des mesures' } },
  ];
  for (let r = 0; r < size.rooms; r++) {
    const roomId = uuidv7();
    mutations.push({
      name: 'roomCreate',
      args: { id: roomId, projectId, name: `Chambre ${r + 1}`, multiplier: (r % 3) + 1, position: r },
    });
    for (let l = 0; l < size.linesPerRoom; l++)
      mutations.push({
        name: 'lineAdd',
        args: {
          id: uuidv7(),
          roomId,
          furnitureId: furniture[(r * size.linesPerRoom + l) % furniture.length],
          quantity: (l % 4) + 1,
        },
      });
  }
  const clientID = uuidv7();
  for (let from = 0; from < mutations.length; from += PUSH_BATCH) {
    const batch = mutations.slice(from, from + PUSH_BATCH).map((mutation, index) => ({
      id: from + index + 1,
      ...mutation,
      createdAt: new Date().toISOString(),
    }));
    const { results } = (await api(baseURL, token, 'push', {
      clientID,
      protocolVersion: 1,
      mutations: batch,
    })) as { results: Array<{ status: string }> };
    const refused = results.filter((result) => result.status !== 'applied');
    if (refused.length > 0)
      throw new Error(`push refused ${refused.length} changes: ${JSON.stringify(refused[0])}`);
  }
  return projectId;
}

/**
 * In the page, from a client-side navigation (the router follows popstate) to the quote step until
 * the first room's table holds all its lines and its subtotal, and the total shows.
 */
function timePreviewOpening(
  page: Page,
  url: string,
  tableName: string,
  totalPrefix: string,
  lines: number,
): Promise<number> {
  return page.evaluate(
    ({ target, table, total, lines, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const seen = () => ({
          rows: document.querySelector(`table[aria-label="${table}"] tbody`)?.children.length ?? 0,
          total: [...document.querySelectorAll('span')].some((node) => node.textContent?.startsWith(total)),
        });
        const check = () => {
          const { rows, total: shown } = seen();
          // A row per line, then the room's subtotal row.
          if (rows === lines + 1 && shown) {
            observer.disconnect();
            clearTimeout(timer);
            resolve(performance.now() - started);
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          const tables = [...document.querySelectorAll('table')].map((node) =>
            node.getAttribute('aria-label'),
          );
          const heading = document.querySelector('h1')?.textContent;
          reject(
            new Error(
              `the quote preview did not show within ${timeoutMs} ms (at ${location.href}, heading ${heading}, tables ${JSON.stringify(tables)}, seen ${JSON.stringify(seen())} for ${lines} lines)`,
            ),
          );
        }, timeoutMs);
        history.pushState(null, '', target);
        dispatchEvent(new PopStateEvent('popstate'));
      }),
    { target: url, table: tableName, total: totalPrefix, lines, timeoutMs: STEP_TIMEOUT_MS },
  );
}

/**
 * `quote.preview_render_ms`: the quote step of a 20-room, 1,000-line project opened from the draft
 * screen, in Chromium with a disk-backed profile, the project read from the local store (the first
 * opening is the figure; later ones, and openings from the project list, in details). `quote.pdf_ms`: from the click on "Download the
 * quote" to the browser's download of that project's PDF, made on the device.
 */
export const quoteStep: Benchmark = {
  name: 'quote.step',
  async run(ctx) {
    const draftSize: DraftSize = { rooms: ctx.sized(ROOMS, 2), linesPerRoom: ctx.sized(LINES_PER_ROOM, 5) };
    const sampleCount = ctx.sized(SAMPLES, 2);
    const token = await apiToken(ctx.baseURL, demoUser('b2b-agent').email);
    ctx.log(`pushing a ${draftSize.rooms} × ${draftSize.linesPerRoom} draft`);
    const projectId = await createLargeDraft(ctx.baseURL, token, draftSize);
    const browser = await launchFreshProfile({
      scratchDir: ctx.scratchDir,
      label: 'quote',
      baseURL: ctx.baseURL,
    });
    try {
      const { page } = browser;
      // tsx compiles with esbuild's keepNames, which wraps the helpers inside evaluated functions
      // in `__name(...)` calls; the page has no such function unless given one.
      await page.addInitScript('globalThis.__name = (target) => target;');
      await signIn(page, 'b2b-agent');
      await waitUntilSynced(page, STEP_TIMEOUT_MS);
      const stepUrl = `/projects/${projectId}?step=quote`;
      const tableName = t(lng, 'quote:lines.label', { name: 'Chambre 1' });
      const totalPrefix = t(lng, 'quote:totals.total').split('{{')[0] ?? '';
      const open = (url: string) =>
        timePreviewOpening(page, url, tableName, totalPrefix, draftSize.linesPerRoom);
      const leaveStep = async (url: string) => {
        await page.evaluate((target) => {
          history.pushState(null, '', target);
          dispatchEvent(new PopStateEvent('popstate'));
        }, url);
        await page.getByRole('region', { name: t(lng, 'quote:title') }).waitFor({ state: 'detached' });
      };
      // In the flow the client comes to the quote from the previous step (rooms): the screen and the
      // draft's data are there, the quote's texts and components are not yet.
      const editorTabs = page.getByRole('tablist', { name: t(lng, 'projects:rooms.tabs_label') });
      const openings: number[] = [];
      for (let i = 0; i < sampleCount; i++) {
        await leaveStep(`/projects/${projectId}?step=rooms`);
        await editorTabs.waitFor();
        openings.push(await open(stepUrl));
      }
      ctx.log(`preview openings from the draft (ms): ${openings.map((s) => round(s, 0)).join(', ')}`);
      // From another screen: the draft screen mounts and reads the 1,000 lines from the store too.
      const fromList: number[] = [];
      for (let i = 0; i < sampleCount; i++) {
        await leaveStep('/projects');
        fromList.push(await open(stepUrl));
      }
      ctx.log(`preview openings from the project list (ms): ${fromList.map((s) => round(s, 0)).join(', ')}`);

      const download = page.getByRole('button', { name: t(lng, 'quote:download.label') });
      const pdfs: number[] = [];
      for (let i = 0; i < sampleCount; i++) {
        const started = performance.now();
        await Promise.all([page.waitForEvent('download'), download.click()]);
        pdfs.push(performance.now() - started);
      }
      ctx.log(`PDF downloads (ms): ${pdfs.map((s) => round(s, 0)).join(', ')}`);
      const [cold = 0, ...later] = openings;
      const [coldPdf = 0, ...laterPdfs] = pdfs;
      const size = { rooms: draftSize.rooms, lines: draftSize.rooms * draftSize.linesPerRoom };
      return [
        {
          name: 'quote.preview_render_ms',
          value: round(cold, 0),
          unit: 'ms',
          target: { max: PREVIEW_TARGET_MS },
          details: {
            ...size,
            later_median_ms: round(median(later), 0),
            from_project_list_median_ms: round(median(fromList), 0),
          },
        },
        {
          // The first download: the writer's chunk loads then (from the service worker's cache).
          name: 'quote.pdf_ms',
          value: round(coldPdf, 0),
          unit: 'ms',
          target: { max: PDF_TARGET_MS },
          details: { ...size, later_median_ms: round(median(laterPdfs), 0) },
        },
      ];
    } finally {
      await browser.close();
    }
  },
};
