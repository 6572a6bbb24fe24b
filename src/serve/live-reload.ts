/**
 * Live reload over Server-Sent Events: a hub the watcher broadcasts to, plus the tiny
 * browser script that reacts (reload keeping scroll, CSS hot swap, build-error overlay).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One build problem as shown in the browser overlay. */
export interface LiveReloadDiagnostic {
  file: string;
  line?: number;
  column?: number;
  message: string;
  code?: string;
}

/** What the watcher tells open pages. */
export type LiveReloadEvent =
  /** Content changed: pages refresh in place; `full` (theme, config) reloads them. */
  { type: 'reload'; full?: boolean } | { type: 'css'; href: string } | { type: 'error'; diagnostics: LiveReloadDiagnostic[] } | { type: 'ok' };

/** Options of {@link createLiveReload}; the defaults are what `docsgen serve` uses. */
export interface LiveReloadOptions {
  /** Comment sent to every client this often so proxies and browsers keep the stream open. Default 15 000 ms. */
  heartbeatMs?: number;
  /** Reconnect delay the browser is told to use (`retry:`). Default 1 000 ms. */
  retryMs?: number;
}

/** A live-reload hub; pass `middleware` to `startStaticServer`. */
export interface LiveReload {
  /** Serves `/__docsgen/events` and `/__docsgen/live.js`; returns false for anything else. */
  middleware: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Sends an event to every connected page, in call order. */
  broadcast(event: LiveReloadEvent): void;
  /** Ends every open event stream and stops the heartbeat. */
  close(): void;
  /** Pages currently connected. */
  readonly clientCount: number;
}

/** URL of the event stream. */
export const LIVE_RELOAD_EVENTS_PATH = '/__docsgen/events';
/** URL of the browser script; the build injects `<script src>` for it in serve mode. */
export const LIVE_RELOAD_SCRIPT_PATH = '/__docsgen/live.js';

/**
 * The browser side, kept as a plain ES2017 string so it needs no bundling. A content change
 * asks the theme's client-side navigation to show the page again from fresh chunks (no flash,
 * scroll kept; every cached chunk is forgotten); a theme or config change, or a page without
 * client-side navigation, reloads for real.
 * Diagnostics reach the DOM only through textContent: they contain file contents and
 * messages that must never be parsed as HTML. Document lookups go through Document.prototype,
 * which page content cannot shadow (`<img name="getElementById">` replaces the one on `document`).
 */
export const LIVE_RELOAD_CLIENT = `(()=>{var S="docsgen:scrollY",O="docsgen-error-overlay",d=document,D=Document.prototype,
G=n=>Object.getOwnPropertyDescriptor(D,n).get.call(d);
try{var y=sessionStorage.getItem(S);if(y!==null){sessionStorage.removeItem(S);var r=()=>scrollTo(0,+y);G("readyState")=="complete"?r():addEventListener("load",r)}}catch(e){}
function R(){try{sessionStorage.setItem(S,scrollY)}catch(e){}location.reload()}
function E(t,c,x){var e=D.createElement.call(d,t);e.style.cssText=c;if(x!=null)e.textContent=x;return e}
function H(){var o=D.getElementById.call(d,O);o&&o.remove()}
function W(list){H();var o=E("div","position:fixed;inset:0;z-index:99999;overflow:auto;padding:32px;background:#000b;font:14px/1.6 ui-monospace,monospace"),
p=E("div","max-width:60em;margin:auto;padding:1em 2em;background:#18181b;color:#f4f4f5;border:2px solid #f87171"),
b=E("button","float:right;font:inherit;color:#fff;background:#333;border:1px solid #aaa","Close"),
u=E("ul","margin:0;padding:0;list-style:none;white-space:pre-wrap;overflow-wrap:anywhere");
o.id=O;o.setAttribute("role","alertdialog");o.setAttribute("aria-modal","true");o.setAttribute("aria-label","Build error");
b.type="button";b.onclick=H;o.onkeydown=e=>{e.key=="Escape"&&H()};
list.forEach(x=>u.append(E("li","padding:8px 0;border-top:1px solid #555",x.file+(x.line!=null?":"+x.line+(x.column!=null?":"+x.column:""):"")+" "+x.message+(x.code?" ["+x.code+"]":""))));
p.append(b,E("h2","margin:0 0 12px;color:#fca5a5","Build error"),u);o.append(p);(G("body")||G("documentElement")).append(o);b.focus()}
function K(h){return new URL(h,location.href).pathname.replace(/[.-]\\w{8,}(?=\\.css$)/,"")}
function C(h){var k=K(h),hit;D.querySelectorAll.call(d,"link[rel~=stylesheet]").forEach(l=>{if(K(l.href)!=k)return;hit=1;
var n=l.cloneNode();n.href=h+(h.includes("?")?"&":"?")+"t="+Date.now();n.onload=n.onerror=()=>l.remove();l.after(n)});hit||R()}
function P(){var v=window.__docsgenNavigation;if(!v||typeof v.refresh!="function")return R();v.refresh().then(function(){try{dispatchEvent(new Event("docsgen:refresh"))}catch(e){}},R)}
var n=0,es=new EventSource("${LIVE_RELOAD_EVENTS_PATH}");
es.onopen=()=>{n++&&R()};
es.onmessage=m=>{var e;try{e=JSON.parse(m.data)}catch(_){return}
e.type=="reload"?(e.full?R():P()):e.type=="css"?C(e.href):e.type=="error"?W(e.diagnostics):e.type=="ok"&&H()}})();
`;

