// Reading time as Docusaurus computes it: word-like segments of the post's Markdown at 200 words
// a minute, shown rounded up ("One min read", "3 min read").
import { describe, expect, it } from 'vitest';
import { readingTime, wordSegmenter } from '../../src/blog/post-text.js';
import { buildSite } from '../helpers/fixture.js';
import { blogConfig } from './blog-site.js';

const sample = [
  'Prettier 3.0: "hello-world" isn’t e.g. a U.S. thing; see https://example.com/a_b?c=1.',
  '```js\r\nconst x = foo(1, 2.5);\r\n```',
  '日本語の文章も数えます。 Ünïcödé wörds, 3.14 and 1,000.',
  '- [x] a list\n\n| a | b |\n|---|---|\n| c | d |',
].join('\n');

describe('reading time', () => {
  it('counts the words Intl.Segmenter finds in the whole text', () => {
    const segmenter = wordSegmenter('en');
    for (const text of [sample, sample.repeat(40), '', '\n\n', 'one']) {
      let words = 0;
      for (const s of segmenter.segment(text)) if (s.isWordLike) words++;
      expect(readingTime(text, segmenter)).toBe(Math.round((words / 200) * 100) / 100);
    }
  });

  it('is shown on posts rounded up', async () => {
    const words = (n: number): string => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const site = await buildSite({
      'docsgen.config.ts': blogConfig('{ onUntruncatedBlogPosts: "ignore" }'),
      'docs/intro.md': '# Intro\n',
      'static/img/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'blog/2024-01-01-short.md': `# Short\n\n${words(150)}\n`,
      'blog/2024-01-02-long.md': `# Long\n\n${words(450)}\n`,
    });
    expect(site.errors).toEqual([]);
    expect(await site.read('blog/2024/01/01/short/index.html')).toContain('· <span>One min read</span>');
    expect(await site.read('blog/2024/01/02/long/index.html')).toContain('· <span>3 min read</span>');
    await site.cleanup();
  });
});
