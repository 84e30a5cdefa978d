import { describe, expect, it } from 'vitest';
import { deliveryLabels, shortTracking } from './delivery-labels';

const shipment = (uuid: string, trackingUrl: string, createdAt = '2026-03-08T10:00:00.000Z') => ({
  uuid,
  trackingUrl,
  createdAt,
  deliveredAt: null,
});

describe('deliveryLabels', () => {
  it.each([
    ['https://ups.example/1', 'ups.example/1'],
    ['https://www.ups.com/track?tracknum=1Z999AA10123456784', 'www.ups.com/…23456784'],
    ['not a url', 'not a url'],
  ])('shortens %s to %s', (url, short) => expect(shortTracking(url)).toBe(short));

  it('never gives two shipments of one day the same label', () => {
    const labels = deliveryLabels([
      shipment('a', 'https://ups.example/1'),
      shipment('b', 'https://ups.example/2'),
      shipment('c', 'https://ups.example/2'),
      shipment('d', 'https://ups.example/1', '2026-03-09T10:00:00.000Z'),
    ]);
    expect(new Set(labels).size).toBe(4);
    expect(labels).toEqual([
      'Mark delivered (shipped 03/08/2026, ups.example/1)',
      'Mark delivered (shipped 03/08/2026, ups.example/2) #1',
      'Mark delivered (shipped 03/08/2026, ups.example/2) #2',
      'Mark delivered (shipped 03/09/2026, ups.example/1)',
    ]);
  });
});
