import {
  Code,
  codeMessages,
  ValidationText,
  type TicketDetail,
  type TicketMessage,
} from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, session } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { sessionStore } from '../../auth';
import { TicketDetailView } from './ticket-detail';

const AT = Date.UTC(2026, 10, 20, 10, 30);
const answer: TicketMessage = {
  messageId: 2,
  author: 'support',
  kind: 'answer',
  body: 'Please update the game.\nThen try again.',
  date: AT + 3_600_000,
  attachments: [],
};

const ticket = (patch: Partial<TicketDetail> = {}): TicketDetail => ({
  ticketId: 9,
  ticketNo: 'T20261120ABCDEF',
  typeId: 3,
  typeName: 'Bug report',
  appId: 1003,
  appName: 'Star Hopper',
  server: 'EU-2',
  characterName: 'Nova',
  problemDate: '2026-11-20',
  description: '<img src=x onerror=alert(1)>\nSecond line',
  email: 'ada@example.com',
  status: 'Pending',
  rating: null,
  createdAt: AT,
  updatedAt: AT,
  attachments: ['/uploads/a', '/uploads/b'],
  messages: [],
  canReply: true,
  canRate: false,
  ...patch,
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
      const line: TicketMessage = {
        messageId: 3,
        author: 'player',
        kind: 'followup',
        body: params.content ?? '',
        date: AT + 60_000,
        attachments: [],
      };
      current = { ...current, messages: [...current.messages, line] };
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
      ticketId: '9',
      kind: 'followup',
      content: 'Any news?',
      attachments: '',
    });
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('replies to an answer, with its own empty text', async () => {
    current = ticket({ status: 'Answered', messages: [answer], canRate: true });
    await show();
    expect(screen.getByText('Support team')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reply to the answer' }).ariaPressed).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(ValidationText.replyEmpty)).toBeTruthy();
  });

  it('takes no more replies once closed', async () => {
    current = ticket({ status: 'Closed', canReply: false });
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
    current = ticket({ status: 'Answered', messages: [answer], canRate: true });
    api.on('/api/user/query/instantRate', ({ params }) => {
      current = { ...current, rating: Number(params.rating) };
      return { data: { ticketId: 9, rating: Number(params.rating) } };
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
      ticketId: '9',
      rating: '5',
    });
  });

  it('says why a rating was refused', async () => {
    current = ticket({ status: 'Answered', messages: [answer], canRate: true });
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
