/**
 * Reference tables and badges. Markdown conventions, no MDX needed:
 * - a table with a header row and three or more columns becomes a stack of cards on narrow
 *   screens (each cell under its column's name, from `data-label`);
 * - a column headed "Required" (or "Wajib", as in Indonesian docs) shows its cells as badges:
 *   yes / no / anything else (e.g. "Belum pasti") each have their colour;
 * - the method that starts the first line of an `http` code block (`POST https://…`) is a
 *   method badge.
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
const REQUIRED_HEADERS = new Set(['required', 'wajib', 'mandatory']);
const YES = new Set(['yes', 'y', 'true', 'required', 'ya', 'wajib', '✓', '✔']);
const NO = new Set(['no', 'n', 'false', 'optional', 'tidak', 'opsional', '-', '–', '—']);

type Props = { children?: ReactNode; className?: string; [key: string]: unknown };
type El = ReactElement<Props>;

/** The text of a cell. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) return textOf((node.props as Props).children);
  return '';
}

const elements = (node: ReactNode): El[] => Children.toArray(node).filter(isValidElement) as El[];

/** The badge of a cell of a "Required" column. */
function requiredBadge(cell: ReactNode): ReactNode {
  const word = textOf(cell).trim().toLowerCase();
  if (!word) return cell;
  const kind = YES.has(word) ? 'required' : NO.has(word) ? 'optional' : 'unknown';
  return <span className={`badge badge--${kind}`}>{cell}</span>;
}

/** A Markdown table: breakable long code in its cells; column names on each cell (for the stacked layout) and badges. */
export function Table({ children }: { children?: ReactNode }) {
  const parts = elements(children);
  const head = parts.find((p) => p.type === 'thead');
  const headRow = head ? elements(head.props.children)[0] : undefined;
  const labels = headRow ? elements(headRow.props.children).map((th) => textOf(th.props.children).trim()) : [];
  const stacked = labels.length >= 3;
  const required = stacked ? labels.findIndex((l) => REQUIRED_HEADERS.has(l.toLowerCase())) : -1;
  const cell = (td: El, i: number): El =>
    cloneElement(
      td,
      stacked ? { 'data-label': labels[i] ?? '', ...(i === required ? { className: 'cell--required' } : {}) } : {},
      i === required ? requiredBadge(td.props.children) : Children.map(td.props.children, breakableCode),
    );
  const rows = (group: El): El =>
    group.type === 'tbody'
      ? cloneElement(
          group,
          {},
          elements(group.props.children).map((tr) => cloneElement(tr, {}, elements(tr.props.children).map(cell))),
        )
      : group;
  return <table className={stacked ? 'table--stack' : undefined}>{parts.map(rows)}</table>;
}

/** Where long code may break: after a run of these characters. */
const BREAK_AFTER = /([_\-/=&:.,)]+)/;

/**
 * Long inline code in a cell may break after `_`, `-`, `/`, `=`, `&`, `:`, `.`, `,` or `)`, so
 * `md5(merchant_id:secret_key)` wraps at its parts and its column need not be wider than the
 * longest part (a table then fits its column instead of hiding its last ones). A run of them
 * (`--`, `://`) stays whole, and one that starts a word (a flag's `--`) keeps to that word.
 */
function breakableCode(node: ReactNode): ReactNode {
  if (!isValidElement(node)) return node;
  const el = node as El;
  const text = el.props.children;
  if (el.type !== 'code' || typeof text !== 'string' || text.length <= 12) return node;
  const parts = text.split(BREAK_AFTER);
  const out: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const before = parts[i]!;
    out.push(before + (parts[i + 1] ?? ''));
    if (parts[i + 2] && before !== '' && !/\s$/.test(before)) out.push(<wbr key={i} />);
  }
  return cloneElement(el, {}, ...out);
}

/** The first line of an `http` code block with its method as a badge (the copied text is unchanged). */
export function withMethodBadge(lines: ReactNode): ReactNode {
  const all = Children.toArray(lines);
  const first = all[0];
  if (!isValidElement(first)) return lines;
  const line = first as El;
  const [head, ...rest] = Children.toArray(line.props.children);
  const m = typeof head === 'string' ? /^([A-Z]+)(\s[\s\S]*)$/.exec(head) : null;
  if (!m || !HTTP_METHODS.has(m[1]!)) return lines;
  const badge = <span className={`method method--${m[1]!.toLowerCase()}`}>{m[1]}</span>;
  return [cloneElement(line, {}, badge, m[2], ...rest), ...all.slice(1)];
}
