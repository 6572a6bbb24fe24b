import type { SidebarItem, SidebarCategory, SidebarProps } from '../src/theme-api.js';
import { strings } from './ui-strings.js';
import { ExternalLinkIcon } from './Icons.js';

function className(base: string, extra?: string): string {
  return extra ? `${base} ${extra}` : base;
}

function renderItems(items: SidebarItem[]) {
  return items.map((item, i) => {
    if (item.type === 'link') {
      return (
        <li className={className('menu__item', item.className)} key={`${i}-${item.href}`}>
          <a
            className={className('menu__link', item.current ? 'menu__link--active' : undefined)}
            href={item.href}
            data-route={item.route}
            aria-current={item.current ? 'page' : undefined}
            {...(item.external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
          >
            {item.label}
            {item.external ? <ExternalLinkIcon /> : null}
          </a>
        </li>
      );
    }
    if (item.type === 'html') {
      return <li className={className('menu__item', item.className)} key={`${i}-html`} dangerouslySetInnerHTML={{ __html: item.html }} />;
    }
    const linked = item.href !== undefined && !item.omitted;
    return (
      <li
        className={className(linked ? 'menu__item menu__item--category menu__item--linked' : 'menu__item menu__item--category', item.className)}
        key={`${i}-${item.label}`}
      >
        <Category item={item} />
      </li>
    );
  });
}

function Category({ item }: { item: SidebarCategory }) {
  if (item.omitted) {
    // Very large sites: the branch is left out and the category leads to its own page.
    return (
      <a className="menu__link menu__link--category" href={item.href} data-route={item.route}>
        {item.label}
      </a>
    );
  }
  const list = <ul className="menu__list">{renderItems(item.items)}</ul>;
  if (item.href) {
    // As on Docusaurus, the label of a category with a page is the link to it; a caret beside it
    // (the summary of a disclosure, which works without JavaScript) opens and closes its entries.
    const link = (
      <a
        className={className('menu__link menu__link--category', item.current ? 'menu__link--active' : undefined)}
        href={item.href}
        data-route={item.route}
        aria-current={item.current ? 'page' : undefined}
      >
        {item.label}
      </a>
    );
    if (!item.collapsible) {
      return (
        <>
          {link}
          {list}
        </>
      );
    }
    return (
      <>
        {link}
        <details className="menu__category" open={!item.collapsed || item.containsCurrent}>
          <summary className="menu__caret" aria-label={strings.categoryEntries(item.label)} title={strings.categoryEntries(item.label)} />
          {list}
        </details>
      </>
    );
  }
  if (!item.collapsible) {
    return (
      <div className="menu__category">
        <span className="menu__heading">{item.label}</span>
        {list}
      </div>
    );
  }
  return (
    <details className="menu__category" open={!item.collapsed || item.containsCurrent}>
      <summary className="menu__summary">{item.label}</summary>
      {list}
    </details>
  );
}

/** The docs sidebar: every doc page, categories as disclosure widgets that work without JavaScript. */
export function Sidebar({ site, items }: SidebarProps) {
  return (
    <nav className="menu" aria-label={strings.docsSidebar} lang={site.contentLang}>
      {/* theme-doc-sidebar-menu and menu__link--active are Docusaurus's names, which sites' CSS uses. */}
      <ul className="menu__list theme-doc-sidebar-menu">{renderItems(items)}</ul>
    </nav>
  );
}
