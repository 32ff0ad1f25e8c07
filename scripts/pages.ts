import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isInstallerPath } from '../src/domain/pages.ts';

/**
 * The site's pages: the app, and the page an installer's link opens, often on a phone that never
 * saw the app, which starts with the installer's screen alone.
 */
export const PAGES: Readonly<Record<string, string>> = {
  index: '/src/main.tsx',
  install: '/src/install-main.tsx',
};

/**
 * Builds each page of PAGES as `{name}.html`: index.html is the one written by hand, the others
 * are made from it with their own script, so the documents' heads never differ. In development the
 * server answers an installer's address with the installer's page, as the app's server does.
 */
export function pagesPlugin(): Plugin {
  const files = new Map(Object.keys(PAGES).map((name) => [resolve(`${name}.html`), name]));
  const htmlOf = (name: string): string => {
    const template = readFileSync(resolve('index.html'), 'utf8');
    const script = PAGES[name];
    if (script === undefined || !template.includes(PAGES.index ?? '\0'))
      throw new Error(`index.html does not start ${PAGES.index}: no page ${name} can be made from it`);
    return template.replace(PAGES.index ?? '', script);
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
      return files.has(file) && !id.endsWith('index.html') ? file : null;
    },
    load(id) {
      const name = files.get(id);
      return name === undefined || name === 'index' ? null : htmlOf(name);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (request.method !== 'GET' || !isInstallerPath(path)) return next();
        server
          .transformIndexHtml(request.url ?? path, htmlOf('install'))
          .then((html) => {
            response.setHeader('content-type', 'text/html');
            response.end(html);
          })
          .catch(next);
      });
    },
  };
}
