/** Small inline icons; decorative, hidden from assistive technology. */
export function SunIcon() {
  return (
    <svg className="icon icon--sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"
      />
    </svg>
  );
}

export function MoonIcon() {
  return (
    <svg className="icon icon--moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M20.7 14.6A8.6 8.6 0 0 1 9.4 3.3a8.9 8.9 0 1 0 11.3 11.3z" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function CopyIcon() {
  return (
    <svg className="icon icon--copy" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path fill="none" stroke="currentColor" strokeWidth="2" d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg className="icon icon--check" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="M4.5 12.5l5 5 10-11" />
    </svg>
  );
}

/** The drawing of each kind of admonition icon (24 × 24, stroked). */
const ADMONITION_PATHS = {
  note: ['M4 20h4L18.5 9.5a2.1 2.1 0 0 0-3-3L5 17v3z', 'M13.5 8.5l2 2'],
  tip: ['M9 18h6M10 21h4', 'M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2v.2h5.2v-.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z'],
  info: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 11v6M12 7.5v.2'],
  success: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M8 12.5l2.8 2.8 5.7-5.8'],
  warning: ['M12 3.5L2.5 20h19L12 3.5z', 'M12 10v4.5M12 17.3v.2'],
  danger: ['M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3z', 'M12 7.5v5.5M12 16.3v.2'],
};

/** Which drawing each admonition type uses: the same family as its colours. */
const ADMONITION_ICON: Record<string, keyof typeof ADMONITION_PATHS> = {
  note: 'note',
  secondary: 'note',
  tip: 'tip',
  success: 'success',
  info: 'info',
  important: 'info',
  caution: 'warning',
  warning: 'warning',
  danger: 'danger',
};

export function AdmonitionIcon({ type }: { type: string }) {
  const kind = ADMONITION_ICON[type] ?? 'note';
  return (
    <svg
      className={`icon admonition__icon admonition__icon--${kind}`}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ADMONITION_PATHS[kind].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export function EditIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-3-3L5 17v3zM13.5 8.5l2 2"
      />
    </svg>
  );
}

/** Marks a link that leaves the site (navbar, footer, sidebar; `@theme/Icon/ExternalLink` in MDX). */
export function ExternalLinkIcon({ width = 13.5, height = 13.5 }: { width?: number; height?: number }) {
  return (
    <svg className="icon-external" viewBox="0 0 24 24" width={width} height={height} aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M14 3.5h6.5V10M20.5 3.5l-9.5 9.5M17.5 14v5.5a1 1 0 0 1-1 1h-12a1 1 0 0 1-1-1v-12a1 1 0 0 1 1-1H10"
      />
    </svg>
  );
}
