/**
 * Scripts inlined in every page's `<head>`. They run before first paint, so they stay tiny;
 * the CSP allows them by hash. They read what varies per site from attributes of `<html>`
 * (`data-base`, `data-announcement`), so their text, and therefore their hashes, stay the
 * same whatever the config says.
 */

/** Applies the stored color mode (and marks JavaScript as available) before first paint. */
export function themeScript(): string {
  return `(function(){var d=document.documentElement;d.classList.add('js');try{var s=window.localStorage,t=s.getItem('theme'),a=d.getAttribute('data-announcement');if(t==='dark'||t==='light')d.setAttribute('data-theme',t);if(a&&s.getItem('docusaurus.announcement.dismiss')==='true'&&s.getItem('docusaurus.announcement.id')===a)d.setAttribute('data-announcement-dismissed','true');}catch(e){}})();`;
}

/**
 * Home page only: when the site's own script did not run (served under the wrong base path, so
 * its assets 404), shows a banner that says which base URL to try.
 */
export function baseUrlBannerScript(): string {
  return `document.addEventListener('DOMContentLoaded',function(){if(window.__docsgen)return;var p=location.pathname,u=document.documentElement.getAttribute('data-base')||'/';var b=document.createElement('div');b.id='__docusaurus-base-url-issue-banner-container';b.setAttribute('role','alert');var s=b.style;s.border='2px solid #b91c1c';s.background='#fef2f2';s.color='#111';s.padding='1rem';s.margin='0';s.font='16px/1.5 system-ui,sans-serif';['Your Docusaurus site did not load properly.','A very common reason is a wrong site baseUrl configuration.','Current configured baseUrl = '+u+(u==='/'?' (default value)':''),'We suggest trying baseUrl = '+(p.endsWith('/')?p:p+'/')].forEach(function(t,i){var e=document.createElement(i?'p':'strong');e.textContent=t;e.style.display='block';e.style.margin='0 0 .25rem';b.appendChild(e)});document.body.prepend(b)});`;
}

/** Every inline script a page may carry, for the CSP. */
export function inlineScriptBodies(): string[] {
  return [themeScript(), baseUrlBannerScript()];
}
