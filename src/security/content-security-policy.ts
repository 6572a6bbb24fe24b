/**
 * Security headers of a built site: a Content Security Policy without `unsafe-inline` or
 * `unsafe-eval` (the few inline `<head>` scripts are allowed by their SHA-256 hashes) and the
 * usual hardening headers. The build writes them as a `_headers` file (Netlify / Cloudflare
 * Pages format) and `docsgen serve` sends them with every response.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { validateHeaderName, validateHeaderValue } from 'node:http';
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
 * attributes (React's `style` prop), `<style>` elements (CSS-in-JS libraries write their CSS
 * so) and frames (video embeds). That code is the site's, trusted like a theme; Markdown's raw
 * HTML never has them (it is sanitised).
 */
export interface AuthoredContent {
  styleAttributes?: boolean;
  frames?: boolean;
  /** `<style>` elements and style attributes anywhere: mermaid's diagrams (`markdown.mermaid`) are drawn with them, and a site's CSS-in-JS writes them. */
  inlineStyles?: boolean;
}

/** The Content-Security-Policy value for pages whose inline scripts are `inlineScripts`. */
export function contentSecurityPolicy(inlineScripts: readonly string[], authored: AuthoredContent = {}): string {
  const hashes = [...new Set(inlineScripts.map(scriptHash))].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    authored.inlineStyles ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    // Style attributes only: no <style> elements, no scripts.
    ...(authored.styleAttributes && !authored.inlineStyles ? ["style-src-attr 'unsafe-inline'"] : []),
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
 * The headers `docsgen serve` sends for the build in `outDir`: those of the `/*` rule of the
 * `_headers` the build wrote (docsgen's, then the site's own), or, before a first successful
 * build, the policy of a page without inline scripts. A `Content-Security-Policy` written twice
 * is sent twice, as static hosts send it, and browsers enforce both; any other header written
 * twice takes the later value. A line no server can send (a bad name or value) is left out and
 * told to `warn`, instead of stopping the server.
 */
export function builtSecurityHeaders(outDir: string, warn: (line: string) => void = () => undefined): Record<string, string | string[]> {
  const file = join(outDir, '_headers');
  if (!existsSync(file)) return securityHeaders([]);
  const headers: Record<string, string | string[]> = {};
  let inAll = false;
  readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .forEach((line, i) => {
      if (line.trim() === '' || line.trimStart().startsWith('#')) return;
      if (!/^\s/.test(line)) {
        inAll = line.trim() === '/*';
        return;
      }
      const m = /^\s+([^:]+?):\s*(.*)$/.exec(line);
      if (!inAll || !m) return;
      const [name, value] = [m[1]!.trim(), m[2]!.trim()];
      try {
        validateHeaderName(name);
        validateHeaderValue(name, value);
      } catch {
        warn(
          `${file}:${i + 1} the header ${JSON.stringify(name)} cannot be sent (a bad name or value); fix or remove the line in the static folder's _headers`,
        );
        return;
      }
      const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
      const before = headers[key];
      headers[key] = key.toLowerCase() === 'content-security-policy' && before !== undefined ? [...[before].flat(), value] : value;
    });
  return Object.keys(headers).some((k) => k.toLowerCase() === 'content-security-policy') ? headers : securityHeaders([]);
}
