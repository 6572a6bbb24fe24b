import { request, type IncomingMessage, type ClientRequest } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script, createContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStaticServer, type StaticServer } from '../../src/serve/static-server.js';
import { LIVE_RELOAD_CLIENT, createLiveReload, type LiveReload, type LiveReloadEvent } from '../../src/serve/live-reload.js';

/** A minimal SSE reader: collects `data:` payloads and comment lines as they arrive. */
class SseClient {
  readonly events: unknown[] = [];
  readonly comments: string[] = [];
  readonly fields: string[] = [];
  response!: IncomingMessage;
  #req!: ClientRequest;
  #buffer = '';
  #waiters: Array<() => void> = [];

  static open(base: string): Promise<SseClient> {
    const client = new SseClient();
    const { hostname, port } = new URL(base);
    return new Promise((resolve, reject) => {
      client.#req = request({ hostname, port, path: '/__docsgen/events', agent: false }, (res) => {
        client.response = res;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => client.#feed(chunk));
        resolve(client);
      });
      client.#req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET') reject(error);
      });
      client.#req.end();
    });
  }

  #feed(chunk: string): void {
    this.#buffer += chunk;
    let end: number;
    while ((end = this.#buffer.indexOf('\n\n')) !== -1) {
      const block = this.#buffer.slice(0, end);
      this.#buffer = this.#buffer.slice(end + 2);
      for (const line of block.split('\n')) {
        if (line.startsWith('data: ')) this.events.push(JSON.parse(line.slice(6)));
        else if (line.startsWith(':')) this.comments.push(line);
        else this.fields.push(line);
      }
    }
    for (const wake of this.#waiters.splice(0)) wake();
  }

  async until(predicate: () => boolean, timeoutMs = 2000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error('timed out waiting for server-sent events');
      await new Promise<void>((r) => {
        this.#waiters.push(r);
        setTimeout(r, 50);
      });
    }
  }

  close(): void {
    this.#req.destroy();
  }
}

