import { Code, MAX_UPLOAD_BYTES, ValidationText } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, session } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { sessionStore } from '../../auth';
import { NewTicketForm } from './new-ticket-form';

const png = (name: string, size = 64) => {
  const file = new File([new Uint8Array(1)], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const errorOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

const TYPES = {
  ticketTypeList: [
    { ticketTypeId: 1, ticketTypeName: 'Account' },
    { ticketTypeId: 3, ticketTypeName: 'Bug report' },
  ],
};
const APPS = { appList: [{ appId: 1003, appName: 'Star Hopper', appIconUrl: '/x.svg' }] };

describe('the new ticket form', () => {
  let api: ReturnType<typeof fakeApi>;
  let uploads = 0;
  const onCreated = vi.fn();

  beforeEach(() => {
    uploads = 0;
    onCreated.mockReset();
    api = fakeApi({
      '/api/user/query/tickettypelist': () => ({ data: TYPES }),
      '/api/user/query/applist': () => ({ data: APPS }),
      '/api/user/client/upload': () => ({ data: { attachUrl: `/uploads/shot${++uploads}` } }),
    });
    let preview = 0;
    // jsdom has no object URLs; a preview only needs an address.
    URL.createObjectURL = () => `blob:${++preview}`;
    URL.revokeObjectURL = vi.fn();
    sessionStore.login(session({ email: 'ada@example.com' }), { announce: false });
    renderWithProviders(<NewTicketForm onCreated={onCreated} />, { path: '/pc/support/new' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks each required field when it loses focus, with the texts of section 5', async () => {
    for (const label of ['Server', 'Character name', 'Description', 'Problem type']) {
      const field = screen.getByLabelText(label);
      await userEvent.click(field);
      await userEvent.tab();
      expect(errorOf(field), label).toBe(ValidationText.notEmpty);
    }
    const email = screen.getByLabelText('Email (optional)');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@example');
    await userEvent.tab();
    expect(errorOf(email)).toBe(ValidationText.errorEmail);
    await userEvent.clear(email);
    await userEvent.tab();
    expect(errorOf(email)).toBeUndefined();
  });

  it('checks every field on submit and sends nothing while one fails', async () => {
    await userEvent.clear(screen.getByLabelText('Problem date'));
    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    for (const label of [
      'Server',
      'Character name',
      'Description',
      'Problem type',
      'Problem date',
    ]) {
      expect(errorOf(screen.getByLabelText(label)), label).toBe(ValidationText.notEmpty);
    }
    expect(api.callsTo('/api/user/query/add')).toHaveLength(0);
  });

  it('checks screenshots before uploading: image types, 5 MB each, at most 5', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Add screenshots');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe(ValidationText.uploadNotImage);
    await user.upload(input, png('huge.png', MAX_UPLOAD_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe(ValidationText.avatarTooLarge);
    expect(api.callsTo('/api/user/client/upload')).toHaveLength(0);

    await user.upload(
      input,
      [1, 2, 3, 4, 5, 6].map((n) => png(`shot${n}.png`)),
    );
    expect(screen.getByRole('alert').textContent).toBe(ValidationText.screenshotsTooMany);
    await waitFor(() => expect(api.callsTo('/api/user/client/upload')).toHaveLength(5));
    expect(screen.getAllByRole('img', { name: /^Screenshot \d/ })).toHaveLength(5);
    expect(screen.queryByLabelText('Add screenshots')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove screenshot 2' }));
    expect(screen.getAllByRole('img', { name: /^Screenshot \d/ })).toHaveLength(4);
    expect(screen.getByLabelText('Add screenshots')).toBeTruthy();
  });

  it('shows the server’s text when it refuses a picture', async () => {
    api.on('/api/user/client/upload', () => ({
      code: Code.BAD_REQUEST,
      msg: ValidationText.uploadNotImage,
    }));
    await userEvent.upload(screen.getByLabelText('Add screenshots'), png('fake.png'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(ValidationText.uploadNotImage),
    );
    expect(screen.queryAllByRole('img', { name: /^Screenshot \d/ })).toHaveLength(0);
  });

  it('sends the ticket with its screenshots and hands over the new number', async () => {
    api.on('/api/user/query/add', () => ({ data: { queryId: 9, ticketNo: 'T20261123ABCDEF' } }));
    await screen.findByRole('option', { name: 'Bug report' });
    await screen.findByRole('option', { name: 'Star Hopper' });
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'Star Hopper');
    await userEvent.selectOptions(screen.getByLabelText('Problem type'), 'Bug report');
    await userEvent.type(screen.getByLabelText('Server'), 'EU-2');
    await userEvent.type(screen.getByLabelText('Character name'), 'Nova');
    await userEvent.type(screen.getByLabelText('Description'), 'The level froze.\nTwice.');
    await userEvent.upload(screen.getByLabelText('Add screenshots'), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(screen.queryByText('Uploading…')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));

    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({ queryId: 9, ticketNo: 'T20261123ABCDEF' }),
    );
    expect(api.callsTo('/api/user/query/add')[0]?.params).toMatchObject({
      appId: '1003',
      ticketTypeId: '3',
      serverName: 'EU-2',
      roleName: 'Nova',
      queryContent: 'The level froze.\nTwice.',
      email: 'ada@example.com',
      attachments: JSON.stringify([
        { attachmentUrl: '/uploads/shot1' },
        { attachmentUrl: '/uploads/shot2' },
      ]),
    });
  });

  it('shows a refused field’s text under that field', async () => {
    api.on('/api/user/query/add', () => ({
      code: Code.MISSING_FIELD,
      msg: `occurTime: ${ValidationText.problemDateFuture}`,
    }));
    await screen.findByRole('option', { name: 'Bug report' });
    await userEvent.selectOptions(screen.getByLabelText('Problem type'), 'Bug report');
    await userEvent.type(screen.getByLabelText('Server'), 'EU-2');
    await userEvent.type(screen.getByLabelText('Character name'), 'Nova');
    await userEvent.type(screen.getByLabelText('Description'), 'Froze');
    await userEvent.click(screen.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Problem date'))).toBe(ValidationText.problemDateFuture),
    );
    expect(onCreated).not.toHaveBeenCalled();
  });
});
