// Chinese and Japanese are written without spaces between words: a word is found in the middle
// of a sentence, in a site of any content language, and marked in the excerpt; a query is never
// matched by a page that holds its characters only apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type FixtureBuild } from '../helpers/fixture.js';
import { cjkPairs, rawTokens } from '../../src/client/search/analyzer/tokenize.js';
import { excerpt } from '../../src/client/search/excerpt.js';
import { firstSections, openBuiltSearch } from './helpers.js';

describe('Chinese and Japanese text', () => {
  it('is cut into overlapping pairs of characters, beside the words of other scripts', () => {
    expect(rawTokens('アバターに陰影をベイクします。API を使う')).toEqual([...cjkPairs('アバターに陰影をベイクします'), 'API', ...cjkPairs('を使う')]);
    expect(cjkPairs('シェーダー')).toEqual(['シェ', 'ェー', 'ーダ', 'ダー']);
    expect(rawTokens('Docusaurusは便利')).toEqual(['Docusaurus', 'は便', '便利']);
    expect(rawTokens('中')).toEqual(['中']);
  });

  it('marks the matched characters of an excerpt as one mark, with no spaces added', () => {
    const parts = excerpt('アバターに陰影をベイクします。', new Set(['ベイ', 'イク']), (w) => [w]);
    expect(parts).toEqual([
      { text: '… ターに陰影を', mark: false },
      { text: 'ベイク', mark: true },
      { text: 'します。', mark: false },
    ]);
  });

  describe('in a built site', () => {
    let site: FixtureBuild;
    beforeAll(async () => {
      site = await buildSite({
        'docsgen.config.ts': "export default { title: 'S', url: 'https://example.com' };\n",
        'docs/bake.md': '# ライティング\n\n照明の設定。\n\n## 手動ベイク\n\nアバターに陰影をベイクします。シェーダーを選択してください。\n',
        'docs/zh.md': '# 中文\n\n简介。\n\n## 测试\n\n这是一个搜索测试页面。\n',
        'docs/apart.md': '# 別々\n\nベッドとイクラとクジラ。\n',
      });
      expect(site.errors).toEqual([]);
    });
    afterAll(() => site?.cleanup());

    it('finds a word inside a sentence, and not its characters apart', async () => {
      const search = openBuiltSearch(site.outDir);
      expect(firstSections((await search.search('ベイク'))!)).toEqual(['/docs/bake#手動ベイク']);
      expect(firstSections((await search.search('シェーダー '))!)).toEqual(['/docs/bake#手動ベイク']);
      expect(firstSections((await search.search('搜索'))!)).toEqual(['/docs/zh#测试']);
      // The first character typed finds the words that start with it.
      expect(firstSections((await search.search('陰'))!)).toEqual(['/docs/bake#手動ベイク']);
      const [hit] = (await search.search('ベイク'))!;
      expect(hit!.sections[0]!.excerpt.filter((p) => p.mark).map((p) => p.text)).toEqual(['ベイク']);
    });
  });
});
