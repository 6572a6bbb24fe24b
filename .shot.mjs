import { chromium } from 'playwright-core';
const [,, base, path, out, widths, modes, drawer] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const w of widths.split(',')) for (const mode of modes.split(',')) {
  const ctx = await browser.newContext({ viewport: { width: Number(w), height: 900 }, colorScheme: mode });
  await ctx.addInitScript((m) => { try { localStorage.setItem('theme', m); } catch {} }, mode);
  const page = await ctx.newPage();
  await page.goto(base + path);
  await page.waitForTimeout(300);
  if (drawer && Number(w) < 997) { await page.click('.navbar__toggle').catch(() => {}); await page.waitForTimeout(400); }
  await page.screenshot({ path: `${out}-${w}-${mode}.png` });
  await ctx.close();
}
await browser.close();
