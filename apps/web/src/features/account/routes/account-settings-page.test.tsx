import {
  EMAIL_CHANGE_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  SESSION_MESSAGES,
} from '@dme/shared/auth/account-settings';
import { PASSWORD_RULE_MESSAGE } from '@dme/shared/auth/password';
import { CHANNEL_TEXTS } from '@dme/shared/notifications/texts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authSession } from '../../../lib/auth-session';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { renderApp, testSession } from '../../../test/render-app';
import { AccountSettingsPage } from './account-settings-page';

const SESSIONS = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    device: 'Chrome on macOS',
    last_used_at: new Date().toISOString(),
    signed_in_at: '2026-12-01T10:00:00.000Z',
    is_current: true,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    device: 'Safari on iOS',
    last_used_at: '2026-11-20T10:00:00.000Z',
    signed_in_at: '2026-11-19T10:00:00.000Z',
    is_current: false,
  },
];

const PREFERENCES = {
  email: { address: 'patient@example.com', subscribed: true },
  sms: { phone: '(213) 555-0177', subscribed: true },
  has_orders: true,
};

const render = (role: 'Patient' | 'Provider' | 'Supplier' | 'Admin' = 'Patient') =>
  renderApp(<AccountSettingsPage />, { url: '/account_settings', session: testSession(role) });

afterEach(resetAfterTest);

