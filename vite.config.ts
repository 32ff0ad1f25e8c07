import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { localeBundles } from './scripts/locale-bundles.ts';
import { precompress } from './scripts/precompress.ts';
import { pageFiles } from './scripts/page-files.ts';
import { pageName, pagesPlugin } from './scripts/pages.ts';
import { workerEntries } from './scripts/worker-entries.ts';
import { APP_PAGE, INSTALLER_PAGE } from './src/domain/pages.ts';

/**
 * The pages a visitor opens first, each with a size budget (npm run bench -- app.initial): each
 * downloads the chunks of what it runs, not the shared library chunk of every other screen.
 */
const FIRST_PAGES = {
  app: pageName(APP_PAGE),
  routes: [
    '/src/features/home/components/home-screen.tsx',
    '/src/features/auth/components/login-screen.tsx',
    '/src/features/projects/components/trial/try-screen.tsx',
  ],
};

/**
 * What the installer's page needs to start offline: on an installer's first visit the service
 * worker stores these first, the rest of the app once the page's download is over (src/sw/sw.ts).
 */
const installerFiles = pageFiles(pageName(INSTALLER_PAGE), ['sync.worker']);

export default defineConfig({
  plugins: [
    pagesPlugin(),
    workerEntries(),
    react(),
    localeBundles('public/locales'),
    chunkGroups(FIRST_PAGES),
    installerFiles.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // We register the worker ourselves (src/app/register-service-worker.ts) to follow the spec's
      // reload and offline-ready rules exactly.
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        name: 'Fitout',
        short_name: 'Fitout',
        description: 'Turnkey furniture fit-out: projects, quotes, interventions',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0f6cbd',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The page registers /sw.js as a classic script (spec), so the worker must not be an ES module.
        rollupFormat: 'iife',
        // json: translations must be precached or the app has no words offline; one bundle per
        // language stands for its namespace files (src/sw/locale-bundles.ts). ttf: the fonts the
        // device's PDFs print with (src/lib/pdf/render-pdf.ts).
        globPatterns: ['**/*.{js,css,html,json,svg,png,ico,woff2,ttf,webmanifest}'],
        globIgnores: ['**/node_modules/**/*', 'locales/*/*.json'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // Each entry says whether the installer's page needs it (src/sw/precache-manifest.ts).
        manifestTransforms: [
          (entries) => ({
            manifest: entries.map((entry) =>
              Object.assign(entry, { installer: installerFiles.has(entry.url) }),
            ),
          }),
        ],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
