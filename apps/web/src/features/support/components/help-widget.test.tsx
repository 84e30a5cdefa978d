import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from '../../../components/ui/top-bar';
import { closeHelp, openHelp } from '../../../lib/help-store';
import { renderApp } from '../../../test/render-app';
import { HelpWidget } from './help-widget';

const confirmation = 'Thanks! Our support team will get back to you shortly.';

function stubFetch() {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ message: confirmation }), { status: 201 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('help widget', () => {
  afterEach(() => {
    act(() => closeHelp());
    vi.unstubAllGlobals();
  });

  it('checks the fields before sending', async () => {
    const fetchMock = stubFetch();
    const { user } = renderApp(<HelpWidget />);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the request and confirms it', async () => {
    const fetchMock = stubFetch();
    const { user } = renderApp(<HelpWidget />);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Ada Patient');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Where is my pump?');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'It has not arrived yet.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('status')).toHaveTextContent(confirmation);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/support_requests',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({
          name: 'Ada Patient',
          email: 'ada@example.com',
          subject: 'Where is my pump?',
          description: 'It has not arrived yet.',
        }),
      }),
    );
    await waitFor(() => expect(screen.getAllByText(confirmation).length).toBeGreaterThan(1));
  });

  it('opens prefilled from anywhere in the app', async () => {
    renderApp(<HelpWidget />);
    act(() => openHelp({ subject: 'Unsupported insurance plan' }));
    expect(await screen.findByRole('textbox', { name: /Subject/ })).toHaveValue('Unsupported insurance plan');
  });

  // A phone's Help is the top bar's icon: no launcher floats over the page there (issue 48 item 7).
  it("opens from the top bar's Help as from the launcher", async () => {
    const { user } = renderApp(
      <>
        <TopBar links={[]} />
        <HelpWidget />
      </>,
    );
    const inTheBar = screen
      .getAllByRole('button', { name: 'Help' })
      .find((button) => button.closest('header'));
    await user.click(inTheBar!);
    expect(await screen.findByRole('button', { name: 'Send request' })).toBeInTheDocument();
  });
});
