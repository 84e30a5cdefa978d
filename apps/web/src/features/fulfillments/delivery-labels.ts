import type { Fulfillment } from '@dme/shared/fulfillments/api';
import { formatDate } from '../../lib/format';

type Shipment = Fulfillment['shipments'][number];

/** "ups.example/…Z999": enough of the tracking link to tell two shipments of one day apart. */
export function shortTracking(trackingUrl: string) {
  try {
    const url = new URL(trackingUrl);
    const tail = `${url.pathname}${url.search}`.replace(/\/$/, '');
    return tail.length > 12 ? `${url.host}/…${tail.slice(-8)}` : `${url.host}${tail}`;
  } catch {
    return trackingUrl.slice(0, 24);
  }
}

/**
 * One distinct menu label per undelivered shipment (issue 13 item 10): the day it shipped and its
 * tracking link; shipments alike in both are numbered.
 */
export function deliveryLabels(shipments: Shipment[]): string[] {
  const labels = shipments.map(
    (shipment) =>
      `Mark delivered (shipped ${formatDate(shipment.createdAt)}, ${shortTracking(shipment.trackingUrl)})`,
  );
  return labels.map((label, index) => {
    const same = labels.filter((other) => other === label).length;
    if (same === 1) return label;
    const position = labels.slice(0, index + 1).filter((other) => other === label).length;
    return `${label} #${position}`;
  });
}
