import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { APP_PAGE, INSTALLER_PAGE, pageOf } from '../src/domain/pages.ts';

/** A page's name in the build (its input, its entry chunk) from its file: `install` for install.html. */
export const pageName = (page: string): string => basename(page, '.html');

/**
 * The site's pages: the app, and the page an installer's link opens, often on a phone that never
 * saw the app, which starts with the installer's screen alone.
 */
export const PAGES: Readonly<Record<string, string>> = {
  [pageName(APP_PAGE)]: '/src/main.tsx',
  [pageName(INSTALLER_PAGE)]: '/src/install-main.tsx',
};

/**
 * Builds each page of PAGES as `{name}.html`: index.html is the one written by hand, the others
 * are made from it with their own script, so the documents' heads never differ. In development the
 * server answers an installer's address with the installer's page, as the app's server does.
 */
export function pagesPlugin(): Plugin {
  const files = new Map(Object.keys(PAGES).map((name) => [resolve(`${name}.html`), name]));
  const appScript = PAGES[pageName(APP_PAGE)] ?? '\0';
  const htmlOf = (name: string): string => {
    const template = readFileSync(resolve(APP_PAGE), 'utf8');
    const script = PAGES[name];
    if (script === undefined || !template.includes(appScript))
      throw new Error(`${APP_PAGE} does not start ${appScript}: no page ${name} can be made from it`);
    return template.replace(appScript, script);
  };
  return {
    name: 'fitout-pages',
    enforce: 'pre',
    config: () => ({
      build: {
        rolldownOptions: {
          input: Object.fromEntries(Object.keys(PAGES).map((name) => [name, `${name}.html`])),
        },
      },
    }),
    resolveId(id) {
      const file = resolve(id.replace(/^\//, ''));
      return files.has(file) && !id.endsWith(APP_PAGE) ? file : null;
    },
    load(id) {
      const name = files.get(id);
      return name === undefined || name === pageName(APP_PAGE) ? null : htmlOf(name);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        const page = pageOf(path);
        if (request.method !== 'GET' || page === APP_PAGE) return next();
        server
          .transformIndexHtml(request.url ?? path, htmlOf(pageName(page)))
          .then((html) => {
            response.setHeader('content-type', 'text/html');
            response.end(html);
          })
          .catch(next);
      });
    },
  };
}
