import { TERMS_PROMPT_COOKIE } from '@dme/shared/auth/terms-cookie';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, setCookie } from '../../../lib/cookies';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { renderApp, testSession } from '../../../test/render-app';
import { TermsBanner } from './terms-banner';

const PATH = '/api/terms_of_service_agreements/me';

const renderBanner = () =>
  renderApp([{ path: '/', element: <TermsBanner /> }], { session: testSession('Provider') });

describe('terms banner', () => {
  afterEach(resetAfterTest);

  it.each([
    ['true', true],
    ['false', false],
  ])('follows a cookie of %s without asking the server', async (value, shown) => {
    setCookie(TERMS_PROMPT_COOKIE, value, 1);
    const calls = mockApi({});
    renderBanner();
    if (shown) expect(await screen.findByRole('button', { name: 'I agree' })).toBeInTheDocument();
    else expect(screen.queryByRole('button', { name: 'I agree' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks the server when there is no cookie and keeps the answer in it', async () => {
    const calls = mockApi({ [`GET ${PATH}`]: { body: { show_terms_prompt: true, terms_accepted: false } } });
    renderBanner();
    expect(await screen.findByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(getCookie(TERMS_PROMPT_COOKIE)).toBe('true');
    expect(calls).toHaveLength(1);
  });

  it('stays hidden when the server says the terms are accepted', async () => {
    mockApi({ [`GET ${PATH}`]: { body: { show_terms_prompt: false, terms_accepted: true } } });
    renderBanner();
    await waitFor(() => expect(getCookie(TERMS_PROMPT_COOKIE)).toBe('false'));
    expect(screen.queryByRole('button', { name: 'I agree' })).not.toBeInTheDocument();
  });

  it('sends the acceptance and hides itself from the reply', async () => {
    setCookie(TERMS_PROMPT_COOKIE, 'true', 1);
    const calls = mockApi({ [`PUT ${PATH}`]: { body: { show_terms_prompt: false, terms_accepted: true } } });
    const user = userEvent.setup();
    renderBanner();
    await user.click(await screen.findByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'I agree' })).not.toBeInTheDocument());
    expect(calls[0]?.body).toEqual({ terms_accepted: true });
    expect(getCookie(TERMS_PROMPT_COOKIE)).toBe('false');
  });
});
