import { describe, expect, it } from 'vitest';
import {
  adminGameCreateRequestSchema,
  catalogueImageSchema,
  httpsUrlSchema,
  slideLinkSchema,
} from './admin-catalogue.js';

const accepts = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: string) =>
  schema.safeParse(value).success;

describe('catalogue addresses', () => {
  it.each([
    ['https://games.example.com/play/', true],
    ['https://games.example.com/play/?lang=en#top', true],
    ['http://games.example.com/', false],
    ['https://localhost/', false],
    ['https://user:secret@games.example.com/', false],
    ['javascript:alert(1)', false],
    ['/hosted/1/v1/', false],
    ['', false],
  ])('a game address %s: %s', (value, ok) => expect(accepts(httpsUrlSchema, value)).toBe(ok));

  it.each([
    ['/artwork/abc.png', true],
    ['/neon-snake/art/banner.svg', true],
    ['https://cdn.example.com/a.png', true],
    ['http://localhost:8081/artwork/abc.png', true],
    ['//cdn.example.com/a.png', false],
    ['/../etc/passwd', false],
    ['/art\\x.png', false],
    ['data:image/png;base64,AAAA', false],
    ['https://u:p@cdn.example.com/a.png', false],
    ['', false],
  ])('a picture %s: %s', (value, ok) => expect(accepts(catalogueImageSchema, value)).toBe(ok));

  it.each([
    ['/news', true],
    ['/pc/game/1001', true],
    ['https://community.example.com/', true],
    ['http://community.example.com/', false],
    ['//evil.example.com/', false],
    ['javascript:alert(1)', false],
  ])('a banner link %s: %s', (value, ok) => expect(accepts(slideLinkSchema, value)).toBe(ok));
});

describe('a new game', () => {
  it('keeps names on one line, drops empty steps and repeated categories', () => {
    const game = adminGameCreateRequestSchema.parse({
      name: ' Space\n\tRace ',
      howToPlay: ['Jump.', '  ', 'Run.'],
      categories: ['hot', 'hot', 'new'],
    });
    expect(game).toMatchObject({
      name: 'Space Race',
      howToPlay: ['Jump.', 'Run.'],
      categories: ['hot', 'new'],
      tags: [],
      screenType: 0,
      briefIntro: '',
    });
  });
});
