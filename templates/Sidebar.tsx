import type { SidebarItem, SidebarCategory } from '../src/theme-api.js';

function renderItems(items: SidebarItem[]) {
  return items.map((item) =>
    item.type === 'link' ? (
      <li className="menu__item" key={item.href}>
        <a className="menu__link" href={item.href} data-route={item.route} aria-current={item.current ? 'page' : undefined}>
          {item.label}
        </a>
      </li>
    ) : (
      <li className="menu__item menu__item--category" key={`${item.label}|${item.href ?? ''}`}>
        <Category item={item} />
      </li>
    ),
  );
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
  const list = (
    <ul className="menu__list">
      {item.href ? (
        <li className="menu__item">
          <a className="menu__link" href={item.href} data-route={item.route} aria-current={item.current ? 'page' : undefined}>
            {item.label}
          </a>
        </li>
      ) : null}
      {renderItems(item.items)}
    </ul>
  );
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
export function Sidebar({ items, label, lang }: { items: SidebarItem[]; label: string; lang: string }) {
  return (
    <nav className="menu" aria-label={label} lang={lang}>
      <ul className="menu__list">{renderItems(items)}</ul>
    </nav>
  );
}
