import { PRIOR_AUTH_NOTICE_TEXT } from '@dme/shared/orders/prior-authorization';
import { REPLACEMENT_SCHEDULES } from '@dme/shared/resupply/schedules';
import { describe, expect, it } from 'vitest';
import { composePatientMessage, type PatientMessage } from './patient-messages';

const context = {
  orderNumber: 'K7QX2M9TPRZ4W',
  orderUrl: 'https://carelane.example/orders/K7QX2M9TPRZ4W?access=1.sig',
  unsubscribeUrl: 'https://carelane.example/unsubscribe?order=o&access=a',
  reorderUrl: 'https://carelane.example/resupply?reminder=r&access=a',
};

const MESSAGES: PatientMessage[] = [
  { kind: 'shipped', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999' },
  { kind: 'delivered' },
  { kind: 'usage_data_requested' },
  { kind: 'prior_auth_decided', approved: true },
  { kind: 'prior_auth_decided', approved: false },
  { kind: 'resupply_eligible', reminderId: 'r', items: ['ResMed AirFit F20 Full Face Mask — Medium × 1'] },
];

/** What a lock screen must never show: equipment, diagnoses, therapy, links, the order number. */
const LOCK_SCREEN_FORBIDDEN = [
  /cpap|bipap|pap\b|mask|cushion|pillow|filter|tubing|headgear|chinstrap|humidifier|machine|oxygen|pump/i,
  /apnea|sleep|diagnos|therapy|usage|prior auth|insurance|clinician/i,
  /https?:|www\./i,
  /K7QX2M9TPRZ4W/,
  /ResMed|AirFit/i,
  ...REPLACEMENT_SCHEDULES.map((schedule) => new RegExp(schedule.hcpcsCode)),
];

describe('patient messages', () => {
  it.each(MESSAGES.map((message) => [message.kind, message] as const))(
    '%s: the text shows nothing a lock screen may not, and says how to stop',
    (_kind, message) => {
      const { sms } = composePatientMessage(message, context);
      for (const pattern of LOCK_SCREEN_FORBIDDEN) expect(sms).not.toMatch(pattern);
      expect(sms).toMatch(/^Carelane: /);
      expect(sms).toMatch(/Reply STOP to opt out\.$/);
      expect(sms.length).toBeLessThanOrEqual(160);
    },
  );

  it.each(MESSAGES.map((message) => [message.kind, message] as const))(
    '%s: the e-mail ends with its unsubscribe link',
    (_kind, message) => {
      expect(composePatientMessage(message, context).text).toMatch(
        /Unsubscribe: https:\/\/carelane\.example\/unsubscribe\?order=o&access=a$/,
      );
    },
  );

  it('puts the tracking link in the shipped e-mail and the reorder link and items in the resupply e-mail', () => {
    expect(composePatientMessage(MESSAGES[0] as PatientMessage, context).text).toContain(
      'UPS — track it at www.ups.com: https://www.ups.com/track?tracknum=1Z999',
    );
    const resupply = composePatientMessage(MESSAGES[5] as PatientMessage, context);
    expect(resupply.text).toContain('- ResMed AirFit F20 Full Face Mask — Medium × 1');
    expect(resupply.text).toContain(context.reorderUrl);
  });

  it("names the carrier and the site of the shipped e-mail's link, and an unknown site by its host", () => {
    const shipped = (trackingUrl: string) =>
      composePatientMessage({ kind: 'shipped', trackingUrl }, context).text;
    expect(shipped('https://www.fedex.com/fedextrack/?trknbr=1234')).toContain(
      'FedEx — track it at www.fedex.com: https://www.fedex.com/fedextrack/?trknbr=1234',
    );
    expect(shipped('https://evil.example/ups.com/1Z999')).toContain(
      'evil.example — track it at evil.example: https://evil.example/ups.com/1Z999',
    );
  });

  it('says whether the plan approved, and what a refusal means for the order (decision 0118)', () => {
    const approved = composePatientMessage(MESSAGES[3] as PatientMessage, context).text;
    expect(approved).toContain(`About order ${context.orderNumber}:`);
    expect(approved).toContain(PRIOR_AUTH_NOTICE_TEXT.approved);
    const refused = composePatientMessage(MESSAGES[4] as PatientMessage, context).text;
    expect(refused).toContain(PRIOR_AUTH_NOTICE_TEXT.notApproved);
    expect(refused).toContain(`Your order: ${context.orderUrl}`);
  });
});
