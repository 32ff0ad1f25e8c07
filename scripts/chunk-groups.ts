import type { Plugin } from 'vite';
import { firstPageModules, type FirstPages } from './first-page-modules.ts';

/** How many routes must share a module for it to join the shared chunks. */
const SHARED_BY = 3;

/**
 * Left to itself the bundler cut one chunk per set of routes sharing a module: 182 scripts, most of
 * 2 KB, all precached at an installer's first visit, where their count (not their bytes) took much
 * of the install's CPU. Here what the first pages load is one chunk per set of them needing it (the
 * app's entry, the installer's entry, what both load, each first screen...), so each downloads just
 * what it did; of the rest, what three routes or more share is one library and one app chunk. A
 * module imports only modules needed by the same pages or more, so chunks named after those sets
 * import each other without a loop, and keeping them out of the shared groups (not taken along as
 * dependencies) makes none either.
 */
export function chunkGroups(firstPages: FirstPages): Plugin {
  return {
    name: 'fitout-chunk-groups',
    apply: 'build',
    async config() {
      const firstPage = await firstPageModules(firstPages);
      const shared = (where: RegExp) => (id: string) => where.test(id) && !firstPage.has(id);
      const sharedGroup = (name: string, where: RegExp) => ({
        name,
        test: shared(where),
        minShareCount: SHARED_BY,
        includeDependenciesRecursively: false,
      });
      return {
        build: {
          // The app's entry chunks hold what it loaded before in ~27 files (~750 KB, ~225 KB gzip).
          chunkSizeWarningLimit: 1024,
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id: string) => firstPage.get(id) ?? null,
                    priority: 1,
                    includeDependenciesRecursively: false,
                  },
                  sharedGroup('vendor', /[\\/]node_modules[\\/]/),
                  sharedGroup('common', /[\\/]src[\\/]/),
                ],
              },
            },
          },
        },
      };
    },
  };
}
