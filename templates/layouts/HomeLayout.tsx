import { Content, type LayoutProps } from '../../src/theme-api.js';

/** Copy of the home page, from the site's home data file. */
interface HomeData {
  tagline?: string;
  cta?: { label: string; href: string };
  features?: Array<{ title: string; body: string }>;
  quickLinks?: Array<{ label: string; href: string }>;
  quickLinksTitle?: string;
  featuresTitle?: string;
}

/** The home page: a hero with the tagline and a call to action, feature cards, quick links. */
export function HomeLayout({ site, data, content }: LayoutProps) {
  const home = (data.home ?? {}) as HomeData;
  return (
    <div className="home">
      <section className="hero hero--home">
        <div className="container">
          <h1 className="hero__title">{site.title}</h1>
          <p className="hero__tagline" lang={site.contentLang}>
            {home.tagline ?? site.tagline}
          </p>
          {home.cta ? (
            <a className="button button--primary button--lg" href={home.cta.href} lang={site.contentLang}>
              {home.cta.label}
            </a>
          ) : null}
        </div>
      </section>
      <div className="container" lang={site.contentLang}>
        {home.features?.length ? (
          <section className="features" aria-label={home.featuresTitle ?? 'Fitur'}>
            {home.features.map((f) => (
              <div className="feature" key={f.title}>
                <h2 className="feature__title">{f.title}</h2>
                <p>{f.body}</p>
              </div>
            ))}
          </section>
        ) : null}
        {home.quickLinks?.length ? (
          <section className="quick-links" aria-labelledby="quick-links-title">
            <h2 id="quick-links-title">{home.quickLinksTitle ?? 'Tautan cepat'}</h2>
            <ul>
              {home.quickLinks.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {content.html ? <Content content={content} /> : null}
      </div>
    </div>
  );
}
