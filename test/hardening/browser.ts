/** Chromium helpers for the hardening suites: policy violations, dialogs and requests of a page. */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';

export { launchBrowser as launch };

/** What a watched page saw, across every document it loaded. */
export interface Watched {
  page: Page;
  /** `securitypolicyviolation` events: directive, blocked URI, sample. */
  violations: string[];
  /** Console messages about the CSP or the Permissions-Policy, uncaught errors. */
  problems: string[];
  /** `alert`/`confirm`/`prompt` calls. */
  dialogs: string[];
  /** Every URL requested. */
  requests: string[];
}

/** Opens a page that records violations, policy console messages, dialogs and requests. */
export async function watchedPage(browser: Browser): Promise<Watched> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const w: Watched = { page, violations: [], problems: [], dialogs: [], requests: [] };
  await page.exposeBinding('__reportViolation', (_source, text: string) => void w.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportViolation(t: string): void }).__reportViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sample} at ${location.pathname}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to|Permissions-Policy|Permissions policy/i.test(m.text())) w.problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => w.problems.push(`pageerror: ${e.message}`));
  page.on('dialog', (d) => {
    w.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => undefined);
  });
  page.on('request', (r) => void w.requests.push(r.url()));
  return w;
}
