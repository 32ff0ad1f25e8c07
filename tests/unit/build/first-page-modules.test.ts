import { describe, expect, it } from 'vitest';
import { firstPageModules } from '../../../scripts/first-page-modules';

const login = '/src/features/auth/components/login-screen.tsx';
const trial = '/src/features/projects/components/trial/try-screen.tsx';

/** The name given to the module whose id ends with `path`, if any. */
function nameOf(modules: Map<string, string | null>, path: string): string | null | undefined {
  return [...modules].find(([id]) => id.endsWith(path))?.[1];
}

// Each test builds the whole app: seconds on a quiet machine, minutes on a busy one (a deadline).
describe('the modules the first pages download, read from a build of the app', () => {
  it('names each module after the first pages that need it, and leaves the other routes out', async () => {
    const modules = await firstPageModules({ app: 'index', routes: [login, trial] });
    expect(nameOf(modules, login)).toBe('login-screen');
    expect(nameOf(modules, trial)).toBe('try-screen');
    // The app's entry is loaded before any of its screens; the installer's page is a page of its own.
    expect(nameOf(modules, '/src/app/app.tsx')).toBe('index');
    expect(nameOf(modules, '/src/features/install/components/install-screen.tsx')).toBe('install');
    // Each page's own script stays alone in its entry's chunk: grouped with modules the app loads
    // later, the installer's script ran in the app and drew the installer's page over it.
    expect(nameOf(modules, '/src/main.tsx')).toBeUndefined();
    expect(nameOf(modules, '/src/install-main.tsx')).toBeUndefined();
    // What both entries run (the translations' set-up) is theirs alike; what the installer shares
    // with a screen of the app only (the sign-in form's input) is named after both.
    expect(nameOf(modules, '/src/i18n/create-i18n.ts')).toBe('index-install');
    expect(nameOf(modules, '/node_modules/@fluentui/react-input/lib/components/Input/Input.js')).toBe(
      'login-screen-install',
    );
    // The router is the app's alone: the installer's page never downloads it.
    expect(nameOf(modules, '/node_modules/react-router/dist/development/index.mjs')).toBeUndefined();
    expect(
      [...modules].some(([id, name]) => id.includes('/react-router/') && name?.includes('install')),
    ).toBe(false);
    expect(nameOf(modules, '/src/features/catalogue/components/catalogue-screens.tsx')).toBeUndefined();
    // A sign-in form reads a refusal; it runs no mutator, and once every one of them came along
    // (about 12 KB of the login page's 250, through the refusal helpers' module). The installer does.
    expect(nameOf(modules, '/src/domain/mutators/registry.ts')).toBe('install-sync.worker');
    // The sync worker loads the pages' own chunks for what it shares with them (Dexie, zod); what it
    // alone runs stays in its entry's chunk, out of every group.
    expect(nameOf(modules, '/node_modules/dexie/import-wrapper.mjs')).toBe('index-install-sync.worker');
    expect(nameOf(modules, '/src/sync/engine.ts')).toBeNull();
    expect(nameOf(modules, '/src/sync/sync.worker.ts')).toBeUndefined();
    // Nor the office's purchase rows, brought once by a folder's index imported for one constant.
    expect(nameOf(modules, '/src/domain/purchases/purchase-rows.ts')).toBeUndefined();
  }, 300_000);

  it('refuses a page no chunk holds rather than budget nothing for it', async () => {
    await expect(firstPageModules({ app: 'index', routes: ['/src/no-such-screen.tsx'] })).rejects.toThrow(
      'no chunk holds',
    );
  }, 300_000);
});
