import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testSession } from '../../../test/render-app';
import { PublicTopBar } from './public-top-bar';

const link = (name: string) => screen.getByRole('link', { name });

describe('public top bar', () => {
  it.each(['/', '/team', '/privacy'])('offers Shop on %s', (url) => {
    renderApp(<PublicTopBar />, { url });
    expect(link('Shop')).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor of /providers to the provider signup, with a Sign In link', () => {
    renderApp(<PublicTopBar />, { url: '/providers' });
    expect(link('Get Started')).toHaveAttribute('href', '/providers/signup');
    expect(link('Sign In')).toHaveAttribute('href', '/providers/signin');
    expect(screen.queryByRole('link', { name: 'Shop' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user of /providers home, without a Sign In link', () => {
    renderApp(<PublicTopBar />, { url: '/providers', session: testSession('Provider') });
    expect(link('Get Started')).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('links the spec’s entries, with Help as a support mail link', () => {
    renderApp(<PublicTopBar />);
    expect(link('For Providers')).toHaveAttribute('href', '/providers');
    expect(link('About')).toHaveAttribute('href', '/');
    expect(link('Our Team')).toHaveAttribute('href', '/team');
    expect(link('Help')).toHaveAttribute('href', 'mailto:support@carelane.example');
  });

  it('moves the links into a menu behind the hamburger', async () => {
    const { user } = renderApp(<PublicTopBar />, { url: '/providers' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(menu).toHaveTextContent('Our Team');
    expect(menu).toHaveTextContent('Sign In');
  });
});
