import { ALWAYS_SENT, CHANNEL_TEXTS } from '@dme/shared/notifications/texts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { UnsubscribePage } from './unsubscribe-page';

const ORDER = '7d2b4f1e-5b3a-4c8e-9f10-2a6b8c4d1e3f';
const URL = `/unsubscribe?order=${ORDER}&access=1900000000.signature`;
const NOW = {
  email: { address: 'p•••@d•••.test', subscribed: true },
  sms: { phone: '(•••) •••-0177', subscribed: true },
};
const withEmail = (subscribed: boolean) => ({ ...NOW, email: { ...NOW.email, subscribed } });

afterEach(resetAfterTest);

describe('the unsubscribe page (issue 48 item 6)', () => {
  it('says what she gets now and what each button does, before anything changes', async () => {
    const calls = mockApi({ 'GET /api/messages/subscriptions': { body: NOW } });
    renderApp(<UnsubscribePage />, { url: URL });
    const emails = within(await screen.findByRole('region', { name: 'E-mails' }));
    expect(emails.getByText(CHANNEL_TEXTS.email.on('p•••@d•••.test'))).toBeInTheDocument();
    expect(emails.getByText(CHANNEL_TEXTS.email.carries)).toBeInTheDocument();
    expect(emails.getByText(CHANNEL_TEXTS.email.stopDoes)).toBeInTheDocument();
    const texts = within(screen.getByRole('region', { name: 'Text messages' }));
    expect(texts.getByText(CHANNEL_TEXTS.sms.on('(•••) •••-0177'))).toBeInTheDocument();
    expect(texts.getByRole('button', { name: CHANNEL_TEXTS.sms.stop })).toBeInTheDocument();
    expect(screen.getByText(ALWAYS_SENT)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({
      order: ORDER,
      access: '1900000000.signature',
    });
  });

  it('confirms a stop, offers to resume instead, and resumes', async () => {
    const calls = mockApi({
      'GET /api/messages/subscriptions': { body: NOW },
      'POST /api/messages/unsubscribe': { body: { channel: 'email', subscriptions: withEmail(false) } },
      'POST /api/messages/resubscribe': { body: { channel: 'email', subscriptions: withEmail(true) } },
    });
    const { user } = renderApp(<UnsubscribePage />, { url: URL });
    const emails = within(await screen.findByRole('region', { name: 'E-mails' }));
    await user.click(emails.getByRole('button', { name: CHANNEL_TEXTS.email.stop }));

    expect(await emails.findByText(CHANNEL_TEXTS.email.stopped)).toBeInTheDocument();
    expect(emails.getByText(CHANNEL_TEXTS.email.off)).toBeInTheDocument();
    expect(emails.queryByRole('button', { name: CHANNEL_TEXTS.email.stop })).not.toBeInTheDocument();
    expect(emails.getByText(CHANNEL_TEXTS.email.resumeDoes)).toBeInTheDocument();
    // The other channel is untouched.
    expect(screen.getByRole('button', { name: CHANNEL_TEXTS.sms.stop })).toBeInTheDocument();

    await user.click(emails.getByRole('button', { name: CHANNEL_TEXTS.email.resume }));
    expect(await emails.findByText(CHANNEL_TEXTS.email.resumed)).toBeInTheDocument();
    expect(emails.getByRole('button', { name: CHANNEL_TEXTS.email.stop })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/api/messages/unsubscribe', { order: ORDER, access: '1900000000.signature', channel: 'email' }],
      ['/api/messages/resubscribe', { order: ORDER, access: '1900000000.signature', channel: 'email' }],
    ]);
  });

  it('shows a stopped channel as stopped when the page is opened again: only Resume is offered', async () => {
    mockApi({ 'GET /api/messages/subscriptions': { body: withEmail(false) } });
    renderApp(<UnsubscribePage />, { url: URL });
    const emails = within(await screen.findByRole('region', { name: 'E-mails' }));
    expect(emails.getByText(CHANNEL_TEXTS.email.off)).toBeInTheDocument();
    expect(emails.getByRole('button', { name: CHANNEL_TEXTS.email.resume })).toBeInTheDocument();
    expect(emails.queryByRole('button', { name: CHANNEL_TEXTS.email.stop })).not.toBeInTheDocument();
  });

  it('offers no texts to resume where she gave no number', async () => {
    mockApi({
      'GET /api/messages/subscriptions': { body: { ...NOW, sms: { phone: null, subscribed: false } } },
    });
    renderApp(<UnsubscribePage />, { url: URL });
    const texts = within(await screen.findByRole('region', { name: 'Text messages' }));
    expect(texts.getByText(CHANNEL_TEXTS.sms.off)).toBeInTheDocument();
    expect(texts.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a dead link is dead, with no buttons', async () => {
    const error = 'This unsubscribe link is not valid or has expired. Use the link of a newer e-mail.';
    mockApi({ 'GET /api/messages/subscriptions': { status: 404, body: { error } } });
    renderApp(<UnsubscribePage />, { url: URL });
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
