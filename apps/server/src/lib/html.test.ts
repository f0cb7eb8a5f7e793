import { describe, expect, it } from 'vitest';
import { htmlToText, pointsAtApi, sanitiseHtml } from './html.js';

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

describe('pointsAtApi', () => {
  it.each([
    '/api/user/profile/update?nickname=x',
    'api/user/privacy/agree',
    'http://localhost:8080/api/user/privacy/agree',
    'https://playhaven.example/API/user/logout/h5',
    '//playhaven.example/api/user/logout/h5',
    '/%61pi/user/logout/h5',
    '/%2561pi/user/logout/h5',
    '/pc/../api/user/logout/h5',
    '/./api',
    '\\api\\user\\logout\\h5',
    '/%E0%A4%A/api',
  ])('counts %s', (src) => {
    expect(pointsAtApi(src)).toBe(true);
  });

  it.each(['https://cdn.example/picture.png', '/artwork/banner.png', '/apis.png', 'data.png'])(
    'lets %s through',
    (src) => {
      expect(pointsAtApi(src)).toBe(false);
    },
  );

  it('drops such images from rich text and keeps the others', () => {
    const clean = sanitiseHtml(
      '<p>Hi<img src="/api/user/profile/update?nickname=x"><img src="https://cdn.example/a.png"></p>',
    );
    expect(clean).toBe('<p>Hi<img src="https://cdn.example/a.png" /></p>');
  });
});
