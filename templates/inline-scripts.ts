/**
 * Scripts inlined in the theme's pages. They run before first paint, so they stay tiny; the
 * engine allows them in the Content-Security-Policy by their hash. They read what varies per
 * site from attributes of `<html>`, so their text, and therefore their hashes, stay the same
 * whatever the config says.
 */

/**
 * Applies the stored color mode (or, with `data-color-prefers="on"`, the system's) before
 * first paint, unless the switch is off; marks JavaScript as available; hides a dismissed
 * announcement bar.
 */
export const colorModeScript = `(function(){var d=document.documentElement,s=null;d.classList.add('js');try{s=window.localStorage}catch(e){}function g(k){try{return s&&s.getItem(k)}catch(e){return null}}if(d.getAttribute('data-color-switch')!=='off'){var t=g('theme');if(t==='dark'||t==='light')d.setAttribute('data-theme',t);else if(d.getAttribute('data-color-prefers')==='on'&&window.matchMedia)d.setAttribute('data-theme',window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')}var a=d.getAttribute('data-announcement');if(a&&g('docusaurus.announcement.dismiss')==='true'&&g('docusaurus.announcement.id')===a)d.setAttribute('data-announcement-dismissed','true')})();`;

/**
 * Home page only: when the site's own script did not run (served under the wrong base path, so
 * its assets 404), shows a banner that says which base URL to try.
 */
export const baseUrlBannerScript = `document.addEventListener('DOMContentLoaded',function(){if(window.__docsgen===true)return;var p=location.pathname,u=document.documentElement.getAttribute('data-base')||'/';var b=document.createElement('div');b.id='__docusaurus-base-url-issue-banner-container';b.setAttribute('role','alert');var s=b.style;s.border='2px solid #b91c1c';s.background='#fef2f2';s.color='#111';s.padding='1rem';s.margin='0';s.font='16px/1.5 system-ui,sans-serif';['Your Docusaurus site did not load properly.','A very common reason is a wrong site baseUrl configuration.','Current configured baseUrl = '+u+(u==='/'?' (default value)':''),'We suggest trying baseUrl = '+(p.endsWith('/')?p:p+'/')].forEach(function(t,i){var e=document.createElement(i?'p':'strong');e.textContent=t;e.style.display='block';e.style.margin='0 0 .25rem';b.appendChild(e)});document.body.prepend(b)});`;
