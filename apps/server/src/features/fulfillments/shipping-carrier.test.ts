import { describe, expect, it } from 'vitest';
import { carrierOfTrackingUrl } from './shipping-carrier';

describe('the carrier and site of a tracking link', () => {
  it.each([
    ['https://www.ups.com/track?tracknum=1Z999', 'UPS', 'www.ups.com'],
    ['https://ups.com/track', 'UPS', 'ups.com'],
    ['https://www.fedex.com/fedextrack/?trknbr=1234', 'FedEx', 'www.fedex.com'],
    ['https://tools.usps.com/go/TrackConfirmAction?tLabels=9400', 'USPS', 'tools.usps.com'],
    ['http://WWW.DHL.COM/en/express/tracking.html', 'DHL', 'www.dhl.com'],
    ['https://www.ontrac.com/tracking/?number=C1', 'OnTrac', 'www.ontrac.com'],
    // Not a carrier: named by its host, so the patient sees where the link goes.
    ['https://evil.example/ups.com/track', 'evil.example', 'evil.example'],
    ['https://ups.com.evil.example/track', 'ups.com.evil.example', 'ups.com.evil.example'],
    ['https://notups.com/track', 'notups.com', 'notups.com'],
    ['https://tracking.example:8443/1Z999', 'tracking.example', 'tracking.example'],
    // A look-alike name (a Cyrillic "р" for the "p") shows in its ASCII form, never as UPS.
    ['https://www.u\u0440s.com/track', 'www.xn--us-lmc.com', 'www.xn--us-lmc.com'],
  ])('%s → %s at %s', (url, carrier, site) => {
    expect(carrierOfTrackingUrl(url)).toEqual({ carrier, site });
  });
});
