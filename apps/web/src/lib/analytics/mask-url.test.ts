import { describe, expect, it } from 'vitest';
import { MASK, maskUrlForAnalytics } from './mask-url';

describe('maskUrlForAnalytics', () => {
  it('masks the referral_code query value', () => {
    expect(maskUrlForAnalytics('https://carelane.example/shop?referral_code=BRSPMP')).toBe(
      `https://carelane.example/shop?referral_code=${MASK}`,
    );
  });

  it.each([
    ['/code?code=BRS-PMP', `/code?code=${MASK}`],
    ['/tracking?fulfillment=ABCDEFGHJKMNP', `/tracking?fulfillment=${MASK}`],
    ['/tracking?fulfillment=ABCDEFGHJKMNP&access=0.1.sig', `/tracking?fulfillment=${MASK}&access=${MASK}`],
    [
      '/auth/password_reset?access-token=t&client=c&uid=a%40b.c',
      `/auth/password_reset?access-token=${MASK}&client=${MASK}&uid=${MASK}`,
    ],
    ['/shop?query=cpap+mask&brands[]=ResMed', `/shop?query=${MASK}&brands%5B%5D=${MASK}`],
  ])('masks every other value that could identify or describe a patient: %s', (path, masked) => {
    expect(maskUrlForAnalytics(`https://carelane.example${path}`)).toBe(`https://carelane.example${masked}`);
  });

  it('keeps campaign tags and the path', () => {
    expect(maskUrlForAnalytics('https://carelane.example/providers?utm_source=newsletter#why')).toBe(
      'https://carelane.example/providers?utm_source=newsletter',
    );
  });
});
