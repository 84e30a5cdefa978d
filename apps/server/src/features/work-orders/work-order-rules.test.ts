import { parseWorkOrderSearch } from '@dme/shared/work-orders/search';
import { describe, expect, it } from 'vitest';
import {
  groupByPrimaryContact,
  patientPacketTypes,
  primaryContactOf,
  searchWordsOf,
  todayIn,
  toPrefixTsQuery,
} from './work-order-rules';

describe('search words and queries', () => {
  it('indexes the lower-cased, de-duplicated words of the name and contact', () => {
    expect(searchWordsOf('Ana  María Ana', 'ANA@EXAMPLE.COM')).toEqual(['ana', 'maría', 'ana@example.com']);
    expect(searchWordsOf(null, null)).toEqual([]);
  });

  it.each([
    ['jane do', "'jane':* & 'do':*"],
    ["o'neil", "'o''neil':*"],
    ['back\\slash', "'back\\\\slash':*"],
    ['(555) 12', "'(555)':* & '12':*"],
    ['1/2/1990', ''],
  ])('%s → %s', (text, query) => {
    expect(toPrefixTsQuery(parseWorkOrderSearch(text))).toBe(query);
  });
});

describe('primary contact', () => {
  it.each([
    ['a@b.co', '(555) 123-4567', 'a@b.co'],
    ['', '(555) 123-4567', '(555) 123-4567'],
    [null, null, null],
  ])('%s / %s → %s', (email, phone, expected) => {
    expect(primaryContactOf(email, phone)).toBe(expected);
  });
});

describe('packet types of a row', () => {
  it('asks a CPAP order for the prescription, sleep study and encounter, and marks what is uploaded', () => {
    const types = patientPacketTypes(
      { verticalName: 'Respiratory Care', hasCpapCode: true, hasOxygenCode: false, documentsRequired: true },
      new Set(['sleep_study']),
    );
    expect(types.map((t) => [t.type, t.required, t.uploaded])).toEqual([
      ['prescription', true, false],
      ['sleep_study', true, true],
      ['encounter_for_order', true, false],
      ['fax_bundle', false, false],
    ]);
  });

  it('disables uploads when the patient paid without insurance', () => {
    const types = patientPacketTypes(
      { verticalName: 'Breast Pump', hasCpapCode: false, hasOxygenCode: false, documentsRequired: false },
      new Set(),
    );
    expect(types.every((t) => !t.uploadEnabled)).toBe(true);
  });
});

describe('today in the provider time zone', () => {
  const now = new Date('2026-11-23T06:30:00Z');
  it.each([
    ['America/Los_Angeles', '2026-11-22'],
    ['Europe/Paris', '2026-11-23'],
    [undefined, '2026-11-23'],
    ['Not/AZone', '2026-11-23'],
  ])('%s → %s', (zone, expected) => {
    expect(todayIn(zone, now)).toBe(expected);
  });
});

describe('groupByPrimaryContact', () => {
  const row = (id: string, patientPrimaryContact: string | null) => ({ id, patientPrimaryContact });
  it.each([
    { name: 'keeps an already grouped page', rows: [row('1', 'a'), row('2', 'b')], ids: ['1', '2'] },
    {
      name: "pulls a patient's later rows up to their first row",
      rows: [row('1', 'a'), row('2', 'b'), row('3', 'a'), row('4', 'c'), row('5', 'b')],
      ids: ['1', '3', '2', '5', '4'],
    },
    {
      name: 'never groups rows without a contact',
      rows: [row('1', null), row('2', 'a'), row('3', null), row('4', 'a')],
      ids: ['1', '2', '4', '3'],
    },
    { name: 'an empty page', rows: [], ids: [] },
  ])('$name', ({ rows, ids }) => {
    expect(groupByPrimaryContact(rows).map((entry) => entry.id)).toEqual(ids);
  });
});
