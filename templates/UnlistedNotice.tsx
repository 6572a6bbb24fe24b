import { strings } from './ui-strings.js';

/** The notice at the top of an unlisted post or doc, as Docusaurus shows it. */
export function UnlistedNotice({ className }: { className: string }) {
  return (
    <div className={`admonition admonition--caution theme-unlisted-banner ${className}`} role="note">
      <p className="admonition__title">{strings.unlistedTitle}</p>
      <div className="admonition__body">
        <p>{strings.unlistedText}</p>
      </div>
    </div>
  );
}
