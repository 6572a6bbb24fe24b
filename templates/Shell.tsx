import { Region, type FooterColumn, type NavbarLogo, type ShellProps, type NavItem, type SiteInfo } from '../src/theme-api.js';
import { activeClass, isNavActive, ruleAttributes, type NavPlace } from './nav-active.js';
import { strings } from './ui-strings.js';
import { CloseIcon, ExternalLinkIcon, MenuIcon, MoonIcon, SunIcon } from './Icons.js';
import { SearchButton } from './search/SearchButton.js';

type Link = Extract<NavItem, { type: 'link' }>;

/** A link's attributes; one to another site opens in a new tab, as in Docusaurus, unless it names its own target. */
function linkAttributes(item: Link) {
  const target = item.target ?? (item.external ? '_blank' : undefined);
  return {
    href: item.href,
    // The browser script marks the link again after each client-side navigation, by this rule.
    ...(item.active ? ruleAttributes(item.active, item.href) : {}),
    ...(item.external ? { rel: 'noopener noreferrer' } : {}),
    ...(target ? { target } : {}),
    ...(item.ariaLabel ? { 'aria-label': item.ariaLabel } : {}),
    // A locale menu's link: the script keeps it on the reader's page after client-side navigation.
    ...(item.locale ? { lang: item.locale.lang, 'data-locale-base': item.locale.base, ...(item.locale.current ? { 'data-locale-current': '' } : {}) } : {}),
  };
}

const withClass = (base: string, extra?: string): string => (extra ? `${base} ${extra}` : base);

/** A navbar link's class and `aria-current`, marked when it is the current section at `place`. */
function activeAttributes(item: Link, base: string, where: 'navbar' | 'dropdown' | 'drawer', place: NavPlace) {
  const on = item.active !== undefined && isNavActive(item.active, place);
  return { className: withClass(on ? `${base} ${activeClass(where)}` : base, item.className), ...(on ? { 'aria-current': 'page' as const } : {}) };
}

/** A link's text, marked with an arrow when it is an `href` leaving the site (as Docusaurus marks it; not an icon-only link without a label). */
function LinkText({ item, small }: { item: Link; small?: boolean }) {
  return (
    <>
      {item.label}
      {item.externalIcon && item.label ? <ExternalLinkIcon {...(small ? { width: 12, height: 12 } : {})} /> : null}
    </>
  );
}

/**
 * The navbar's items: links, dropdowns (a disclosure, so they open without JavaScript) and HTML.
 * In the drawer (`menu__list`) a dropdown is its label over its links.
 */
