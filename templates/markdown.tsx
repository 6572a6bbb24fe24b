/** How elements of rendered Markdown look: admonitions, tabs, code blocks, heading anchors. */
import { Children, createContext, isValidElement, useContext, useId, type ReactNode, type ReactElement } from 'react';
import { strings } from './ui-strings.js';
import { AdmonitionIcon, CheckIcon, CopyIcon } from './Icons.js';
import { Table, withMethodBadge } from './tables.js';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

/** What a heading element of rendered Markdown receives (raw HTML headings keep their attributes). */
type HeadingProps = { id?: string; className?: string; children?: ReactNode; 'data-inside-link'?: string } & Record<string, unknown>;

/**
 * A heading with an id gets a `#` link to itself, unless it is inside a link (links do not
 * nest) or visually hidden (`sr-only`, the footnotes' label, which screen readers announce).
 * Its own attributes (class, title…) stay.
 */
export function heading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function Heading({ id, className, children, 'data-inside-link': insideLink, ...rest }: HeadingProps) {
    const hidden = className?.split(/\s+/).includes('sr-only') ?? false;
    if (!id || insideLink !== undefined || hidden) {
      return (
        <Tag id={id} className={className} {...rest}>
          {children}
        </Tag>
      );
    }
    const label = strings.directLink(textOf(children));
    return (
      <Tag id={id} className={className ? `${className} anchor` : 'anchor'} {...rest}>
        {children}
        <a className="hash-link" href={`#${id}`} aria-label={label} title={label}>
          #
        </a>
      </Tag>
    );
  };
}

/** The title of an admonition written with Markdown in it; the admonition shows it in its title line. */
function AdmonitionTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** An admonition: the colours and icon of its type (see styles/admonitions.css), title, body. */
export function Admonition({ type, title, children }: { type: string; title?: ReactNode; children?: ReactNode }) {
  const parts = Children.toArray(children);
  const first = parts[0];
  if (isValidElement<{ children?: ReactNode }>(first) && first.type === AdmonitionTitle) {
    title = first.props.children;
    children = parts.slice(1);
  }
  return (
    <div className={`admonition admonition--${type}`}>
      {/* The search index takes a title the author wrote, not the type's name. */}
      <p className="admonition__title" {...(title === undefined ? { 'data-search': 'ignore' } : {})}>
        <AdmonitionIcon type={type} />
        {title ?? strings.admonition[type] ?? type}
      </p>
      <div className="admonition__body">{children}</div>
    </div>
  );
}

function Tab({ children }: { label: string; value: string; children?: ReactNode }) {
  return <>{children}</>;
}

/** One tab of a {@link TabsView}. */
export interface TabView {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /** Class of the panel. */
  className?: string;
  /** More attributes of the tab button. */
  attributes?: Record<string, unknown>;
}

/** Inside a deferred panel: tabs there are deferred with it already. */
const Deferred = createContext(false);

/**
 * WAI-ARIA tabs. Without JavaScript the tab list is hidden and every panel shows, each under
 * its label; the client script turns them into tabs, syncs the choice per group (`data-group`),
 * remembers it, and keeps it in the address when the tabs have a query parameter (`data-query`).
 *
 * `lazy` tabs defer the content of every panel but the selected one into a `<noscript>`: with
 * JavaScript the browser keeps it as text (no element made, no image fetched) until the script
 * makes the panel's content from it when its tab is first chosen; without JavaScript it is
 * ordinary content, so every panel still shows under its label.
 */
export function TabsView({
  group,
  query,
  className,
  selected = 0,
  lazy = false,
  tabs,
}: {
  group?: string;
  query?: string;
  className?: string;
  selected?: number;
  lazy?: boolean;
  tabs: TabView[];
}) {
  const base = `docsgen-tabs${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const deferred = lazy && !useContext(Deferred);
  return (
    <div className="tabs" data-group={group || undefined} data-query={query || undefined}>
      <div className={className ? `tabs__list ${className}` : 'tabs__list'} role="tablist">
        {tabs.map((tab, i) => (
          <button
            key={tab.value}
            {...tab.attributes}
            type="button"
            role="tab"
            // tabs__item(--active) are Docusaurus's names, which sites' CSS for tabs uses.
            className={`tabs__tab tabs__item${i === selected ? ' tabs__item--active' : ''}${typeof tab.attributes?.className === 'string' ? ` ${tab.attributes.className}` : ''}`}
            id={`${base}-tab-${tab.value}`}
            aria-controls={`${base}-panel-${tab.value}`}
            aria-selected={i === selected ? 'true' : 'false'}
            tabIndex={i === selected ? 0 : -1}
            data-value={tab.value}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.value}
          className={`tabs__panel${i === selected ? ' is-active' : ''}${tab.className ? ` ${tab.className}` : ''}`}
          role="tabpanel"
          id={`${base}-panel-${tab.value}`}
          aria-labelledby={`${base}-tab-${tab.value}`}
          data-value={tab.value}
          tabIndex={0}
        >
          <p className="tabs__panel-label">{tab.label}</p>
          {deferred && i !== selected ? (
            <noscript className="tabs__deferred">
              <Deferred.Provider value={true}>{tab.content}</Deferred.Provider>
            </noscript>
          ) : (
            tab.content
          )}
        </div>
      ))}
    </div>
  );
}

/** Tabs written in Markdown (`::::tabs` with `:::tab[Label]` blocks). */
function Tabs({ group, children }: { group?: string; children?: ReactNode }) {
  const tabs = Children.toArray(children).filter(isValidElement) as Array<ReactElement<{ label: string; value: string; children?: ReactNode }>>;
  return <TabsView {...(group ? { group } : {})} tabs={tabs.map((tab) => ({ value: tab.props.value, label: tab.props.label, content: tab.props.children }))} />;
}

/**
 * A code block: a head with the title (else the language) and the copy button, then the code.
 * The button sits in the head, never over the code, so it covers no text at any width.
 */
function CodeBlock({ language, title, numbered, children }: { language: string; title?: string; numbered?: string; children?: ReactNode }) {
  const label = title || (language === 'text' ? '' : language);
  return (
    // theme-code-block is Docusaurus's name, which sites' CSS uses.
    <div className={`code-block theme-code-block${numbered ? ' code-block--numbered' : ''}`}>
      <div className={label ? 'code-block__head' : 'code-block__head code-block__head--bare'}>
        {label ? (
          <div className={title ? 'code-block__title' : 'code-block__lang'} data-search={title ? 'code' : 'ignore'}>
            {label}
          </div>
        ) : null}
        <button className="code-block__copy" type="button" title={strings.copy} aria-label={strings.copyCode}>
          <CopyIcon />
          <CheckIcon />
        </button>
      </div>
      <pre className="code-block__pre" tabIndex={0}>
        <code className={`hljs language-${language}`}>{language === 'http' ? withMethodBadge(children) : children}</code>
      </pre>
    </div>
  );
}

export const components = {
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  table: Table,
  'docsgen-admonition': Admonition,
  'docsgen-admonition-title': AdmonitionTitle,
  'docsgen-tabs': Tabs,
  'docsgen-tab': Tab,
  'docsgen-code': CodeBlock,
};
