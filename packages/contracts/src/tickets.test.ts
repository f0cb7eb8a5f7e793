import { describe, expect, it } from 'vitest';
import { ValidationText } from './checks.js';
import {
  attachmentsSchema,
  checkOptionalEmail,
  checkProblemDate,
  checkTicketMessage,
  checkTicketText,
  latestProblemDate,
  plainTextSchema,
  ticketMoreRequestSchema,
  ticketRateRequestSchema,
} from './tickets.js';

describe('ticket text', () => {
  it('stays as typed, markup included, without control characters', () => {
    const text = plainTextSchema(100);
    expect(text.parse('  <img src=x onerror=alert(1)>  ')).toBe('<img src=x onerror=alert(1)>');
    expect(text.parse('a\r\nb\rc\u0000d\u001be\tf')).toBe('a\nb\ncde\tf');
    expect(text.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(
      ValidationText.textTooLong,
    );
  });
});

describe('attachments', () => {
  it('take a comma list or a list, trimmed, empties dropped, at most 5', () => {
    expect(attachmentsSchema.parse(undefined)).toEqual([]);
    expect(attachmentsSchema.parse(' /uploads/a , ,b ')).toEqual(['/uploads/a', 'b']);
    expect(attachmentsSchema.parse(['a', ' '])).toEqual(['a']);
    expect(attachmentsSchema.safeParse('1,2,3,4,5,6').error?.issues[0]?.message).toBe(
      ValidationText.screenshotsTooMany,
    );
  });
});

describe('reply and follow-up', () => {
  const problem = (input: unknown) =>
    ticketMoreRequestSchema.safeParse(input).error?.issues[0]?.message;

  it('each say what is missing in their own words', () => {
    expect(problem({ ticketId: '1', kind: 'reply', content: ' ' })).toBe(ValidationText.replyEmpty);
    expect(problem({ ticketId: '1', kind: 'followup' })).toBe(ValidationText.followUpRequired);
    expect(ticketMoreRequestSchema.parse({ ticketId: '1', kind: 'reply', content: 'ok' })).toEqual({
      ticketId: 1,
      kind: 'reply',
      content: 'ok',
      attachments: [],
    });
  });
});

describe('rating', () => {
  it.each(['1', '5'])('takes %s stars', (rating) => {
    expect(ticketRateRequestSchema.parse({ ticketId: '3', rating }).rating).toBe(Number(rating));
  });

  it.each(['0', '6', '4.5', 'x', undefined])('refuses %j', (rating) => {
    expect(
      ticketRateRequestSchema.safeParse({ ticketId: '3', rating }).error?.issues[0]?.message,
    ).toBe(ValidationText.ratingInvalid);
  });
});

describe('the ticket form checks', () => {
  it('require the text fields and keep them within their length', () => {
    const check = checkTicketText(5);
    expect(check('  ')).toBe(ValidationText.notEmpty);
    expect(check('abcdef')).toBe(ValidationText.textTooLong);
    expect(check(' abc ')).toBeNull();
  });

  it('take a real problem date up to tomorrow in UTC', () => {
    expect(checkProblemDate('')).toBe(ValidationText.notEmpty);
    expect(checkProblemDate('2025-02-30')).toBe(ValidationText.problemDateInvalid);
    expect(checkProblemDate('2999-01-01')).toBe(ValidationText.problemDateFuture);
    expect(checkProblemDate(latestProblemDate())).toBeNull();
  });

  it('let the e-mail stay empty but check a filled one', () => {
    expect(checkOptionalEmail('')).toBeNull();
    expect(checkOptionalEmail('a@b')).toBe(ValidationText.errorEmail);
    expect(checkOptionalEmail('ada@example.com')).toBeNull();
  });

  it('give a reply and a follow-up their own empty text', () => {
    expect(checkTicketMessage('reply')(' ')).toBe(ValidationText.replyEmpty);
    expect(checkTicketMessage('followup')('')).toBe(ValidationText.followUpRequired);
    expect(checkTicketMessage('reply')('Thanks')).toBeNull();
  });
});
