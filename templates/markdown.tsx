/** How elements of rendered Markdown look: admonitions, tabs, code blocks, heading anchors. */
import { Children, isValidElement, useId, type ReactNode, type ReactElement } from 'react';
import { strings } from './ui-strings.js';
import { CopyIcon } from './Icons.js';

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
function heading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
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

function Admonition({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  return (
    <div className={`admonition admonition--${type}`}>
      <p className="admonition__title">{title ?? strings.admonition[type] ?? type}</p>
      <div className="admonition__body">{children}</div>
    </div>
  );
}

function Tab({ children }: { label: string; value: string; children?: ReactNode }) {
  return <>{children}</>;
}

/**
 * WAI-ARIA tabs. Without JavaScript the tab list is hidden and every panel shows, each under
 * its label; the client script turns them into tabs and syncs the choice per group.
 */
function Tabs({ group, children }: { group?: string; children?: ReactNode }) {
  const base = `tabs${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const tabs = Children.toArray(children).filter(isValidElement) as Array<ReactElement<{ label: string; value: string; children?: ReactNode }>>;
  return (
    <div className="tabs" data-group={group || undefined}>
      <div className="tabs__list" role="tablist">
        {tabs.map((tab, i) => (
          <button
            key={tab.props.value}
            type="button"
            role="tab"
            className="tabs__tab"
            id={`${base}-tab-${tab.props.value}`}
            aria-controls={`${base}-panel-${tab.props.value}`}
            aria-selected={i === 0 ? 'true' : 'false'}
            tabIndex={i === 0 ? 0 : -1}
            data-value={tab.props.value}
          >
            {tab.props.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.props.value}
          className={i === 0 ? 'tabs__panel is-active' : 'tabs__panel'}
          role="tabpanel"
          id={`${base}-panel-${tab.props.value}`}
          aria-labelledby={`${base}-tab-${tab.props.value}`}
          data-value={tab.props.value}
          tabIndex={0}
        >
          <p className="tabs__panel-label">{tab.props.label}</p>
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}

function CodeBlock({ language, title, numbered, children }: { language: string; title?: string; numbered?: string; children?: ReactNode }) {
  return (
    <div className={`code-block${numbered ? ' code-block--numbered' : ''}`}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        <pre className="code-block__pre" tabIndex={0}>
          <code className={`hljs language-${language}`}>{children}</code>
        </pre>
        <button className="code-block__copy" type="button" title={strings.copy} aria-label={strings.copyCode}>
          <CopyIcon />
        </button>
      </div>
    </div>
  );
}

export const components = {
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  'docsgen-admonition': Admonition,
  'docsgen-tabs': Tabs,
  'docsgen-tab': Tab,
  'docsgen-code': CodeBlock,
};
