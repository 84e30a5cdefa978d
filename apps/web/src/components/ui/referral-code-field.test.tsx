import { REFERRAL_MESSAGES } from '@dme/shared/shop/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { HAVE_A_REFERRAL_CODE, ReferralCodeField, shapeReferralCode } from './referral-code-field';

describe('shapeReferralCode', () => {
  it.each([
    ['', ''],
    ['brs', 'BRS'],
    ['brsp', 'BRS-P'],
    ['brs-pmp', 'BRS-PMP'],
    [' b r s p m p ', 'BRS-PMP'],
    ['brs.pmp!', 'BRS-PMP'],
    ['BRSPMPXYZ', 'BRS-PMP'],
  ])('%j is shown as %j', (typed, shown) => expect(shapeReferralCode(typed)).toBe(shown));
});

describe('ReferralCodeField', () => {
  it('sends the code to its page for the look-up', async () => {
    const { user, router } = renderApp(<ReferralCodeField to="/cart" />, { url: '/cart' });
    await user.type(screen.getByLabelText(HAVE_A_REFERRAL_CODE), 'brspmp');
    expect(screen.getByLabelText(HAVE_A_REFERRAL_CODE)).toHaveValue('BRS-PMP');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.state.location.pathname).toBe('/cart');
    expect(router.state.location.search).toBe('?code=BRS-PMP');
  });

  it('asks for a code when none was typed, and stays', async () => {
    const { user, router } = renderApp(<ReferralCodeField to="/shop" />, { url: '/' });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText(REFERRAL_MESSAGES.required)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
