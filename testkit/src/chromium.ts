import { existsSync } from 'node:fs';

const INSTALL = 'apt-get update && apt-get install -y chromium';

/**
 * Debian's Chromium (or CHROME_PATH). Without it the browser suite fails loudly: a browser
 * test that is quietly skipped would let a broken site pass.
 */
export const chromiumPath = () => {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    const line = '='.repeat(72);
    throw new Error(
      `\n${line}\nBROWSER TESTS CANNOT RUN: no Chromium at ${path}.\n` +
        `Install Debian's Chromium with:\n\n    ${INSTALL}\n\n` +
        `or point CHROME_PATH at a Chromium or Chrome binary. (.ci/run installs it.)\n${line}\n`,
    );
  }
  return path;
};

/**
 * How Chromium runs here: as root (no sandbox), headless without a GPU, and without the
 * background connections a closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
