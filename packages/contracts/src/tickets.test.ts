import { describe, expect, it } from 'vitest';
import { ValidationText } from './checks.js';
import {
  attachmentsSchema,
  attachmentsText,
  ConvType,
  NO_TEXT_PLACEHOLDER,
  occurTimeOf,
  occurTimeSchema,
  playerMessageKindOf,
  QUERY_STATUS_OF,
  QueryStatus,
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
  it("take the publisher's JSON text or a list, trimmed, empties dropped, at most 5", () => {
    expect(attachmentsSchema.parse(undefined)).toEqual([]);
    expect(attachmentsSchema.parse('[]')).toEqual([]);
    expect(
      attachmentsSchema.parse('[{"attachmentName":"a.png","attachmentUrl":" /uploads/a "}]'),
    ).toEqual(['/uploads/a']);
    expect(attachmentsSchema.parse([{ attachmentUrl: 'b' }, { attachmentUrl: ' ' }])).toEqual([
      'b',
    ]);
    expect(attachmentsSchema.safeParse('/uploads/a,b').error?.issues[0]?.message).toBe(
      ValidationText.screenshotNotUploaded,
    );
    expect(
      attachmentsSchema.safeParse(attachmentsText(['1', '2', '3', '4', '5', '6'])).error?.issues[0]
        ?.message,
    ).toBe(ValidationText.screenshotsTooMany);
  });
});

describe("statuses and lines in the publisher's numbers", () => {
  it('map the six statuses onto 0 processing, 1 answered, 2 completed', () => {
    expect(QueryStatus).toEqual({ processing: 0, answered: 1, completed: 2 });
    expect(QUERY_STATUS_OF).toEqual({
      Pending: 0,
      Processing: 0,
      Answered: 1,
      Resolved: 1,
      Completed: 2,
      Closed: 2,
    });
    expect(ConvType).toEqual({ player: 0, support: 1 });
    expect(playerMessageKindOf('Answered')).toBe('reply');
    expect(playerMessageKindOf('Pending')).toBe('followup');
  });

  it('read occurTime as the day in UTC', () => {
    expect(occurTimeSchema.parse(String(Date.UTC(2025, 0, 2)))).toBe('2025-01-02');
    expect(occurTimeOf('2025-01-02')).toBe(Date.UTC(2025, 0, 2));
    expect(occurTimeSchema.safeParse('2025-01-02').error?.issues[0]?.message).toBe(
      ValidationText.problemDateInvalid,
    );
  });
});

describe('morequery', () => {
  it('takes queryId and queryContent; the placeholder text counts as none', () => {
    expect(ticketMoreRequestSchema.parse({ queryId: '1', queryContent: ' ok ' })).toEqual({
      queryId: 1,
      queryContent: 'ok',
      attachments: [],
    });
    expect(
      ticketMoreRequestSchema.parse({ queryId: '1', queryContent: NO_TEXT_PLACEHOLDER })
        .queryContent,
    ).toBe('');
  });
});

describe('rating', () => {
  it('takes replyContentId and rate 1 to 5', () => {
    expect(ticketRateRequestSchema.parse({ replyContentId: '7', rate: '5' })).toEqual({
      replyContentId: 7,
      rate: 5,
    });
    expect(ticketRateRequestSchema.safeParse({ replyContentId: '7', rate: '6' }).success).toBe(
      false,
    );
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