function NavbarItems({ items, className, linkClass, place }: { items: NavItem[]; className: string; linkClass: string; place: NavPlace }) {
  const drawer = className === 'menu__list';
  const itemClass = drawer ? 'menu__item' : undefined;
  return (
    <ul className={className}>
      {items.map((item, i) => {
        const key = `${i}-${item.type}`;
        if (item.type === 'link') {
          const attributes = {
            ...activeAttributes(item, drawer ? linkClass : `${linkClass} navbar__item`, drawer ? 'drawer' : 'navbar', place),
            ...linkAttributes(item),
          };
          return (
            <li className={itemClass} key={key}>
              {item.html !== undefined ? (
                <a {...attributes} dangerouslySetInnerHTML={{ __html: item.html }} />
              ) : (
                <a {...attributes}>
                  <LinkText item={item} />
                </a>
              )}
            </li>
          );
        }
        if (item.type === 'html')
          return (
            <li
              className={withClass(drawer ? 'menu__item menu__html menu__list-item' : 'navbar__html navbar__item', item.className)}
              key={key}
              dangerouslySetInnerHTML={{ __html: item.html }}
            />
          );
        const links = item.items.map((link, j) => (
          <li className={itemClass} key={`${j}-${link.href}`}>
            <a {...activeAttributes(link, drawer ? linkClass : 'navbar__dropdown-link', drawer ? 'drawer' : 'dropdown', place)} {...linkAttributes(link)}>
              <LinkText item={link} small={!drawer} />
            </a>
          </li>
        ));
        return drawer ? (
          <li className={withClass('menu__item', item.className)} key={key}>
            <span className="menu__heading">{item.label}</span>
            <ul className="menu__list">{links}</ul>
          </li>
        ) : (
          <li className={withClass('navbar__dropdown', item.className)} key={key}>
            <details>
              {/* Marked with its current link, as Docusaurus marks a dropdown holding the current section. */}
              <summary
                className={
                  item.items.some((link) => link.active !== undefined && isNavActive(link.active, place)) ? `${linkClass} ${activeClass('navbar')}` : linkClass
                }
              >
                {item.label}
              </summary>
              <ul className="navbar__dropdown-list">{links}</ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** A logo, with one image per color mode when it has a dark one. */
function LogoImages({ logo }: { logo: NavbarLogo }) {
  const size = { ...(logo.width !== undefined ? { width: logo.width } : {}), ...(logo.height !== undefined ? { height: logo.height } : {}) };
  return (
    <>
      <img src={logo.src} alt={logo.alt} className={logo.srcDark ? 'themed--light' : undefined} {...size} />
      {logo.srcDark ? <img src={logo.srcDark} alt={logo.alt} className="themed--dark" {...size} /> : null}
    </>
  );
}

/** The footer: columns of links (or one row of them), the logo, the copyright. */
function Footer({ footer }: { footer: SiteInfo['footer'] }) {
  const columns = footer.columns.filter((c) => c.items.length || c.title);
  const item = (link: FooterColumn['items'][number], i: number) =>
    link.type === 'html' ? (
      <li className="footer__item" key={i} dangerouslySetInnerHTML={{ __html: link.html }} />
    ) : (
      <li className="footer__item" key={i}>
        {/* footer__link-item is Docusaurus's name, which sites' CSS uses. */}
        <a className={withClass('footer__link footer__link-item', link.className)} {...linkAttributes(link)}>
          <LinkText item={link} />
        </a>
      </li>
    );
  // A site whose config gives the footer nothing has none, as on Docusaurus.
  if (!columns.length && !footer.logo && !footer.copyright) return null;
  const row = columns.length === 1 && columns[0]!.title === undefined;
  return (
    <footer className={`footer footer--${footer.style}`}>
      {row ? <ul className="footer__row">{columns[0]!.items.map(item)}</ul> : null}
      {columns.length && !row ? (
        <div className="footer__columns">
          {columns.map((column, i) => (
            <div className="footer__col" key={i}>
              {column.title ? <p className="footer__title">{column.title}</p> : null}
              <ul className="footer__items">{column.items.map(item)}</ul>
            </div>
          ))}
        </div>
      ) : null}
      {footer.logo ? (
        <p className="footer__logo">
          {footer.logo.href ? (
            <a href={footer.logo.href}>
              <LogoImages logo={footer.logo} />
            </a>
          ) : (
            <LogoImages logo={footer.logo} />
          )}
        </p>
      ) : null}
      {/* A div, as Docusaurus has it: the copyright may hold paragraphs and blocks of its own. */}
      <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
    </footer>
  );
}

/** The site's logo and its title. */
function Brand({ navbar, home }: { navbar: SiteInfo['navbar']; home: string }) {
  const logo = navbar.logo;
  return (
    <a className="navbar__brand" href={logo?.href ?? home}>
      {logo ? (
        <span className="navbar__logo">
          <LogoImages logo={logo} />
        </span>
      ) : null}
      {navbar.title ? <span className="navbar__title">{navbar.title}</span> : null}
    </a>
  );
}

/**
 * The chrome around every page. Client-side navigation swaps the regions placed here
 * (`main`, `sidebar`, `versions`); everything else stays in place.
 */
export function Shell({ site, page, regions }: ShellProps) {
  const navItems = site.navbar.items;
  const sidebar = regions.sidebar;
  const search = site.search !== undefined && site.lazyClients?.search !== undefined;
  const place: NavPlace = { path: page.href, doc: page.doc };
  return (
    <>
      <a className="skip-link" href="#main">
        {strings.skipToContent}
      </a>
      {site.announcementBar ? (
        <div className="announcement" id="announcement" data-id={site.announcementBar.id} role="region" aria-label={strings.announcement}>
          <div className="announcement__content" dangerouslySetInnerHTML={{ __html: site.announcementBar.html }} />
          {site.announcementBar.closeable ? (
            <button className="announcement__close" type="button" aria-label={strings.closeAnnouncement}>
              <CloseIcon />
            </button>
          ) : null}
        </div>
      ) : null}
      <header className="navbar">
        <nav className="navbar__inner" aria-label={strings.mainNavigation}>
          <button className="navbar__toggle" type="button" aria-label={strings.toggleNavbar} aria-expanded="false" aria-controls="sidebar">
            <MenuIcon />
          </button>
          <Brand navbar={site.navbar} home={site.baseUrl} />
          <NavbarItems items={navItems.filter((item) => item.position !== 'right')} className="navbar__items" linkClass="navbar__link" place={place} />
          <Region name="versions" region={regions.versions} className="navbar__version-slot" />
          {navItems.some((item) => item.position === 'right') ? (
            <NavbarItems
              items={navItems.filter((item) => item.position === 'right')}
              className="navbar__items navbar__items--right"
              linkClass="navbar__link"
              place={place}
            />
          ) : null}
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
            <NavbarItems items={navItems} className="menu__list" linkClass="menu__link" place={place} />
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
        {/* A React page that lays itself out writes its own <main>, as a Docusaurus page does inside
            its Layout: the region is then a plain box (PageLayout adds the <main> when it has none). */}
        <Region name="main" region={regions.main} as={page.ownLayout ? 'div' : 'main'} id="main" className="main" attributes={{ tabIndex: -1 }} />
      </div>
      {page.noFooter ? null : <Footer footer={site.footer} />}
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
