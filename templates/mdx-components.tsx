/**
 * The components MDX pages import from `@theme/*` (Docusaurus's names and props), drawn with
 * this theme's own markup: `<Tabs>` become the same tabs as `::::tabs` blocks, `<Admonition>`
 * the same box as `:::note`. They render once, at build time; the small client script does the
 * rest (switching tabs, remembering the choice).
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Admonition as AdmonitionBox, TabsView, type TabView } from './markdown.js';
import { strings } from './ui-strings.js';
import { CheckIcon, CloseIcon, CopyIcon, EditIcon, ExternalLinkIcon, MenuIcon, MoonIcon, SunIcon } from './Icons.js';
import { SearchButton } from './search/SearchButton.js';

interface TabItemProps {
  value: string;
  label?: ReactNode;
  default?: boolean;
  attributes?: Record<string, unknown>;
  className?: string;
  children?: ReactNode;
}

/** `@theme/TabItem` on its own (outside `<Tabs>`): its content. */
function TabItem({ children, className }: TabItemProps) {
  return (
    <div role="tabpanel" className={className}>
      {children}
    </div>
  );
}

/**
 * `@theme/Tabs`: `groupId` syncs and remembers the choice across the site, `queryString`
 * (true: the `groupId` as parameter name) keeps it in the address. `lazy` defers the panels
 * that are not selected until their tab is chosen (see `TabsView`).
 */
function Tabs(props: {
  children?: ReactNode;
  values?: Array<{ value: string; label?: ReactNode; attributes?: Record<string, unknown>; default?: boolean }>;
  defaultValue?: string | null;
  groupId?: string;
  queryString?: boolean | string;
  lazy?: boolean;
  block?: boolean;
  className?: string;
}) {
  const items = Children.toArray(props.children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  for (const item of items) {
    if (typeof item.props.value !== 'string') throw new Error('every child of <Tabs> must be a <TabItem value="…">');
  }
  const byValue = new Map(items.map((item) => [item.props.value, item]));
  const declared =
    props.values ?? items.map((item) => ({ value: item.props.value, label: item.props.label, attributes: item.props.attributes, default: item.props.default }));
  if (!declared.length) throw new Error('<Tabs> needs at least one <TabItem>');
  const values = declared.map((v) => v.value);
  const duplicate = values.find((v, i) => values.indexOf(v) !== i);
  if (duplicate !== undefined) throw new Error(`two tabs of one <Tabs> have the value "${duplicate}"; give each a distinct value`);
  const wanted = props.defaultValue ?? declared.find((v) => v.default)?.value ?? items.find((item) => item.props.default)?.props.value ?? values[0];
  if (props.defaultValue && !values.includes(props.defaultValue)) {
    throw new Error(`<Tabs defaultValue="${props.defaultValue}"> is not one of its values (${values.join(', ')})`);
  }
  const tabs: TabView[] = declared.map((v) => {
    const item = byValue.get(v.value);
    return {
      value: v.value,
      label: v.label ?? item?.props.label ?? v.value,
      content: item?.props.children,
      ...(item?.props.className ? { className: item.props.className } : {}),
      ...((v.attributes ?? item?.props.attributes) ? { attributes: v.attributes ?? item?.props.attributes } : {}),
    };
  });
  const query = props.queryString === true ? props.groupId : typeof props.queryString === 'string' ? props.queryString : undefined;
  return (
    <TabsView
      {...(props.groupId ? { group: props.groupId } : {})}
      {...(query ? { query } : {})}
      {...(props.className ? { className: props.className } : {})}
      selected={Math.max(0, values.indexOf(wanted ?? ''))}
      lazy={props.lazy === true}
      tabs={tabs}
    />
  );
}

const ADMONITION_TYPES = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary']);

/** `@theme/Admonition`: the box of `:::note` and its kin. */
function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }) {
  return (
    <AdmonitionBox type={ADMONITION_TYPES.has(type) ? type : 'info'} {...(title !== undefined ? { title } : {})}>
      {children}
    </AdmonitionBox>
  );
}

/** `@theme/Details` (and MDX's `<details>`): a disclosure with its summary first. */
function Details({ summary, children, className, ...rest }: { summary?: ReactNode; children?: ReactNode; className?: string; open?: boolean }) {
  let head = summary;
  const body: ReactNode[] = [];
  for (const child of Children.toArray(children)) {
    if (head === undefined && isValidElement(child) && child.type === 'summary') head = child;
    else body.push(child);
  }
  return (
    <details className={className ? `details ${className}` : 'details'} {...rest}>
      {isValidElement(head) ? head : <summary>{head ?? strings.details}</summary>}
      <div className="details__body">{body}</div>
    </details>
  );
}

interface TocEntry {
  value: string;
  id: string;
  level: number;
}

interface TocTree extends TocEntry {
  children: TocTree[];
}

/** Entries within the levels, nested under the closest previous entry of a smaller level. */
function tocTree(toc: readonly TocEntry[], min: number, max: number): TocTree[] {
  const roots: TocTree[] = [];
  const stack: TocTree[] = [];
  for (const entry of toc) {
    if (entry.level < min || entry.level > max) continue;
    const node: TocTree = { ...entry, children: [] };
    while (stack.length && stack.at(-1)!.level >= node.level) stack.pop();
    (stack.at(-1)?.children ?? roots).push(node);
    stack.push(node);
  }
  return roots;
}

