import type { ShellProps } from '../src/theme-api.js';
import { strings } from './ui-strings.js';
import { Sidebar } from './Sidebar.js';
import { CloseIcon, MenuIcon, MoonIcon, SunIcon } from './Icons.js';

/**
 * The chrome around every page. Everything outside `<main>` stays in place on client-side
 * navigation; the client swaps only what is inside `<main id="main">`.
 */
export function Shell({ site, page, sidebar, children }: ShellProps) {
  const navItems = site.navbar.items;
  return (
    <>
      <a className="skip-link" href="#main">
        {strings.skipToContent}
      </a>
      {site.announcementBar ? (
        <div className="announcement" id="announcement" data-id={site.announcementBar.id} role="region" aria-label="Announcement">
          <p className="announcement__content">{site.announcementBar.content}</p>
          <button className="announcement__close" type="button" aria-label={strings.closeAnnouncement}>
            <CloseIcon />
          </button>
        </div>
      ) : null}
      <header className="navbar">
        <nav className="navbar__inner" aria-label={strings.mainNavigation}>
          <button className="navbar__toggle" type="button" aria-label={strings.toggleNavbar} aria-expanded="false" aria-controls="sidebar">
            <MenuIcon />
          </button>
          <a className="navbar__brand" href={site.baseUrl}>
            {site.navbar.title}
          </a>
          <ul className="navbar__items">
            {navItems.map((item) => (
              <li key={item.href}>
                <a className="navbar__link" href={item.href} {...(item.external ? { rel: 'noopener noreferrer' } : {})}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          {page.version ? (
            <details className="navbar__versions">
              <summary className="navbar__versions-summary" aria-label={strings.docsVersion(page.version.label)}>
                {page.version.label}
              </summary>
              <ul className="navbar__versions-list">
                {page.version.links.map((v) => (
                  <li key={v.name}>
                    <a href={v.href} data-docs-version={v.name} aria-current={v.current ? 'true' : undefined}>
                      {v.label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <button className="theme-toggle" type="button" aria-label={strings.themeToggle('light')} title={strings.themeToggle('light')}>
            <SunIcon />
            <MoonIcon />
          </button>
        </nav>
      </header>
      <div className={sidebar ? 'page page--docs' : 'page'}>
        <aside className="sidebar" id="sidebar" aria-label={strings.docsSidebar} data-has-docs={sidebar ? 'true' : 'false'}>
          <div className="sidebar__head">
            <a className="navbar__brand" href={site.baseUrl}>
              {site.navbar.title}
            </a>
            <button className="sidebar__close" type="button" aria-label={strings.closeNavbar}>
              <CloseIcon />
            </button>
          </div>
          <div className="sidebar__primary" hidden={sidebar ? true : undefined}>
            <ul className="menu__list">
              {navItems.map((item) => (
                <li className="menu__item" key={item.href}>
                  <a className="menu__link" href={item.href}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {sidebar ? (
            <div className="sidebar__secondary">
              <button className="sidebar__back" type="button">
                {strings.backToMainMenu}
              </button>
              <Sidebar items={sidebar} label={strings.docsSidebar} lang={site.contentLang} />
            </div>
          ) : null}
        </aside>
        <div className="sidebar-backdrop" hidden />
        <main id="main" className="main" tabIndex={-1} data-layout={page.layout}>
          {children}
        </main>
      </div>
      <footer className={`footer footer--${site.footer.style}`}>
        <p className="footer__copyright">{site.footer.copyright}</p>
      </footer>
      {sidebar ? (
        <button className="back-to-top" type="button" aria-label={strings.backToTop} hidden>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 15l6-6 6 6" />
          </svg>
        </button>
      ) : null}
    </>
  );
}
