import { describe, expect, it } from 'vitest';
import { adminGiftCreateRequestSchema, GIFT_CODE_MAX, parseGiftCodesCsv } from './admin-gifts.js';

const reasons = (text: string) =>
  parseGiftCodesCsv(text).rejected.map((line) => [line.line, line.reason]);

describe('parseGiftCodesCsv', () => {
  it('reads one code per line from the first column, any line ending, BOM and header', () => {
    const parsed = parseGiftCodesCsv('\uFEFFCODE,batch\r\nA-1,x\rA-2\n"A,3",y\n"A""4"\n\n');
    expect(parsed.accepted).toEqual([
      { line: 2, code: 'A-1' },
      { line: 3, code: 'A-2' },
      { line: 4, code: 'A,3' },
      { line: 5, code: 'A"4' },
    ]);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.lines).toBe(4);
  });

  it('takes a first line that is a code as a code', () => {
    expect(parseGiftCodesCsv('codes-1\n').accepted).toEqual([{ line: 1, code: 'codes-1' }]);
  });

  it('reports each bad line with its number and reason', () => {
    expect(reasons(`A\n\n  \n${'B'.repeat(GIFT_CODE_MAX + 1)}\nC D\nCé\n"open\nA\n`)).toEqual([
      [2, 'empty'],
      [3, 'empty'],
      [4, 'too_long'],
      [5, 'invalid_characters'],
      [6, 'invalid_characters'],
      [7, 'unbalanced_quotes'],
      [8, 'duplicate_in_file'],
    ]);
  });

  it('cuts a long rejected code in the report', () => {
    const [line] = parseGiftCodesCsv('X'.repeat(500)).rejected;
    expect(line?.code).toBe(`${'X'.repeat(GIFT_CODE_MAX)}…`);
  });

  it('finds no line in an empty file', () => {
    expect(parseGiftCodesCsv('\n\r\n')).toEqual({ accepted: [], rejected: [], lines: 0 });
  });
});

describe('a new gift', () => {
  it('ends after it starts', () => {
    const now = Date.now();
    expect(
      adminGiftCreateRequestSchema.safeParse({ appId: 1, title: 'x', startsAt: now, endsAt: now })
        .success,
    ).toBe(false);
    expect(
      adminGiftCreateRequestSchema.safeParse({ appId: 1, title: 'x', endsAt: null }).success,
    ).toBe(true);
  });
});
