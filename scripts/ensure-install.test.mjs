import { describe, expect, it } from 'vitest';
import { install, isCi } from './ensure-install.mjs';

/** An npm stand-in: records each command; `refuses` names the commands that fail. */
function fakeNpm(refuses = []) {
  const ran = [];
  const run = (args) => {
    ran.push(args[0]);
    return !refuses.includes(args[0]);
  };
  return { ran, run };
}

describe('the install step', () => {
  it('on CI runs npm ci and fails, saying why, when it refuses: no npm install behind it', () => {
    const npm = fakeNpm(['ci']);
    expect(() => install({ hasNodeModules: false, hasLock: true, ci: true, run: npm.run })).toThrow(
      /npm ci failed .*on CI the install does not fall back to npm install.*commit\s+package-lock\.json/s,
    );
    expect(npm.ran).toEqual(['ci']);
    // A cached node_modules changes nothing there: the locked tree, or a failure.
    const cached = fakeNpm();
    expect(install({ hasNodeModules: true, hasLock: true, ci: true, run: cached.run })).toBe('ci');
    expect(cached.ran).toEqual(['ci']);
    expect(() =>
      install({ hasNodeModules: false, hasLock: false, ci: true, run: npm.run }),
    ).toThrow(/package-lock\.json is missing/);
  });

  it('on a machine of ours falls back to npm install, which repairs the lock', () => {
    const npm = fakeNpm(['ci']);
    expect(install({ hasNodeModules: false, hasLock: true, ci: false, run: npm.run })).toBe(
      'install',
    );
    expect(npm.ran).toEqual(['ci', 'install']);
    const fresh = fakeNpm();
    expect(install({ hasNodeModules: false, hasLock: true, ci: false, run: fresh.run })).toBe('ci');
    expect(fresh.ran).toEqual(['ci']);
    // Stale node_modules (a package.json changed): npm install, as before.
    const stale = fakeNpm();
    expect(install({ hasNodeModules: true, hasLock: true, ci: false, run: stale.run })).toBe(
      'install',
    );
    expect(stale.ran).toEqual(['install']);
  });

  it('knows CI by the CI variable every CI service sets', () => {
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({ CI: '1' })).toBe(true);
    expect(isCi({})).toBe(false);
    expect(isCi({ CI: 'false' })).toBe(false);
    expect(isCi({ CI: '0' })).toBe(false);
  });
});
