// A site's own React code may write its CSS into the page as <style> elements (emotion,
// styled-components): the Content-Security-Policy then allows inline styles, as it allows the
// style attributes that code renders; a site without such code keeps the strict policy.
import { describe, expect, it } from 'vitest';
import { buildSite, minimalSite } from '../helpers/fixture.js';

const policy = (headers: string): string => /Content-Security-Policy: (.*)/.exec(headers)![1]!;

describe('<style> elements of the site’s own code', () => {
  it("widen style-src to 'unsafe-inline' only when a page renders one", async () => {
    const site = await buildSite({
      ...minimalSite,
      'pages/styled.js': 'export default function Styled() { return <main><style>{\'.red { color: red }\'}</style><p className="red">Red.</p></main>; }\n',
    });
    try {
      expect(site.errors).toEqual([]);
      expect(await site.read('styled/index.html')).toContain('<style>.red { color: red }</style>');
      expect(policy(await site.read('_headers'))).toContain("style-src 'self' 'unsafe-inline';");
      const plain = await buildSite({ ...minimalSite, 'pages/plain.js': 'export default function Plain() { return <main><p>Plain.</p></main>; }\n' });
      try {
        expect(plain.errors).toEqual([]);
        expect(policy(await plain.read('_headers'))).toContain("style-src 'self';");
      } finally {
        await plain.cleanup();
      }
    } finally {
      await site.cleanup();
    }
  });
});