async function get(base: string, path: string, method = 'GET') {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const req = request({ hostname, port, path, method, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let dir: string;
let hub: LiveReload;
let server: StaticServer;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docsgen-live-'));
  await writeFile(join(dir, 'index.html'), '<p>home</p>');
  hub = createLiveReload({ heartbeatMs: 40 });
  server = await startStaticServer({ root: dir, port: 0, middleware: hub.middleware });
});

afterEach(async () => {
  hub.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('event stream', () => {
  it('opens a text/event-stream that starts with a retry line', async () => {
    const client = await SseClient.open(server.url);
    expect(client.response.statusCode).toBe(200);
    expect(client.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.response.headers['cache-control']).toContain('no-cache');
    await client.until(() => client.fields.some((f) => f.startsWith('retry: ')));
    client.close();
  });

  it('delivers broadcast events to every client in order', async () => {
    const a = await SseClient.open(server.url);
    const b = await SseClient.open(server.url);
    await a.until(() => hub.clientCount === 2);
    const sent: LiveReloadEvent[] = [
      { type: 'reload' },
      { type: 'css', href: '/assets/style.1a2b3c4d.css' },
      { type: 'error', diagnostics: [{ file: 'docs/a.md', line: 3, column: 5, message: 'Bad\nthing', code: 'MD001' }] },
      { type: 'ok' },
    ];
    for (const event of sent) hub.broadcast(event);
    await a.until(() => a.events.length === 4);
    await b.until(() => b.events.length === 4);
    expect(a.events).toEqual(sent);
    expect(b.events).toEqual(sent);
    a.close();
    b.close();
  });

  it('sends a heartbeat comment periodically', async () => {
    const client = await SseClient.open(server.url);
    await client.until(() => client.comments.length >= 2);
    expect(client.comments[0]).toBe(': ping');
    client.close();
  });

  it('forgets clients that disconnect', async () => {
    const client = await SseClient.open(server.url);
    await client.until(() => hub.clientCount === 1);
    client.close();
    await vi.waitFor(() => expect(hub.clientCount).toBe(0));
    hub.broadcast({ type: 'reload' });
  });

  it('replays the current build error to a page that connects while the build is broken', async () => {
    const diagnostics = [{ file: 'docs/x.md', message: 'Broken' }];
    hub.broadcast({ type: 'error', diagnostics });
    const late = await SseClient.open(server.url);
    await late.until(() => late.events.length === 1);
    expect(late.events[0]).toEqual({ type: 'error', diagnostics });
    late.close();
    hub.broadcast({ type: 'ok' });
    const fresh = await SseClient.open(server.url);
    hub.broadcast({ type: 'reload' });
    await fresh.until(() => fresh.events.length === 1);
    expect(fresh.events).toEqual([{ type: 'reload' }]);
    fresh.close();
  });

  it('ends open streams on close so the server can shut down', async () => {
    const client = await SseClient.open(server.url);
    await client.until(() => hub.clientCount === 1);
    const ended = new Promise<void>((r) => client.response.on('end', () => r()));
    hub.close();
    await ended;
    expect(hub.clientCount).toBe(0);
  });

  it('lets the static server close promptly while a page is still connected', async () => {
    const client = await SseClient.open(server.url);
    await client.until(() => hub.clientCount === 1);
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(1000);
    await vi.waitFor(() => expect(hub.clientCount).toBe(0));
  });

  it('leaves other /__docsgen/ paths and all site paths to the static server', async () => {
    expect((await get(server.url, '/__docsgen/unknown')).status).toBe(404);
    expect((await get(server.url, '/')).body).toBe('<p>home</p>');
  });
});

describe('browser script', () => {
  it('is served at /__docsgen/live.js with a JavaScript content type', async () => {
    const res = await get(server.url, '/__docsgen/live.js');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/javascript; charset=utf-8');
    expect(res.body).toBe(LIVE_RELOAD_CLIENT);
    const head = await get(server.url, '/__docsgen/live.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  // Dev-only script: it patches pages in place on reload, so it is allowed a little more than 2 KB.
  it('is valid JavaScript under 3 KB that never uses innerHTML', () => {
    expect(Buffer.byteLength(LIVE_RELOAD_CLIENT)).toBeLessThan(3072);
    expect(() => new Script(LIVE_RELOAD_CLIENT)).not.toThrow();
    expect(LIVE_RELOAD_CLIENT).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });

  describe('in a page', () => {
    /** Just enough DOM to run the script: elements form a tree, innerHTML is forbidden. */
    class FakeElement {
      readonly style = { cssText: '' };
      readonly attributes = new Map<string, string>();
      children: FakeElement[] = [];
      parent: FakeElement | null = null;
      id = '';
      textContent: string | null = null;
      href = '';
      rel = '';
      type = '';
      onclick: (() => void) | null = null;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onkeydown: ((e: { key: string }) => void) | null = null;
      focused = false;
      constructor(readonly tagName: string) {}
      set innerHTML(_value: string) {
        throw new Error('innerHTML must not be used');
      }
      setAttribute(name: string, value: string) {
        this.attributes.set(name, value);
      }
      append(...nodes: FakeElement[]) {
        for (const node of nodes) {
          node.parent = this;
          this.children.push(node);
        }
      }
      after(node: FakeElement) {
        const siblings = this.parent?.children ?? [];
        node.parent = this.parent;
        siblings.splice(siblings.indexOf(this) + 1, 0, node);
      }
      remove() {
        const siblings = this.parent?.children ?? [];
        siblings.splice(siblings.indexOf(this), 1);
        this.parent = null;
      }
      cloneNode() {
        const copy = new FakeElement(this.tagName);
        copy.rel = this.rel;
        copy.href = this.href;
        return copy;
      }
      focus() {
        this.focused = true;
      }
      all(): FakeElement[] {
        return [this, ...this.children.flatMap((c) => c.all())];
      }
      text(): string {
        return (this.textContent ?? '') + this.children.map((c) => c.text()).join('');
      }
    }

    function loadPage(storage: Record<string, string> = {}, navigation?: { refresh: () => Promise<void> }, clobbered = false) {
      const html = new FakeElement('html');
      const head = new FakeElement('head');
      const body = new FakeElement('body');
      html.append(head, body);
      const link = new FakeElement('link');
      link.rel = 'stylesheet';
      link.href = 'http://127.0.0.1:3000/assets/style.1a2b3c4d.css';
      head.append(link);
      const store = new Map(Object.entries(storage));
      let source: { onopen?: () => void; onmessage?: (m: { data: string }) => void; url: string } | undefined;
      const page = {
        html,
        head,
        reload: vi.fn(),
        scrollTo: vi.fn(),
        store,
        emit: (event: LiveReloadEvent) => source?.onmessage?.({ data: JSON.stringify(event) }),
        open: () => source?.onopen?.(),
        source: () => source,
        overlay: () => html.all().find((e) => e.id === 'docsgen-error-overlay'),
      };
      // The script calls Document.prototype's methods and getters on `document` (content can
      // shadow the ones on `document` itself), so the fake has them on its prototype.
      class FakeDocument {
        get readyState() {
          return 'complete';
        }
        get body() {
          return body;
        }
        get documentElement() {
          return html;
        }
        createElement(tag: string) {
          return new FakeElement(tag);
        }
        getElementById(id: string) {
          return html.all().find((e) => e.id === id) ?? null;
        }
        querySelectorAll(selector: string) {
          expect(selector).toContain('stylesheet');
          return html.all().filter((e) => e.tagName === 'link' && e.rel === 'stylesheet');
        }
      }
      const document = new FakeDocument();
      if (clobbered) {
        // What `<img name="getElementById">` and friends do to `document`: own properties that
        // are elements, in front of the prototype's methods and getters.
        for (const name of ['getElementById', 'createElement', 'querySelectorAll', 'body', 'documentElement', 'readyState']) {
          Object.defineProperty(document, name, { value: new FakeElement('img') });
        }
      }
      const context = createContext({
        Document: FakeDocument,
        document,
        URL,
        JSON,
        String,
        Date,
        scrollY: 420,
        scrollTo: page.scrollTo,
        addEventListener: vi.fn(),
        location: { href: 'http://127.0.0.1:3000/docs/intro', reload: page.reload },
        sessionStorage: {
          getItem: (k: string) => store.get(k) ?? null,
          setItem: (k: string, v: unknown) => store.set(k, String(v)),
          removeItem: (k: string) => store.delete(k),
        },
        EventSource: class {
          onopen?: () => void;
          onmessage?: (m: { data: string }) => void;
          constructor(readonly url: string) {
            // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test reaches the page's event source through it
            source = this;
          }
        },
      });
      context.window = context;
      if (navigation) context.__docsgenNavigation = navigation;
      new Script(LIVE_RELOAD_CLIENT).runInContext(context);
      return page;
    }

    it('connects to the event stream', () => {
      expect(loadPage().source()?.url).toBe('/__docsgen/events');
    });

    it('refreshes the page through its client-side navigation, without reloading', async () => {
      const refresh = vi.fn(() => Promise.resolve());
      const page = loadPage({}, { refresh });
      page.emit({ type: 'reload' });
      await Promise.resolve();
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(page.reload).not.toHaveBeenCalled();
    });

    it('reloads for real when the theme or config changed, even with client-side navigation', () => {
      const refresh = vi.fn(() => Promise.resolve());
      const page = loadPage({}, { refresh });
      page.emit({ type: 'reload', full: true });
      expect(refresh).not.toHaveBeenCalled();
      expect(page.reload).toHaveBeenCalledTimes(1);
    });

    it('falls back to a full reload that keeps the scroll position without client-side navigation', () => {
      const page = loadPage();
      page.emit({ type: 'reload' });
      expect(page.reload).toHaveBeenCalledTimes(1);
      const saved = Object.fromEntries(page.store);
      expect(Object.values(saved)).toEqual(['420']);
      const reloaded = loadPage(saved);
      expect(reloaded.scrollTo).toHaveBeenCalledWith(0, 420);
      expect(reloaded.store.size).toBe(0);
    });

    it('reloads when the stream reconnects after the server restarted', () => {
      const page = loadPage();
      page.open();
      expect(page.reload).not.toHaveBeenCalled();
      page.open();
      expect(page.reload).toHaveBeenCalledTimes(1);
    });

    it('swaps the stylesheet without reloading on a css event', () => {
      const page = loadPage();
      page.emit({ type: 'css', href: '/assets/style.9f8e7d6c.css' });
      expect(page.reload).not.toHaveBeenCalled();
      const links = page.head.children;
      expect(links).toHaveLength(2);
      expect(links[1]?.href).toMatch(/^\/assets\/style\.9f8e7d6c\.css\?t=\d+$/);
      links[1]?.onload?.();
      expect(page.head.children).toHaveLength(1);
      expect(page.head.children[0]?.href).toMatch(/style\.9f8e7d6c/);
    });

    it('shows an accessible error overlay built from text, and removes it on ok', () => {
      const page = loadPage();
      page.emit({
        type: 'error',
        diagnostics: [
          { file: 'docs/a.md', line: 3, column: 5, message: 'Unexpected <img src=x onerror=alert(1)>', code: 'MD001' },
          { file: 'docsgen.config.ts', message: 'Missing title' },
        ],
      });
      const overlay = page.overlay();
      expect(overlay).toBeDefined();
      expect(overlay?.attributes.get('role')).toBe('alertdialog');
      expect(overlay?.attributes.get('aria-label')).toBe('Build error');
      expect(overlay?.style.cssText).toContain('position:fixed');
      const items = overlay
        ?.all()
        .filter((e) => e.tagName === 'li')
        .map((e) => e.textContent);
      expect(items).toEqual(['docs/a.md:3:5 Unexpected <img src=x onerror=alert(1)> [MD001]', 'docsgen.config.ts Missing title']);
      const button = overlay?.all().find((e) => e.tagName === 'button');
      expect(button?.focused).toBe(true);
      page.emit({ type: 'ok' });
      expect(page.overlay()).toBeUndefined();
    });

    it('shows and removes the overlay on a page whose elements shadow document methods', () => {
      const page = loadPage({}, undefined, true);
      page.emit({ type: 'error', diagnostics: [{ file: 'docs/a.md', line: 1, message: 'broken link' }] });
      expect(
        page
          .overlay()
          ?.all()
          .find((e) => e.tagName === 'li')?.textContent,
      ).toBe('docs/a.md:1 broken link');
      page.emit({ type: 'ok' });
      expect(page.overlay()).toBeUndefined();
    });

    it('reloads when the page has an element named __docsgenNavigation instead of a navigation', () => {
      const page = loadPage({}, new FakeElement('img') as unknown as { refresh: () => Promise<void> });
      page.emit({ type: 'reload' });
      expect(page.reload).toHaveBeenCalledTimes(1);
    });

    it('closes the overlay with its close button and replaces it on a new error', () => {
      const page = loadPage();
      page.emit({ type: 'error', diagnostics: [{ file: 'a.md', message: 'one' }] });
      page.emit({ type: 'error', diagnostics: [{ file: 'b.md', message: 'two' }] });
      expect(page.html.all().filter((e) => e.id === 'docsgen-error-overlay')).toHaveLength(1);
      expect(page.overlay()?.text()).toContain('b.md two');
      page
        .overlay()
        ?.all()
        .find((e) => e.tagName === 'button')
        ?.onclick?.();
      expect(page.overlay()).toBeUndefined();
    });
  });
});
