import { describe, expect, it } from 'vitest';
import { formatDueDay, RESUPPLY_DUE_MESSAGES } from './api';

describe('RESUPPLY_DUE_MESSAGES.notYetDue', () => {
  it('names the supply and the day it becomes due', () => {
    expect(
      RESUPPLY_DUE_MESSAGES.notYetDue([{ title: 'ResMed AirFit F20 Full Face Mask', dueOn: '2027-03-03' }]),
    ).toBe(
      'Your plan pays for a new ResMed AirFit F20 Full Face Mask from March 3, 2027: the one ordered before is not due for replacement yet.',
    );
  });

  it('lists each supply with its own day', () => {
    expect(
      RESUPPLY_DUE_MESSAGES.notYetDue([
        { title: 'Mask', dueOn: '2027-03-03' },
        { title: 'Tubing', dueOn: '2027-01-31' },
      ]),
    ).toBe(
      'Your plan pays to replace these supplies again from: Mask on March 3, 2027; Tubing on January 31, 2027. The ones ordered before are not due for replacement yet.',
    );
  });

  it('reads the day in UTC, whatever the host zone', () => {
    expect(formatDueDay('2027-01-01')).toBe('January 1, 2027');
  });
});
