// The Chromium the e2e suite drives (Debian's package at /usr/bin/chromium), and the oldest one
// it is known to pass with. Chromium 150, which `apt-get install` gave on a machine with stale
// package lists, failed the offline spec on every run; 156 passes.

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_MIN_MAJOR = 156;

/** The major version in `chromium --version` output ("Chromium 156.0.8078.79 built on ..."). */
export function chromiumMajor(versionOutput) {
  const match = /\bChromium\s+(\d+)\.\d+/i.exec(String(versionOutput));
  return match ? Number(match[1]) : null;
}

/**
 * What `npm test` does about Chromium, from what it found:
 * - `ok`: present and new enough;
 * - `install` / `upgrade` (root only): refresh the package lists, then install or upgrade it;
 * - `fail`: a message saying what to do (not root, or the version cannot be read).
 *
 * @param {{ present: boolean, major: number | null, root: boolean }} found
 * @returns {{ action: 'ok' | 'install' | 'upgrade' } | { action: 'fail', message: string }}
 */
export function chromiumPlan({ present, major, root }) {
  const need = `Chromium ${CHROMIUM_MIN_MAJOR} or newer`;
  const how = 'run `sudo apt-get update && sudo apt-get install -y chromium`';
  if (!present) {
    if (root) return { action: 'install' };
    return {
      action: 'fail',
      message: `${CHROMIUM} is missing; the e2e suite needs ${need}: ${how}`,
    };
  }
  if (major !== null && major >= CHROMIUM_MIN_MAJOR) return { action: 'ok' };
  if (root) return { action: 'upgrade' };
  const found =
    major === null ? 'of a version `chromium --version` does not tell' : `Chromium ${major}`;
  return {
    action: 'fail',
    message: `${CHROMIUM} is ${found}; the e2e suite needs ${need}: ${how}`,
  };
}
