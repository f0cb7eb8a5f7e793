import { Code, LocalKey, PRIVACY_AGREED, ValidationText } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientConfig, fakeApi, loginWays, session } from '../../../test/fake-api';
import { formsLoaded, renderWithProviders } from '../../../test/render';
import { useLoginBox, type OpenOptions } from '../login-box-context';
import { sessionStore } from '../session/session-store';
import { CodeHelpDialog } from './code-help-dialog';
import { LoginBox } from './login-box';

vi.mock('../../../lib/reload', () => ({ reloadPage: vi.fn() }));

const outcome = { resolved: 0, rejected: 0 };

function Harness({ options }: { options?: OpenOptions }) {
  const box = useLoginBox();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          box.open(options).then(
            () => outcome.resolved++,
            () => outcome.rejected++,
          )
        }
      >
        Open box
      </button>
      <LoginBox />
      <CodeHelpDialog />
    </>
  );
}

const PNG = 'data:image/png;base64,AAAA';

async function openBox(options?: OpenOptions) {
  renderWithProviders(<Harness options={options} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open box' }));
  await formsLoaded();
  return screen.getByRole('dialog', { name: 'Log in or sign up' });
}

/** Focus then leave a field, the way a player tabs through a form. */
async function blur(field: HTMLElement) {
  await userEvent.click(field);
  await userEvent.tab();
}

const errorOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

// The box's body is loaded lazily: its first import is transformed here, before any test, so the
// first test to open the box is not the one that waits for it.
beforeAll(() => import('./login-box-body'), 30_000);

describe('the login box', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    outcome.resolved = 0;
    outcome.rejected = 0;
    api = fakeApi({
      '/api/guest/client/config': () => ({ data: clientConfig() }),
      '/api/user/login/loginway': () => ({ data: loginWays }),
    });
    sessionStore.clear({ announce: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens on mobile login with the US dial code, and switches to e-mail login and back', async () => {
    const box = await openBox();
    expect(within(box).getByRole('heading', { name: 'Log in with mobile' })).toBeTruthy();
    expect(
      within(box).getByRole('button', { name: 'US +1, country code: United States' }),
    ).toBeTruthy();
    await userEvent.click(within(box).getByRole('button', { name: 'Log in with email instead' }));
    expect(within(box).getByRole('heading', { name: 'Log in with email' })).toBeTruthy();
    expect(within(box).getByLabelText('Email')).toBeTruthy();
    await userEvent.click(within(box).getByRole('button', { name: 'Log in with mobile instead' }));
    expect(within(box).getByLabelText('Mobile number')).toBeTruthy();
  });

  it('preselects the stored client-config country', async () => {
    window.localStorage.setItem('clientConfig', JSON.stringify({ country: 'GB' }));
    api.on('/api/guest/client/config', () => ({ data: clientConfig({ country: 'GB' }) }));
    const box = await openBox();
    expect(
      within(box).getByRole('button', { name: 'GB +44, country code: United Kingdom' }),
    ).toBeTruthy();
  });

  it('has no close icon when closing is not allowed, and Escape leaves it open', async () => {
    const box = await openBox({ closable: false });
    expect(within(box).queryByRole('button', { name: 'Close' })).toBeNull();
    box.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(box.hasAttribute('open')).toBe(true);
  });

  it('rejects the open() promise when closed', async () => {
    const box = await openBox();
    await userEvent.click(within(box).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(outcome.rejected).toBe(1));
    expect(box.hasAttribute('open')).toBe(false);
  });

  it('checks the login fields on blur with the texts of section 5', async () => {
    const box = await openBox();
    const mobile = within(box).getByLabelText('Mobile number');
    await blur(mobile);
    expect(errorOf(mobile)).toBe(ValidationText.notEmpty);
    await userEvent.type(mobile, '12ab');
    await userEvent.tab();
    expect(errorOf(mobile)).toBe(ValidationText.correctMobile);
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '1234567890123456');
    await userEvent.tab();
    expect(errorOf(mobile)).toBe(ValidationText.correctMobile);
    const password = within(box).getByLabelText('Password');
    await blur(password);
    expect(errorOf(password)).toBe(ValidationText.notEmpty);

    await userEvent.click(within(box).getByRole('button', { name: 'Log in with email instead' }));
    const email = within(box).getByLabelText('Email');
    await blur(email);
    expect(errorOf(email)).toBe(ValidationText.notEmpty);
    await userEvent.type(email, 'ada@example.toolong');
    await userEvent.tab();
    expect(errorOf(email)).toBe(ValidationText.errorEmail);
  });

  it('logs in by mobile with dial code plus number and the MD5 of the password', async () => {
    api.on('/api/user/wlogin', () => ({ data: session() }));
    const box = await openBox();
    await userEvent.type(within(box).getByLabelText('Mobile number'), ' 5550100 ');
    await userEvent.type(within(box).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(box).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(outcome.resolved).toBe(1));
    expect(api.callsTo('/api/user/wlogin')[0]?.params).toMatchObject({
      userName: '15550100',
      loginType: '1',
      password: 'e52d98c459819a11775936d8dfbb7929',
    });
    expect(await screen.findByText('Success')).toBeTruthy();
    expect(sessionStore.get().isLogin).toBe(true);
    expect(window.localStorage.getItem('userInfo')).not.toContain('token');
  });

  it('shows the captcha after 4105 with a picture, refreshes it on click, and hides and clears it when the account changes', async () => {
    api.on('/api/user/wlogin', () => ({
      code: Code.ACCOUNT_PASSWORD_ERROR,
      msg: 'x',
      data: { graphCode: PNG },
    }));
    api.on('/api/user/client/graphcaptcha/get', () => ({ data: { graphCaptcha: `${PNG}BB` } }));
    const box = await openBox();
    const mobile = within(box).getByLabelText('Mobile number');
    await userEvent.type(mobile, '5550100');
    await userEvent.type(within(box).getByLabelText('Password'), 'wrong-one');
    expect(within(box).queryByLabelText('Picture code')).toBeNull();
    await userEvent.click(within(box).getByRole('button', { name: 'Log in' }));

    const image = await within(box).findByRole('img', { name: 'Picture code' });
    expect(image.getAttribute('src')).toBe(PNG);
    expect(image.getAttribute('width')).toBe('120');
    expect(image.getAttribute('height')).toBe('36');
    expect(errorOf(within(box).getByLabelText('Password'))).toBe('Incorrect Account or password');

    await userEvent.click(within(box).getByRole('button', { name: 'Show another picture' }));
    await waitFor(() => expect(image.getAttribute('src')).toBe(`${PNG}BB`));

    const code = within(box).getByLabelText('Picture code');
    await blur(code);
    expect(errorOf(code)).toBe(ValidationText.notEmpty);
    await userEvent.type(code, 'ab12');
    await userEvent.type(mobile, '1');
    expect(within(box).queryByLabelText('Picture code')).toBeNull();

    api.on('/api/user/wlogin', () => ({
      code: Code.ACCOUNT_PASSWORD_ERROR,
      msg: 'x',
      data: { graphCode: PNG },
    }));
    await userEvent.click(within(box).getByRole('button', { name: 'Log in' }));
    expect((await within(box).findByLabelText<HTMLInputElement>('Picture code')).value).toBe('');
    expect(api.callsTo('/api/user/wlogin')[1]?.params.graphCode).toBeUndefined();
  });

  it('answers a wrong captcha (4055) under the picture with a new one, and sends the typed code', async () => {
    api.on('/api/user/wlogin', () => ({
      code: Code.ACCOUNT_PASSWORD_ERROR,
      msg: 'x',
      data: { graphCode: PNG },
    }));
    const box = await openBox();
    await userEvent.type(within(box).getByLabelText('Mobile number'), '5550100');
    await userEvent.type(within(box).getByLabelText('Password'), 'wrong-one');
    await userEvent.click(within(box).getByRole('button', { name: 'Log in' }));
    const code = await within(box).findByLabelText('Picture code');
    api.on('/api/user/wlogin', () => ({
      code: Code.WRONG_CAPTCHA,
      msg: 'x',
      data: { graphCode: `${PNG}CC` },
    }));
    await userEvent.type(code, 'zz9');
    await userEvent.click(within(box).getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(errorOf(code)).toBe(
        "The characters in the picture don't match. Please try the new picture.",
      ),
    );
    expect(within(box).getByRole('img', { name: 'Picture code' }).getAttribute('src')).toBe(
      `${PNG}CC`,
    );
    expect(api.callsTo('/api/user/wlogin')[1]?.params.graphCode).toBe('zz9');
  });

  it('shows the server message of a banned account (4080) under the password', async () => {
    api.on('/api/user/wlogin', () => ({ code: Code.BANNED, msg: 'This account is banned.' }));
    const box = await openBox();
    await userEvent.type(within(box).getByLabelText('Mobile number'), '5550100');
    const password = within(box).getByLabelText('Password');
    await userEvent.type(password, 'secret1');
    await userEvent.click(within(box).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(errorOf(password)).toBe('This account is banned.'));
  });

  it('says how long a locked account waits (4106) under the password', async () => {
    api.on('/api/user/wlogin', () => ({
      code: Code.LOGIN_LOCKED,
      msg: 'x',
      data: { retryAfter: 240 },
    }));
    const box = await openBox();
    await userEvent.type(within(box).getByLabelText('Mobile number'), '5550100');
    const password = within(box).getByLabelText('Password');
    await userEvent.type(password, 'secret1');
    await userEvent.click(within(box).getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(errorOf(password)).toBe('Too many failed sign-ins. Please try again in 4 minutes.'),
    );
  });

  it('goes through forgot password by mobile: verify, new password, success, back to mobile login', async () => {
    const box = await openBox();
    await userEvent.click(within(box).getByRole('button', { name: 'Forgot password?' }));
    expect(within(box).getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    await userEvent.click(within(box).getByRole('button', { name: 'Use email instead' }));
    expect(within(box).getByLabelText('Email')).toBeTruthy();
    await userEvent.click(within(box).getByRole('button', { name: 'Use mobile instead' }));

    await userEvent.type(within(box).getByLabelText('Mobile number'), '5550100');
    const code = within(box).getByLabelText('Verification code');
    await userEvent.type(code, '12345');
    await userEvent.tab();
    expect(errorOf(code)).toBe(ValidationText.msgCodeLength);
    await userEvent.type(code, '6');
    await userEvent.click(within(box).getByRole('button', { name: 'Next' }));

    expect(await within(box).findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(api.callsTo('/api/user/password/verify')[0]?.params).toMatchObject({
      mobile: '15550100',
      verCode: '123456',
    });
    const password = within(box).getByLabelText('New password');
    await userEvent.type(password, 'short');
    await userEvent.tab();
    expect(errorOf(password)).toBe(ValidationText.passLength);
    const confirm = within(box).getByLabelText('Confirm new password');
    await blur(confirm);
    expect(errorOf(confirm)).toBe(ValidationText.notEmpty);
    await userEvent.type(confirm, 'other-pass');
    await userEvent.tab();
    expect(errorOf(confirm)).toBe(ValidationText.notMatchPass);
    await userEvent.clear(password);
    await userEvent.type(password, 'other-pass');
    await waitFor(() => expect(errorOf(confirm)).toBeUndefined());
    await userEvent.click(within(box).getByRole('button', { name: 'Save password' }));

    expect(await within(box).findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(api.callsTo('/api/user/password/reset')[0]?.params).toMatchObject({
      mobile: '15550100',
      verCode: '123456',
    });
    await userEvent.click(within(box).getByRole('button', { name: 'Go to log in' }));
    expect(within(box).getByRole('heading', { name: 'Log in with mobile' })).toBeTruthy();
  });

  it('says why a reset code is refused', async () => {
    api.on('/api/user/password/verify', () => ({ code: Code.WRONG_CODE, msg: 'x' }));
    api.on('/api/user/client/captcha/get/v2', () => ({ code: Code.NOT_EXIST_ACCOUNT, msg: 'x' }));
    const box = await openBox();
    await userEvent.click(within(box).getByRole('button', { name: 'Log in with email instead' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Forgot password?' }));
    const email = within(box).getByLabelText('Email');
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(within(box).getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(errorOf(email)).toBe(ValidationText.errorEmail));
    expect(api.callsTo('/api/user/client/captcha/get/v2')[0]?.params).toMatchObject({
      type: '2',
      email: 'ada@example.com',
    });
    const code = within(box).getByLabelText('Verification code');
    await userEvent.type(code, 'abc');
    await userEvent.click(within(box).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(errorOf(code)).toBe('Incorrect verification code'));
  });
});

describe('the sign-up tab', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({
      '/api/guest/client/config': () => ({ data: clientConfig() }),
      '/api/user/login/loginway': () => ({ data: loginWays }),
    });
    sessionStore.clear({ announce: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens on mobile sign-up, links to e-mail sign-up and back', async () => {
    const box = await openBox();
    await userEvent.click(within(box).getByRole('tab', { name: 'Sign up' }));
    expect(within(box).getByRole('heading', { name: 'Sign up with mobile' })).toBeTruthy();
    await userEvent.click(within(box).getByRole('button', { name: 'Sign up with email instead' }));
    expect(within(box).getByRole('heading', { name: 'Sign up with email' })).toBeTruthy();
    await userEvent.click(within(box).getByRole('button', { name: 'Sign up with mobile instead' }));
    expect(within(box).getByRole('heading', { name: 'Sign up with mobile' })).toBeTruthy();
  });

  it('checks every sign-up field on blur, the policy box starting checked', async () => {
    const box = await openBox();
    await userEvent.click(within(box).getByRole('tab', { name: 'Sign up' }));
    const mobile = within(box).getByLabelText('Mobile number');
    await blur(mobile);
    expect(errorOf(mobile)).toBe(ValidationText.notEmpty);
    const code = within(box).getByLabelText('Verification code');
    await blur(code);
    expect(errorOf(code)).toBe(ValidationText.notEmpty);
    await userEvent.type(code, '12a456');
    await userEvent.tab();
    expect(errorOf(code)).toBe(ValidationText.msgCodeLength);
    const password = within(box).getByLabelText('Password');
    await blur(password);
    expect(errorOf(password)).toBe(ValidationText.notEmpty);
    await userEvent.type(password, 'has space');
    await userEvent.tab();
    expect(errorOf(password)).toBe(ValidationText.passLength);
    const confirm = within(box).getByLabelText('Confirm password');
    await userEvent.type(confirm, 'nope');
    await userEvent.tab();
    expect(errorOf(confirm)).toBe(ValidationText.notMatchPass);
    const policy = within(box).getByRole('checkbox');
    expect((policy as HTMLInputElement).checked).toBe(true);
    await userEvent.click(policy);
    await userEvent.tab();
    expect(errorOf(policy)).toBe(ValidationText.mustAgreePolicy);

    await userEvent.click(within(box).getByRole('button', { name: 'Sign up with email instead' }));
    const email = within(box).getByLabelText('Email');
    await userEvent.type(email, 'not-an-email');
    await userEvent.tab();
    expect(errorOf(email)).toBe(ValidationText.errorEmail);
    const emailCode = within(box).getByLabelText('Verification code');
    await userEvent.type(emailCode, 'abc');
    await userEvent.tab();
    expect(errorOf(emailCode)).toBeUndefined();
  });

  it('asks for a valid number before sending a code', async () => {
    const box = await openBox();
    await userEvent.click(within(box).getByRole('tab', { name: 'Sign up' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Get code' }));
    expect(errorOf(within(box).getByLabelText('Mobile number'))).toBe(ValidationText.notEmpty);
    expect(api.callsTo('/api/user/client/captcha/get/v2')).toHaveLength(0);
  });

  it('counts 60 s down, disabled, then offers the code help', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const box = await openBox();
    const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await events.click(within(box).getByRole('tab', { name: 'Sign up' }));
    await events.type(within(box).getByLabelText('Mobile number'), '5550100');
    await events.click(within(box).getByRole('button', { name: 'Get code' }));
    const button = within(box).getByRole('button', { name: /^Resend in \d+s$/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('/api/user/client/captcha/get/v2')[0]?.params).toMatchObject({
      type: '6',
      mobile: '15550100',
    });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(button.textContent).toMatch(/^Resend in (29|30)s$/);
    expect(within(box).queryByRole('button', { name: "Didn't receive the code?" })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(button.textContent).toBe('Get code');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await events.click(within(box).getByRole('button', { name: "Didn't receive the code?" }));
    expect(await screen.findByRole('dialog', { name: "Didn't receive the code?" })).toBeTruthy();
  });

  it('resets the countdown at once when the send is refused, with the reason', async () => {
    api.on('/api/user/client/captcha/get/v2', () => ({ code: Code.EXIST_MOBILE, msg: 'x' }));
    const box = await openBox();
    await userEvent.click(within(box).getByRole('tab', { name: 'Sign up' }));
    const mobile = within(box).getByLabelText('Mobile number');
    await userEvent.type(mobile, '5550100');
    await userEvent.click(within(box).getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(errorOf(mobile)).toBe('Mobile number already exists!'));
    const button = within(box).getByRole<HTMLButtonElement>('button', { name: 'Get code' });
    expect(button.disabled).toBe(false);
    expect(within(box).queryByRole('button', { name: "Didn't receive the code?" })).toBeNull();
  });

  it('signs up by e-mail and logs the new player in', async () => {
    api.on('/api/user/register', () => ({ data: session({ email: 'ada@example.com' }) }));
    const box = await openBox();
    await userEvent.click(within(box).getByRole('tab', { name: 'Sign up' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Sign up with email instead' }));
    await userEvent.type(within(box).getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(within(box).getByRole('button', { name: 'Get code' }));
    await userEvent.type(within(box).getByLabelText('Verification code'), 'Q1W2E3');
    await userEvent.type(within(box).getByLabelText('Password'), 'secret1');
    await userEvent.type(within(box).getByLabelText('Confirm password'), 'secret1');
    await userEvent.click(within(box).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sessionStore.get().isLogin).toBe(true));
    expect(api.callsTo('/api/user/client/captcha/get/v2')[0]?.params.type).toBe('1');
    expect(api.callsTo('/api/user/register')[0]?.params).toMatchObject({
      registerType: '0',
      userName: 'ada@example.com',
      verCode: 'Q1W2E3',
      password: 'e52d98c459819a11775936d8dfbb7929',
    });
    await waitFor(() => expect(box.hasAttribute('open')).toBe(false));
    // The ticked policy box is the agreement: recorded at once, so no reminder follows.
    expect(api.callsTo('/api/user/privacy/agree')).toHaveLength(1);
    expect(sessionStore.get().user?.privacyUrl).toBe(PRIVACY_AGREED);
  });

  it('puts a taken e-mail under the address and a wrong code under the code', async () => {
    const box = await openBox();
    await userEvent.click(within(box).getByRole('tab', { name: 'Sign up' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Sign up with email instead' }));
    const email = within(box).getByLabelText('Email');
    await userEvent.type(email, 'ada@example.com');
    const code = within(box).getByLabelText('Verification code');
    await userEvent.type(code, 'Q1W2E3');
    await userEvent.type(within(box).getByLabelText('Password'), 'secret1');
    await userEvent.type(within(box).getByLabelText('Confirm password'), 'secret1');
    api.on('/api/user/register', () => ({ code: Code.EXIST_EMAIL, msg: 'x' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf(email)).toBe('Email already exists!'));
    api.on('/api/user/register', () => ({ code: Code.CODE_OVER_LIMIT, msg: 'x' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf(code)).toBe('Verification limit reached!'));
    api.on('/api/user/register', () => ({ code: Code.COMMON_PASSWORD, msg: 'x' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(errorOf(within(box).getByLabelText('Password'))).toBe(
        'This password is too common. Please choose another one.',
      ),
    );
  });
});

describe('other ways to log in', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    outcome.resolved = 0;
    outcome.rejected = 0;
    api = fakeApi({
      '/api/guest/client/config': () => ({ data: clientConfig() }),
      '/api/user/login/loginway': () => ({ data: loginWays }),
    });
    sessionStore.clear({ announce: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hides Google and Facebook without their ids', async () => {
    const box = await openBox();
    expect(await within(box).findByRole('button', { name: 'Play as guest' })).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Log in with Google' })).toBeNull();
    expect(within(box).queryByRole('button', { name: 'Log in with Facebook' })).toBeNull();
  });

  it('shows them when configured', async () => {
    api.on('/api/guest/client/config', () => ({
      data: clientConfig({ googleClientId: 'g-id', facebookAppId: 'fb-id' }),
    }));
    const box = await openBox();
    expect(await within(box).findByRole('button', { name: 'Log in with Google' })).toBeTruthy();
    expect(within(box).getByRole('button', { name: 'Log in with Facebook' })).toBeTruthy();
  });

  it('logs a guest in: "Success", the promise resolves', async () => {
    api.on('/api/user/login/third', () => ({
      data: session({ userFlag: false, platform: 'GUEST' }),
    }));
    const box = await openBox();
    await userEvent.click(await within(box).findByRole('button', { name: 'Play as guest' }));
    await waitFor(() => expect(outcome.resolved).toBe(1));
    expect(await screen.findByText('Success')).toBeTruthy();
    expect(api.callsTo('/api/user/login/third')[0]?.params).toMatchObject({
      platform: 'GUEST',
      deviceSecret: window.localStorage.getItem(LocalKey.deviceSecret),
    });
    // The secret proves the device at guest login and goes nowhere else.
    const secret = window.localStorage.getItem(LocalKey.deviceSecret) ?? 'none';
    const elsewhere = api.calls.filter((call) => call.path !== '/api/user/login/third');
    expect(JSON.stringify(elsewhere)).not.toContain(secret);
  });

  it('reports a refused login: "Login Failed", the promise rejects, the icon is free again', async () => {
    api.on('/api/user/login/third', () => ({ code: Code.SERVER_ERROR, msg: 'x' }));
    const box = await openBox();
    const guest = await within(box).findByRole('button', { name: 'Play as guest' });
    await userEvent.click(guest);
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    await waitFor(() => expect(outcome.rejected).toBe(1));
    expect(guest.getAttribute('aria-busy')).toBe('false');
    expect(box.hasAttribute('open')).toBe(true);
  });
});
