import {
  Code,
  codeMessages,
  ValidationText,
  type TicketConv,
  type TicketDetail,
} from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, session } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { sessionStore } from '../../auth';
import { TicketDetailView } from './ticket-detail';

const AT = Date.UTC(2026, 10, 20, 10, 30);
const question: TicketConv = {
  convContentId: 0,
  convType: 0,
  convKind: 'question',
  convTime: AT,
  convContent: '<img src=x onerror=alert(1)>\nSecond line',
  convRate: 0,
  convUserIconUrl: '',
  attachment: [{ attachmentUrl: '/uploads/a' }, { attachmentUrl: '/uploads/b' }],
};
const answer: TicketConv = {
  convContentId: 2,
  convType: 1,
  convKind: 'answer',
  convTime: AT + 3_600_000,
  convContent: 'Please update the game.\nThen try again.',
  convRate: 0,
  convUserIconUrl: '',
  attachment: [],
};

const ticket = (patch: Partial<TicketDetail> = {}): TicketDetail => ({
  queryId: 9,
  ticketNo: 'T20261120ABCDEF',
  ticketTypeId: 3,
  ticketTypeName: 'Bug report',
  appId: 1003,
  appName: 'Star Hopper',
  serverName: 'EU-2',
  roleName: 'Nova',
  occurTime: Date.UTC(2026, 10, 20),
  email: 'ada@example.com',
  queryStatus: 0,
  queryStatusName: 'Pending',
  rating: null,
  createdAt: AT,
  updatedAt: AT,
  queryConvDetail: [question],
  page: 1,
  pageSize: 50,
  total: 1,
  hasMore: false,
  canReply: true,
  canRate: false,
  ...patch,
});

const answered = () =>
  ticket({
    queryStatus: 1,
    queryStatusName: 'Answered',
    queryConvDetail: [question, answer],
    total: 2,
    canRate: true,
  });

describe('a ticket', () => {
  let api: ReturnType<typeof fakeApi>;
  let current: TicketDetail;

  beforeEach(() => {
    // jsdom has no CSS.escape, which the keyboard's walk through a radio group uses.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
    current = ticket();
    api = fakeApi({ '/api/user/query/detail': () => ({ data: current }) });
    sessionStore.login(session(), { announce: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  const show = async (created?: string) => {
    renderWithProviders(<TicketDetailView ticketId={9} created={created} />);
    await screen.findByRole('heading', { name: current.ticketNo });
  };

  it('shows the question as text, markup and line breaks kept, with its screenshots', async () => {
    await show('T20261120ABCDEF');
    expect(screen.getByText(/has been sent/).textContent).toContain(
      'Your ticket T20261120ABCDEF has been sent.',
    );
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    const question = within(conversation).getAllByRole('listitem')[0];
    expect(question?.textContent).toContain('<img src=x onerror=alert(1)>\nSecond line');
    expect(conversation.querySelector('img[src="x"]')).toBeNull();
    expect(
      within(conversation)
        .getAllByRole('img', { name: /^Screenshot/ })
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/uploads/a', '/uploads/b']);
    expect(screen.getByText('Pending').dataset.status).toBe('Pending');
  });

  it('asks a follow-up question and reloads the conversation', async () => {
    api.on('/api/user/query/morequery', ({ params }) => {
      const line: TicketConv = {
        convContentId: 3,
        convType: 0,
        convKind: 'followup',
        convTime: AT + 60_000,
        convContent: params.queryContent ?? '',
        convRate: 0,
        convUserIconUrl: '',
        attachment: [],
      };
      current = { ...current, queryConvDetail: [...current.queryConvDetail, line] };
      return { data: line };
    });
    await show();
    const box = screen.getByLabelText('Your follow-up question');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(ValidationText.followUpRequired)).toBeTruthy();
    await userEvent.type(box, 'Any news?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Any news?');
    expect(api.callsTo('/api/user/query/morequery')[0]?.params).toMatchObject({
      queryId: '9',
      queryContent: 'Any news?',
      attachments: '[]',
    });
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('replies to an answer, with its own empty text', async () => {
    current = answered();
    await show();
    expect(screen.getByText('Support team')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reply to the answer' })).toBeTruthy();
    expect(screen.getByLabelText('Your reply')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(ValidationText.replyEmpty)).toBeTruthy();
  });

  it('takes no more replies once closed', async () => {
    current = ticket({ queryStatus: 2, queryStatusName: 'Closed', canReply: false });
    await show();
    expect(screen.getByRole('note').textContent).toContain(codeMessages[Code.TICKET_CLOSED]);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('shows the rating prompt only once support has answered', async () => {
    await show();
    expect(screen.getByText(codeMessages[Code.TICKET_NOT_ANSWERED])).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Rate the answer' })).toBeNull();
  });

  it('rates an answer with five stars chosen by keyboard', async () => {
    current = answered();
    api.on('/api/user/query/instantRate', ({ params }) => {
      const rate = Number(params.rate);
      current = {
        ...current,
        rating: rate,
        updatedAt: AT + 7_200_000,
        queryConvDetail: [question, { ...answer, convRate: rate }],
      };
      return { data: { replyContentId: 2, rate } };
    });
    await show();
    expect(screen.getByText(/please give us 5 stars/)).toBeTruthy();
    const rate = screen.getByRole('button', { name: 'Rate' });
    expect(rate).toHaveProperty('disabled', true);
    screen.getByRole('radio', { name: '1 star' }).focus();
    await userEvent.keyboard(' {ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '5 stars' }).checked).toBe(true);
    await userEvent.click(rate);
    await screen.findByText(/You rated this answer 5 of 5 stars/);
    expect(api.callsTo('/api/user/query/instantRate')[0]?.params).toMatchObject({
      replyContentId: '2',
      rate: '5',
    });
  });

  it('says why a rating was refused', async () => {
    current = answered();
    api.on('/api/user/query/instantRate', () => ({
      code: Code.TICKET_NOT_ANSWERED,
      msg: codeMessages[Code.TICKET_NOT_ANSWERED],
    }));
    await show();
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rate' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      codeMessages[Code.TICKET_NOT_ANSWERED],
    );
  });

  it('says so when the ticket is not the player’s', async () => {
    api.on('/api/user/query/detail', () => ({
      code: Code.RECORD_NOT_FOUND,
      msg: codeMessages[Code.RECORD_NOT_FOUND],
    }));
    renderWithProviders(<TicketDetailView ticketId={9} />);
    expect(
      await screen.findByRole('heading', { name: codeMessages[Code.RECORD_NOT_FOUND] }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my tickets' })).toBeTruthy();
  });
});
