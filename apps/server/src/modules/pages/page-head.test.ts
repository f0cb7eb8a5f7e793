import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX,
  escapeHtml,
  fillPage,
  scriptJson,
  shortDescription,
} from './page-head.js';

describe('page head text', () => {
  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('writes JSON that cannot close its script element and still means the same', () => {
    const value = { name: '</script><!-- \u2028 & >' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('shortens a description to one line at a word', () => {
    expect(shortDescription('  Two\n lines ')).toBe('Two lines');
    const long = shortDescription('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(long).toMatch(/word…$/);
  });

  it('puts the head in place of the site’s title and description, `$` and all', () => {
    const page = '<head><meta name="description" content="site" /><title>Site</title></head>';
    expect(fillPage(page, "<title>$' $&</title>")).toBe(
      "<head>    <title>$' $&</title>\n  </head>",
    );
    expect(fillPage(page, null)).toBe(page);
  });
});
