/// <reference lib="webworker" />
import type { PrecacheEntry } from 'workbox-precaching';
import { isInstallerPath } from '../domain/pages';

declare let self: ServiceWorkerGlobalScope;

/** A file of the app's precache manifest, marked at build time when the installer's page needs it (vite.config.ts). */
export type AppFile = PrecacheEntry & { installer?: boolean };

/** The absolute URLs of the files the installer's page needs to start with no network. */
export function installerFiles(manifest: readonly (AppFile | string)[]): Set<string> {
  return new Set(
    manifest.flatMap((entry) =>
      typeof entry !== 'string' && entry.installer ? [new URL(entry.url, self.location.href).href] : [],
    ),
  );
}

/**
 * Whether every page of the app open now is an installer's: the only moment a first install may
 * store just what that page needs, and the rest of the app once its download is over.
 */
export async function onlyInstallerPages(): Promise<boolean> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return pages.length > 0 && pages.every((page) => isInstallerPath(new URL(page.url).pathname));
}