/** Creates a live-reload hub. */
export function createLiveReload(options: LiveReloadOptions = {}): LiveReload {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const retryMs = options.retryMs ?? 1_000;
  const clients = new Set<ServerResponse>();
  const script = Buffer.from(LIVE_RELOAD_CLIENT);
  let heartbeat: NodeJS.Timeout | undefined;
  // Remembered so a page that reloads (or opens) while the build is broken still shows the overlay.
  let lastError: LiveReloadEvent | undefined;
  let closed = false;

  const send = (res: ServerResponse, chunk: string) => {
    if (!res.destroyed && !res.writableEnded) res.write(chunk);
  };

  const startHeartbeat = () => {
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      for (const res of clients) send(res, ': ping\n\n');
    }, heartbeatMs);
    heartbeat.unref();
  };
  const stopHeartbeat = () => {
    clearInterval(heartbeat);
    heartbeat = undefined;
  };

  const openStream = (req: IncomingMessage, res: ServerResponse) => {
    if (closed) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Live reload is closed\n');
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    req.socket.setNoDelay(true);
    res.write(`retry: ${retryMs}\n\n`);
    if (lastError) send(res, format(lastError));
    clients.add(res);
    startHeartbeat();
    res.on('close', () => {
      clients.delete(res);
      if (clients.size === 0) stopHeartbeat();
    });
  };

  return {
    middleware(req, res) {
      const pathname = (req.url ?? '').split('?', 1)[0];
      if (pathname !== LIVE_RELOAD_EVENTS_PATH && pathname !== LIVE_RELOAD_SCRIPT_PATH) return false;
      const allowed = pathname === LIVE_RELOAD_EVENTS_PATH ? ['GET'] : ['GET', 'HEAD'];
      if (!allowed.includes(req.method ?? '')) {
        res.writeHead(405, { Allow: allowed.join(', '), 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Method Not Allowed\n');
        return true;
      }
      if (pathname === LIVE_RELOAD_EVENTS_PATH) {
        openStream(req, res);
        return true;
      }
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Content-Length': script.length,
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : script);
      return true;
    },
    broadcast(event) {
      if (event.type === 'error') lastError = event;
      else if (event.type === 'ok' || event.type === 'reload') lastError = undefined;
      const chunk = format(event);
      for (const res of clients) send(res, chunk);
    },
    close() {
      closed = true;
      stopHeartbeat();
      for (const res of clients) res.end();
      clients.clear();
    },
    get clientCount() {
      return clients.size;
    },
  };
}

// JSON.stringify escapes newlines, so each event is exactly one `data:` line.
function format(event: LiveReloadEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}
