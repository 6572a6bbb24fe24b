/** `@docusaurus/useDocusaurusContext`: the site config as Docusaurus exposes it. */
import { dir, messages } from 'docsgen/site-locale';
import { renderContext, type DocusaurusI18n, type SiteConfigView } from './render-context.js';

export interface DocusaurusContext {
  siteConfig: SiteConfigView;
  siteMetadata: { docusaurusVersion: string; siteVersion?: string; pluginVersions: Record<string, unknown> };
  globalData: Record<string, unknown>;
  i18n: DocusaurusI18n;
  codeTranslations: Record<string, string>;
}

export default function useDocusaurusContext(): DocusaurusContext {
  const { siteConfig } = renderContext();
  const locale = typeof siteConfig.lang === 'string' ? siteConfig.lang : 'en';
  return {
    siteConfig,
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    globalData: {},
    i18n: siteConfig.i18n ?? {
      defaultLocale: locale,
      locales: [locale],
      currentLocale: locale,
      localeConfigs: { [locale]: { label: locale, direction: dir, htmlLang: locale, path: locale } },
    },
    codeTranslations: { ...messages },
  };
}
