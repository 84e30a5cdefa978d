import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import LandingRoute from './landing-route';
import { ProvidersPage } from './providers-page';

describe('landing pages', () => {
  it('shows the patient headline and scrolls Learn More to the Why section', async () => {
    const { user } = renderApp(<LandingRoute />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your new best friend for finding DME',
    );
    await user.click(screen.getByRole('button', { name: 'Learn More' }));
    const why = document.getElementById('why');
    expect(why?.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(why).toHaveFocus();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('support@carelane.example');
  });

  it('shows the provider headline and the provider steps', () => {
    renderApp(<ProvidersPage />, { url: '/providers' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The future of DME prescription & care',
    );
    expect(screen.getByRole('heading', { name: 'Share the referral code' })).toBeInTheDocument();
  });
});