function TocList({ items, root }: { items: TocTree[]; root?: boolean }) {
  return (
    <ul className={root ? 'toc-inline__list' : undefined}>
      {items.map((item) => (
        <li key={item.id}>
          {/* The value is the heading's text as HTML, escaped when the page was compiled. */}
          <a href={`#${item.id}`} dangerouslySetInnerHTML={{ __html: item.value }} />
          {item.children.length ? <TocList items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** `@theme/TOCInline`: the page's headings (its `toc` export) as a list in the content. */
function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc: readonly TocEntry[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  return (
    <nav className="toc-inline" aria-label={strings.onThisPage}>
      <TocList items={tocTree(toc, minHeadingLevel, maxHeadingLevel)} root />
    </nav>
  );
}

/** `@theme/ThemedImage`: both images in the page; the stylesheet shows the one of the color mode. */
function ThemedImage({
  sources,
  alt,
  className,
  ...rest
}: { sources: { light: string; dark: string }; alt?: string; className?: string } & Record<string, unknown>) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img key={mode} {...rest} src={sources[mode]} alt={alt ?? ''} className={`${className ? `${className} ` : ''}themed-image themed-image--${mode}`} />
      ))}
    </>
  );
}

/** A sidebar item as card components are given it: a page, or a category with its entries. */
interface CardItem {
  label: string;
  href?: string;
  description?: string;
  category?: boolean;
  count?: number;
  type?: string;
  items?: CardItem[];
}

/** Where a card leads: the item's own page, else (a category without one) its first page. */
function cardHref(item: CardItem): string | undefined {
  if (item.href) return item.href;
  for (const child of item.items ?? []) {
    const href = cardHref(child);
    if (href) return href;
  }
  return undefined;
}

/** A card's link and line: the description, or how many entries a category holds, as Docusaurus's cards say. */
function CardContent({ item, href }: { item: CardItem; href: string }) {
  // Items a component passes have their entries in `items`; the engine's, a `count`.
  const count = item.count ?? (item.type === 'category' ? item.items?.length : undefined);
  const description = item.description ?? (count !== undefined ? strings.categoryItems(count) : undefined);
  return (
    <>
      <a href={href}>{item.label}</a>
      {description ? <p>{description}</p> : null}
    </>
  );
}

/** Cards of a category's entries: `@theme/DocCardList`, and the list of a generated index page. */
export function DocCardList({ items, className }: { items: CardItem[]; className?: string }) {
  return (
    <ul className={className ? `card-list ${className}` : 'card-list'}>
      {items.map((item) => {
        const href = cardHref(item);
        return href ? (
          <li key={href} className="card">
            <CardContent item={item} href={href} />
          </li>
        ) : null;
      })}
    </ul>
  );
}

/** `@theme/DocCard`: the card of one sidebar item, for a site that lays out its own cards; nothing for a category without a page. */
function DocCard({ item }: { item: CardItem }) {
  const href = cardHref(item);
  return href ? (
    <article className="card">
      <CardContent item={item} href={href} />
    </article>
  ) : null;
}

/** What `@theme/IdealImage`'s `img` may be: a URL, an imported image module, or the ideal-image loader's object. */
type IdealImageSource = string | { default: string } | { src: { src: string; width?: number; height?: number }; preSrc?: string };

/**
 * `@theme/IdealImage` (of Docusaurus's ideal-image plugin): the image, loaded lazily by the
 * browser, with its size when the source gives one. No placeholder or responsive set: docsgen
 * publishes the file as it is.
 */
function IdealImage({
  img,
  alt,
  className,
  title,
  width,
  height,
}: {
  img: IdealImageSource;
  alt?: string;
  className?: string;
  title?: string;
  width?: number | string;
  height?: number | string;
}) {
  const source: { src: string; width?: number; height?: number } = typeof img === 'string' ? { src: img } : 'default' in img ? { src: img.default } : img.src;
  const w = width ?? source.width;
  const h = height ?? source.height;
  // The loader's other props (placeholders, thresholds, messages) have nothing to do here.
  return (
    <img
      loading="lazy"
      src={source.src}
      alt={alt ?? ''}
      {...(className ? { className } : {})}
      {...(title ? { title } : {})}
      {...(w !== undefined ? { width: w } : {})}
      {...(h !== undefined ? { height: h } : {})}
    />
  );
}

/** `@theme/SearchBar`: the button that opens the search dialog, where a page puts it; shown when the site has search and JavaScript runs. */
function SearchBar() {
  return <SearchButton place="page" />;
}

/**
 * An icon of the theme as an `@theme/Icon/*` component: without the theme's classes (which hide
 * the moon in light mode, for one), and the props it is given replace its own.
 */
function themeIcon(Icon: () => ReactElement<Record<string, unknown>>) {
  return function ThemeIcon(props: Record<string, unknown>) {
    return cloneElement(Icon(), { className: undefined, ...props });
  };
}

export const mdxComponents = {
  Tabs,
  TabItem,
  Admonition,
  Details,
  TOCInline,
  ThemedImage,
  DocCardList,
  DocCard,
  IdealImage,
  SearchBar,
  'Icon/ExternalLink': ExternalLinkIcon,
  // The theme's own icons under Docusaurus's names, for a site's components; their props (size, class) win.
  'Icon/Copy': themeIcon(CopyIcon),
  'Icon/Success': themeIcon(CheckIcon),
  'Icon/Close': themeIcon(CloseIcon),
  'Icon/Menu': themeIcon(MenuIcon),
  'Icon/Edit': themeIcon(EditIcon),
  'Icon/LightMode': themeIcon(SunIcon),
  'Icon/DarkMode': themeIcon(MoonIcon),
};
