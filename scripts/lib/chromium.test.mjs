import { describe, expect, it } from 'vitest';
import { CHROMIUM_MIN_MAJOR, chromiumMajor, chromiumPlan } from './chromium.mjs';

// The e2e suite needs a recent Chromium: stale package lists once gave Chromium 150, with which
// the offline spec always failed.

describe('npm test: the Chromium the e2e suite needs', () => {
  it('reads the major version from `chromium --version`', () => {
    expect(chromiumMajor('Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)\n')).toBe(
      156,
    );
    expect(chromiumMajor('Chromium 150.0.7871.100 built on Debian GNU/Linux 12 (bookworm)')).toBe(
      150,
    );
    expect(chromiumMajor('')).toBeNull();
    expect(chromiumMajor('command not found')).toBeNull();
  });

  it('needs 156 or newer', () => {
    expect(CHROMIUM_MIN_MAJOR).toBe(156);
    expect(chromiumPlan({ present: true, major: 156, root: false })).toEqual({ action: 'ok' });
    expect(chromiumPlan({ present: true, major: 160, root: true })).toEqual({ action: 'ok' });
  });

  it('as root, installs or upgrades (after refreshing the package lists)', () => {
    expect(chromiumPlan({ present: false, major: null, root: true })).toEqual({
      action: 'install',
    });
    expect(chromiumPlan({ present: true, major: 150, root: true })).toEqual({ action: 'upgrade' });
    expect(chromiumPlan({ present: true, major: null, root: true })).toEqual({ action: 'upgrade' });
  });

  it('otherwise fails with a message that says what is wrong and what to run', () => {
    const old = chromiumPlan({ present: true, major: 150, root: false });
    expect(old.action).toBe('fail');
    expect(old.message).toContain('/usr/bin/chromium is Chromium 150');
    expect(old.message).toContain('needs Chromium 156 or newer');
    expect(old.message).toContain('apt-get update && sudo apt-get install -y chromium');
    const missing = chromiumPlan({ present: false, major: null, root: false });
    expect(missing.action).toBe('fail');
    expect(missing.message).toContain('/usr/bin/chromium is missing');
  });
});
