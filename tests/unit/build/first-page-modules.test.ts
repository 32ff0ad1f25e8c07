import { describe, expect, it } from 'vitest';
import { firstPageModules } from '../../../scripts/first-page-modules';

const login = '/src/features/auth/components/login-screen.tsx';
const trial = '/src/features/projects/components/trial/try-screen.tsx';

/** The name given to the module whose id ends with `path`, if any. */
function nameOf(modules: Map<string, string>, path: string): string | undefined {
  return [...modules].find(([id]) => id.endsWith(path))?.[1];
}

// Each test builds the whole app: seconds on a quiet machine, minutes on a busy one (a deadline).
describe('the modules the first pages download, read from a build of the app', () => {
  it('names each module after the first pages that need it, and leaves the other routes out', async () => {
    const modules = await firstPageModules([login, trial]);
    expect(nameOf(modules, login)).toBe('login-screen');
    expect(nameOf(modules, trial)).toBe('try-screen');
    // The entry is loaded before any page.
    expect(nameOf(modules, '/src/main.tsx')).toBe('login-screen-try-screen');
    expect(nameOf(modules, '/src/features/install/components/install-screen.tsx')).toBeUndefined();
    expect(nameOf(modules, '/src/features/catalogue/components/catalogue-screens.tsx')).toBeUndefined();
    // A sign-in form reads a refusal; it runs no mutator, and once every one of them came along
    // (about 12 KB of the login page's 250, through the refusal helpers' module).
    expect(nameOf(modules, '/src/domain/mutators/registry.ts')).toBeUndefined();
    // Nor the office's purchase rows, brought once by a folder's index imported for one constant.
    expect(nameOf(modules, '/src/domain/purchases/purchase-rows.ts')).toBeUndefined();
  }, 300_000);

  it('refuses a page no chunk holds rather than budget nothing for it', async () => {
    await expect(firstPageModules(['/src/no-such-screen.tsx'])).rejects.toThrow('no chunk holds');
  }, 300_000);
});