describe('Account Settings (issue 48 item 2)', () => {
  it.each(['Provider', 'Supplier', 'Admin'] as const)(
    'gives a %s the password, e-mail and devices, no messages',
    async (role) => {
      mockApi({ 'GET /api/account/sessions': { body: SESSIONS } });
      render(role);
      expect(await screen.findByRole('heading', { name: 'Account Settings', level: 1 })).toBeInTheDocument();
      for (const name of ['Password', 'E-mail address', 'Signed-in devices'])
        expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Messages' })).not.toBeInTheDocument();
    },
  );

  it('changes the password with the current one first, and says other devices were signed out', async () => {
    const calls = mockApi({
      'GET /api/account/sessions': { body: SESSIONS },
      'GET /api/account/messages': { body: PREFERENCES },
      'PUT /auth/password': [
        { status: 422, body: { error: PASSWORD_CHANGE_MESSAGES.currentPasswordWrong } },
        { body: { message: PASSWORD_CHANGE_MESSAGES.changed } },
      ],
    });
    const { user } = render();
    const form = within(await screen.findByRole('form', { name: 'Password' }));
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText(PASSWORD_CHANGE_MESSAGES.currentPasswordRequired)).toBeInTheDocument();

    await user.type(form.getByLabelText(/^Current password/), 'Wrong-Passw0rd!');
    await user.type(form.getByLabelText(/^New password/), 'weak');
    await user.type(form.getByLabelText(/^Confirm password/), 'weak');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText(PASSWORD_RULE_MESSAGE)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.clear(form.getByLabelText(/^New password/));
    await user.type(form.getByLabelText(/^New password/), 'Brand-New-Passw0rd!');
    await user.clear(form.getByLabelText(/^Confirm password/));
    await user.type(form.getByLabelText(/^Confirm password/), 'Brand-New-Passw0rd!');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText(PASSWORD_CHANGE_MESSAGES.currentPasswordWrong)).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText(PASSWORD_CHANGE_MESSAGES.changed)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      current_password: 'Wrong-Passw0rd!',
      password: 'Brand-New-Passw0rd!',
      password_confirmation: 'Brand-New-Passw0rd!',
    });
    expect(form.getByLabelText(/^Current password/)).toHaveValue('');
    expect(authSession.get(), 'this device stays signed in').not.toBeNull();
  });

  it('moves the e-mail address only after the code, then signs on under the new address', async () => {
    const next = 'new.address@example.com';
    const calls = mockApi({
      'GET /api/account/sessions': { body: SESSIONS },
      'GET /api/account/messages': { body: PREFERENCES },
      'POST /api/account/email_change': {
        body: { email: next, message: EMAIL_CHANGE_MESSAGES.codeSent(next) },
      },
      'POST /api/account/email_change/confirm': [
        { status: 422, body: { error: EMAIL_CHANGE_MESSAGES.invalidCode } },
        { body: { email: next, message: EMAIL_CHANGE_MESSAGES.changed(next) } },
      ],
    });
    const { user } = render();
    const section = within(await screen.findByRole('region', { name: 'E-mail address' }));
    expect(section.getByText('patient@example.com')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Change e-mail address' }));
    await user.type(section.getByLabelText(/^New e-mail address/), next);
    await user.type(section.getByLabelText(/^Current password/), 'Demo-Passw0rd!');
    await user.click(section.getByRole('button', { name: 'Send code' }));

    expect(await section.findByText(EMAIL_CHANGE_MESSAGES.codeSent(next))).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/account/email_change')?.body).toEqual({
      email: next,
      current_password: 'Demo-Passw0rd!',
    });
    await user.type(section.getByLabelText(/^Verification code/), '000000');
    await user.click(section.getByRole('button', { name: 'Confirm new address' }));
    expect(await section.findByText(EMAIL_CHANGE_MESSAGES.invalidCode)).toBeInTheDocument();
    expect(authSession.get()?.credentials.uid).toBe('patient@example.com');

    await user.clear(section.getByLabelText(/^Verification code/));
    await user.type(section.getByLabelText(/^Verification code/), '123456');
    await user.click(section.getByRole('button', { name: 'Confirm new address' }));
    expect(await section.findByText(EMAIL_CHANGE_MESSAGES.changed(next))).toBeInTheDocument();
    expect(section.getByText(next)).toBeInTheDocument();
    expect(authSession.get()?.credentials.uid).toBe(next);
    expect(authSession.get()?.user.email).toBe(next);
    expect(section.getByRole('button', { name: 'Change e-mail address' })).toBeInTheDocument();
  });

  it('lists the signed-in devices, this one marked, and ends one or all others', async () => {
    const calls = mockApi({
      'GET /api/account/sessions': [{ body: SESSIONS }, { body: SESSIONS }, { body: SESSIONS.slice(0, 1) }],
      'GET /api/account/messages': { body: PREFERENCES },
      'DELETE /api/account/sessions/22222222-2222-4222-8222-222222222222': {
        status: 404,
        body: { error: SESSION_MESSAGES.notFound },
      },
      'POST /api/account/sessions/end_others': { body: { ended: 1 } },
    });
    const { user } = render();
    const list = within(await screen.findByRole('list', { name: 'Sessions' }));
    const [here, phone] = list.getAllByRole('listitem');
    expect(within(here as HTMLElement).getByText('This device')).toBeInTheDocument();
    expect(
      within(here as HTMLElement).getByText(/^Active now · Signed in 12\/01\/2026$/),
    ).toBeInTheDocument();
    expect(within(here as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(phone as HTMLElement).getByText(/^Last used 11\/20\/2026/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'End session on Safari on iOS' }));
    expect(await screen.findByText(SESSION_MESSAGES.notFound)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    expect(await screen.findByText('Every other device was signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).not.toBeInTheDocument();
    expect(
      calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`),
    ).toEqual([
      'DELETE /api/account/sessions/22222222-2222-4222-8222-222222222222',
      'POST /api/account/sessions/end_others',
    ]);
  });

  it('shows a patient what she agreed to and changes it in place; a used button does not come back', async () => {
    const calls = mockApi({
      'GET /api/account/sessions': { body: SESSIONS },
      'GET /api/account/messages': { body: PREFERENCES },
      'PUT /api/account/messages': [
        { body: { ...PREFERENCES, email: { ...PREFERENCES.email, subscribed: false } } },
        { body: PREFERENCES },
      ],
      'PUT /api/account/messages/sms_phone': {
        body: { ...PREFERENCES, sms: { phone: '(310) 555-0142', subscribed: true } },
      },
    });
    const { user } = render();
    const messages = within(await screen.findByRole('region', { name: 'Messages' }));
    const emails = within(await messages.findByRole('region', { name: 'E-mails' }));
    expect(emails.getByText(CHANNEL_TEXTS.email.on('patient@example.com'))).toBeInTheDocument();
    expect(emails.getByText(CHANNEL_TEXTS.email.stopDoes)).toBeInTheDocument();
    expect(messages.getByText(CHANNEL_TEXTS.sms.on('(213) 555-0177'))).toBeInTheDocument();

    await user.click(emails.getByRole('button', { name: CHANNEL_TEXTS.email.stop }));
    expect(await emails.findByText(CHANNEL_TEXTS.email.stopped)).toBeInTheDocument();
    expect(emails.getByText(CHANNEL_TEXTS.email.off)).toBeInTheDocument();
    expect(emails.queryByRole('button', { name: CHANNEL_TEXTS.email.stop })).not.toBeInTheDocument();
    await user.click(emails.getByRole('button', { name: CHANNEL_TEXTS.email.resume }));
    expect(await emails.findByText(CHANNEL_TEXTS.email.resumed)).toBeInTheDocument();
    expect(
      calls
        .filter((call) => call.path === '/api/account/messages' && call.method === 'PUT')
        .map((c) => c.body),
    ).toEqual([
      { channel: 'email', subscribed: false },
      { channel: 'email', subscribed: true },
    ]);

    const number = within(messages.getByRole('form', { name: 'Number for text messages' }));
    await user.type(number.getByLabelText('Mobile number'), '555');
    await user.click(number.getByRole('button', { name: 'Save number' }));
    expect(await number.findByText(/Enter a valid US mobile number/)).toBeInTheDocument();
    expect(await number.findByText('Tick the box to agree to text messages.')).toBeInTheDocument();
    await user.clear(number.getByLabelText('Mobile number'));
    await user.type(number.getByLabelText('Mobile number'), '3105550142');
    await user.click(number.getByRole('checkbox'));
    await user.click(number.getByRole('button', { name: 'Save number' }));
    expect(
      await number.findByText(
        'Texts about your orders now go to (310) 555-0142. We sent that number a text saying so.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/account/messages/sms_phone')?.body).toEqual({
      phone: '(310) 555-0142',
      agreed: true,
    });
  });
});
