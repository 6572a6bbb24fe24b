import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'API documentation',
  tagline: 'Dokumentasi API top up game dan voucher untuk developer.',
  url: 'https://docs.apigames.id',
  baseUrl: '/',
  lang: 'en',
  contentLang: 'id',
  favicon: 'img/favicon.svg',
  // The card link previews show (og:image) for every page.
  image: 'img/social-card.png',
  homeData: 'home.json',
  navbar: {
    items: [{ label: 'Dokumentasi API', to: '/docs/intro' }],
  },
  footer: {
    style: 'light',
    copyright: 'Copyright © 2025 APIGames. Built with docsgen.',
  },
  colorMode: { defaultMode: 'light' },
  // The built site goes to the repository's build/ folder, outside the content.
  outDir: '../build',
});
