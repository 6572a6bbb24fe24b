import { Region, type ShellProps, type NavItem, type SiteInfo } from '../src/theme-api.js';
import { strings } from './ui-strings.js';
import { CloseIcon, MenuIcon, MoonIcon, SunIcon } from './Icons.js';
import { SearchButton } from './search/SearchButton.js';

function linkAttributes(item: Extract<NavItem, { type: 'link' }>) {
  return {
    href: item.href,
    ...(item.external ? { rel: 'noopener noreferrer' } : {}),
    ...(item.target ? { target: item.target } : {}),
    ...(item.ariaLabel ? { 'aria-label': item.ariaLabel } : {}),
  };
}

/** The navbar's links (dropdowns and HTML items come with the Docusaurus navbar). */
function NavbarItems({ items, className, linkClass }: { items: NavItem[]; className: string; linkClass: string }) {
  return (
    <ul className={className}>
      {items.map((item, i) =>
        item.type === 'link' ? (
          <li className={className === 'menu__list' ? 'menu__item' : undefined} key={`${i}-${item.href}`}>
            <a className={`${linkClass}${item.className ? ` ${item.className}` : ''}`} {...linkAttributes(item)}>
              {item.label}
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}

/**
 * The chrome around every page. Client-side navigation swaps the regions placed here
 * (`main`, `sidebar`, `versions`); everything else stays in place.
 */
/** The site's logo (one image per color mode when it has a dark one) and its title. */
function Brand({ navbar, home }: { navbar: SiteInfo['navbar']; home: string }) {
  const logo = navbar.logo;
  const size = { ...(logo?.width !== undefined ? { width: logo.width } : {}), ...(logo?.height !== undefined ? { height: logo.height } : {}) };
  return (
    <a className="navbar__brand" href={logo?.href ?? home}>
      {logo ? (
        <span className="navbar__logo">
          <img src={logo.src} alt={logo.alt} className={logo.srcDark ? 'themed--light' : undefined} {...size} />
          {logo.srcDark ? <img src={logo.srcDark} alt={logo.alt} className="themed--dark" {...size} /> : null}
        </span>
      ) : null}
      {navbar.title ? <span className="navbar__title">{navbar.title}</span> : null}
    </a>
  );
}

export function Shell({ site, regions }: ShellProps) {
  const navItems = site.navbar.items;
  const sidebar = regions.sidebar;
  const search = site.search !== undefined && site.lazyClients?.search !== undefined;
  return (
    <>
      <a className="skip-link" href="#main">
        {strings.skipToContent}
      </a>
      {site.announcementBar ? (
        <div className="announcement" id="announcement" data-id={site.announcementBar.id} role="region" aria-label="Announcement">
          <div className="announcement__content" dangerouslySetInnerHTML={{ __html: site.announcementBar.html }} />
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
          <Brand navbar={site.navbar} home={site.baseUrl} />
          <NavbarItems items={navItems} className="navbar__items" linkClass="navbar__link" />
          <Region name="versions" region={regions.versions} className="navbar__version-slot" />
          {search ? <SearchButton place="navbar" /> : null}
          {site.colorMode.disableSwitch ? null : (
            <button
              className="theme-toggle"
              type="button"
              aria-label={strings.themeToggle(site.colorMode.defaultMode)}
              title={strings.themeToggle(site.colorMode.defaultMode)}
            >
              <SunIcon />
              <MoonIcon />
            </button>
          )}
        </nav>
      </header>
      <div className={sidebar ? 'page page--docs' : 'page'}>
        <aside className="sidebar" id="sidebar" aria-label={strings.docsSidebar} data-has-docs={sidebar ? 'true' : 'false'}>
          <div className="sidebar__head">
            <Brand navbar={site.navbar} home={site.baseUrl} />
            <button className="sidebar__close" type="button" aria-label={strings.closeNavbar}>
              <CloseIcon />
            </button>
          </div>
          {search ? <SearchButton place="drawer" /> : null}
          <div className="sidebar__primary" hidden={sidebar ? true : undefined}>
            <NavbarItems items={navItems} className="menu__list" linkClass="menu__link" />
          </div>
          {sidebar ? (
            <div className="sidebar__secondary">
              <button className="sidebar__back" type="button">
                {strings.backToMainMenu}
              </button>
              <Region name="sidebar" region={sidebar} className="sidebar__menu" />
            </div>
          ) : null}
        </aside>
        <div className="sidebar-backdrop" hidden />
        <Region name="main" region={regions.main} as="main" id="main" className="main" attributes={{ tabIndex: -1 }} />
      </div>
      <footer className={`footer footer--${site.footer.style}`}>
        <p className="footer__copyright" dangerouslySetInnerHTML={{ __html: site.footer.copyright }} />
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
