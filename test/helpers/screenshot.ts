/**
 * Screenshots for people to look at, not for assertions: browser tests take them only when
 * DOCSGEN_SCREENSHOTS is set (`DOCSGEN_SCREENSHOTS=1 npx vitest run test/e2e`), into
 * test-artifacts/. A full-page screenshot costs as much as loading the page, and a run that
 * nobody looks at (CI) has no use for them.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Locator, Page } from 'playwright-core';

const screenshotsWanted = (process.env.DOCSGEN_SCREENSHOTS ?? '') !== '';

/** Saves a screenshot of `target` to `path` when screenshots are wanted. */
export async function keepScreenshot(target: Page | Locator, path: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!screenshotsWanted) return;
  mkdirSync(dirname(path), { recursive: true });
  await target.screenshot({ path, ...options });
}
