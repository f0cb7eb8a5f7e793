import { describe, expect, it } from 'vitest';
import { htmlToText, sanitiseHtml } from './html.js';

describe('sanitiseHtml', () => {
  it('keeps formatting and opens links apart from the site, whatever the link asked for', () => {
    const clean = sanitiseHtml(
      '<p>Read <a href="https://example.com/a" target="_self" rel="opener">this</a></p>',
    );
    expect(clean).toBe(
      '<p>Read <a href="https://example.com/a" target="_blank" rel="noopener noreferrer">this</a></p>',
    );
  });

  it('drops scripts, event handlers and script addresses', () => {
    const clean = sanitiseHtml(
      '<p onclick="x()">Hi<script>alert(1)</script><img src="https://a.example/i.png" onerror="x()"><a href="javascript:alert(1)">go</a></p>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript/i);
    expect(clean).toContain('<img src="https://a.example/i.png" />');
  });

  it('reads as plain text with the blocks apart', () => {
    expect(htmlToText('<p>One</p><p>Two &amp; three</p>')).toBe('One Two & three');
  });
});
