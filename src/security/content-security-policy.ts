/**
 * Security headers of a built site: a Content Security Policy without `unsafe-inline` or
 * `unsafe-eval` (the few inline `<head>` scripts are allowed by their SHA-256 hashes) and the
 * usual hardening headers. The build writes them as a `_headers` file (Netlify / Cloudflare
 * Pages format) and `docsgen serve` sends them with every response.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Features no documentation page needs; denied for the page and every frame in it. */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'usb',
  'xr-spatial-tracking',
];

/**
 * Text of an inline script as it appears in the HTML: `</script` and `<!--` cannot end or
 * confuse the element. The CSP hash is computed over exactly this text.
 */
export function escapeInlineScript(body: string): string {
  return body.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** CSP source expression allowing one inline script: `'sha256-…'`. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(escapeInlineScript(body), 'utf8').digest('base64')}'`;
}

/**
 * What the site's own MDX and React code renders that the strict policy would block: `style`
 * attributes (React's `style` prop) and frames (video embeds). That code is the site's, trusted
 * like a theme; Markdown's raw HTML never has them (it is sanitised).
 */
export interface AuthoredContent {
  styleAttributes?: boolean;
  frames?: boolean;
}

/** The Content-Security-Policy value for pages whose inline scripts are `inlineScripts`. */
export function contentSecurityPolicy(inlineScripts: readonly string[], authored: AuthoredContent = {}): string {
  const hashes = [...new Set(inlineScripts.map(scriptHash))].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self'",
    // Style attributes only: no <style> elements, no scripts.
    ...(authored.styleAttributes ? ["style-src-attr 'unsafe-inline'"] : []),
    // Markdown may show images from other sites (`![](https://…)`); nothing else leaves the origin.
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    authored.frames ? 'frame-src https:' : "frame-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Every security header of a page, by name. */
export function securityHeaders(inlineScripts: readonly string[], authored: AuthoredContent = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inlineScripts, authored),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((f) => `${f}=()`).join(', '),
  };
}

/** The `_headers` file (Netlify / Cloudflare Pages) applying `headers` to every path. */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n`;
}

/** Headers of the `/*` rule of a `_headers` file. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const m = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    if (inAll && m) headers[m[1]!] = m[2]!.trim();
  }
  return headers;
}

/**
 * The headers `docsgen serve` sends for the build in `outDir`: the ones the build wrote, or,
 * before a first successful build, the policy of a page without inline scripts.
 */
export function builtSecurityHeaders(outDir: string): Record<string, string> {
  const file = join(outDir, '_headers');
  const written = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : {};
  return written['Content-Security-Policy'] ? written : securityHeaders([]);
}
