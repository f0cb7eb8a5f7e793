import {
  Code,
  genderChoice,
  MAX_UPLOAD_BYTES,
  occupationChoice,
  OCCUPATIONS,
  ValidationText,
} from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, profileOf, session, user } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { AuthLayer, sessionStore } from '../../auth';
import { ProfileForm } from './profile-form';

const errorOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

const picture = (name: string, type: string, size = 64) => {
  const file = new File([new Uint8Array(1)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the profile form', () => {
  let api: ReturnType<typeof fakeApi>;
  const ada = profileOf({ nickname: 'Ada', email: 'ada@example.com' }, { industry: 'Games' });

  beforeEach(() => {
    api = fakeApi();
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = vi.fn();
    sessionStore.login(session(ada), { announce: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the nickname on blur with the rules of the contracts', async () => {
    renderWithProviders(<ProfileForm profile={ada} />);
    const nickname = screen.getByLabelText('Nickname');
    await userEvent.clear(nickname);
    await userEvent.tab();
    expect(errorOf(nickname)).toBe(ValidationText.nicknameEmpty);
    await userEvent.type(nickname, 'Ada Lovelace!');
    await userEvent.tab();
    expect(errorOf(nickname)).toBe(ValidationText.nicknameInvalid);
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'AdaLovelace');
    await userEvent.tab();
    expect(errorOf(nickname)).toBeUndefined();
  });

  it('saves the fields, tells so and updates the session user at once', async () => {
    api.on('/api/user/profile/update', ({ params }) => ({
      data: {
        ...ada,
        nickname: params.nickname,
        gender: genderChoice(Number(params.gender)),
        birthdate: params.birthdate,
        industry: occupationChoice(params.industry ?? ''),
      },
    }));
    renderWithProviders(<ProfileForm profile={ada} />);
    const nickname = screen.getByLabelText('Nickname');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Countess');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await userEvent.type(screen.getByLabelText('Birthdate'), '1990-12-10');
    await userEvent.clear(screen.getByLabelText('Occupation'));
    await userEvent.type(screen.getByLabelText('Occupation'), 'Mathematician');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(api.callsTo('/api/user/profile/update')[0]?.params).toMatchObject({
      nickname: 'Countess',
      gender: '2',
      birthdate: '1990-12-10',
      industry: 'Mathematician',
      iconUrl: '',
    });
    expect(sessionStore.get().user).toMatchObject({ nickname: 'Countess' });
    // The session keeps the user object alone, not the profile's choices.
    expect(sessionStore.get().user).not.toHaveProperty('gender');
    expect(screen.getByLabelText('Gender')).toHaveProperty('value', '2');
    expect(screen.getByLabelText('Occupation')).toHaveProperty('value', 'Mathematician');
  });

  it("offers the occupations of the profile, the player's own text among them", () => {
    renderWithProviders(<ProfileForm profile={ada} />);
    const list = document.getElementById(
      screen.getByLabelText('Occupation').getAttribute('list') ?? '',
    );
    const offered = [...(list?.querySelectorAll('option') ?? [])].map((o) => o.value);
    expect(offered).toEqual([...OCCUPATIONS, 'Games']);
    expect(screen.getByLabelText('Occupation')).toHaveProperty('value', 'Games');
  });

  it('shows a refused field’s text under that field', async () => {
    api.on('/api/user/profile/update', () => ({
      code: Code.MISSING_FIELD,
      msg: `nickname: ${ValidationText.nicknameInvalid}`,
    }));
    renderWithProviders(<ProfileForm profile={ada} />);
    await userEvent.type(screen.getByLabelText('Nickname'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Nickname'))).toBe(ValidationText.nicknameInvalid),
    );
  });

  it('checks an avatar before uploading it, then saves its address', async () => {
    const events = userEvent.setup({ applyAccept: false });
    api.on('/api/user/client/upload', () => ({ data: { attachUrl: '/uploads/avatar1' } }));
    api.on('/api/user/profile/update', ({ params }) => ({
      data: { ...ada, iconUrl: params.iconUrl },
    }));
    renderWithProviders(<ProfileForm profile={ada} />);
    const input = screen.getByLabelText('Change avatar');
    await events.upload(input, picture('me.png', 'image/png', MAX_UPLOAD_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe(
      "You can't upload more than 5M, please reupload",
    );
    await events.upload(input, picture('me.svg', 'image/svg+xml'));
    expect(screen.getByRole('alert').textContent).toBe(ValidationText.uploadNotImage);
    expect(api.callsTo('/api/user/client/upload')).toHaveLength(0);

    await events.upload(input, picture('me.webp', 'image/webp'));
    expect(screen.getByRole('img', { name: 'Your avatar' }).getAttribute('src')).toBe(
      'blob:preview',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Profile saved');
    expect(api.callsTo('/api/user/profile/update')[0]?.params.iconUrl).toBe('/uploads/avatar1');
    expect(sessionStore.get().user?.iconUrl).toBe('/uploads/avatar1');
  });

  it('shows e-mail and phone, and offers a guest the bind dialog', async () => {
    api.on('/api/guest/client/config', () => ({ data: {} }));
    const guest = user({ userFlag: false, nickname: 'Guest', platform: 'GUEST' });
    sessionStore.login(session(guest), { announce: false });
    renderWithProviders(
      <>
        <ProfileForm profile={profileOf(guest)} />
        <AuthLayer />
      </>,
    );
    expect(screen.getAllByText('Not linked')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Bind account' }));
    expect(await screen.findByRole('dialog', { name: 'Bind account' })).toBeTruthy();
  });
});
