import { describe, expect, it } from 'vitest';
import { listHeading } from './games-list';

describe('listHeading', () => {
  it('names the category and the tag chosen', () => {
    expect(listHeading()).toBe('All games');
    expect(listHeading('hot')).toBe('Hot games');
    expect(listHeading('others')).toBe('Other games');
    expect(listHeading(undefined, 'Puzzle')).toBe('All games tagged #Puzzle');
    expect(listHeading('new', 'Arcade')).toBe('New games tagged #Arcade');
  });
});
