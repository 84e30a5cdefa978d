import { describe, expect, it } from 'vitest';
import { CARD_READ_NOTICE, CARD_UNREAD_NOTICE, detailsFromCard } from './card-prefill';

const carriers = [
  { uuid: 'aetna', name: 'Aetna', payerId: '60054', hasSuppliers: true },
  { uuid: 'molina', name: 'Molina Healthcare', payerId: null, hasSuppliers: false },
];

describe('detailsFromCard', () => {
  it('falls through to an empty form when the reader found nothing', () => {
    expect(detailsFromCard({ fields: {}, isACoveredCaliforniaPlan: false }, carriers)).toEqual({
      values: { carrier: '', memberId: '', firstName: '', lastName: '', patientBirthDate: '' },
      notice: CARD_UNREAD_NOTICE,
    });
  });

  it('prefills what it found and matches the carrier by name', () => {
    const { values, notice } = detailsFromCard(
      {
        fields: { carrierName: 'aetna', memberId: 'W123', firstName: 'Jamie', birthDate: '1991-04-12' },
        isACoveredCaliforniaPlan: false,
      },
      carriers,
    );
    expect(values).toEqual({
      carrier: 'aetna',
      memberId: 'W123',
      firstName: 'Jamie',
      lastName: '',
      patientBirthDate: '1991-04-12',
    });
    expect(notice).toBe(CARD_READ_NOTICE);
  });

  it('leaves out a carrier no supplier serves and a date it cannot use', () => {
    const { values } = detailsFromCard(
      {
        fields: { carrierName: 'Molina Healthcare', birthDate: '04/12/1991' },
        isACoveredCaliforniaPlan: false,
      },
      carriers,
    );
    expect(values.carrier).toBe('');
    expect(values.patientBirthDate).toBe('');
  });
});
