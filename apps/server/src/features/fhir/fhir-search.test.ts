import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  deviceRequestSearchOf,
  lineIdOf,
  MAX_PAGE_SIZE,
  SearchParameterError,
} from './fhir-search';

const ISS = 'https://ehr-a.test/fhir';
const search = (query: string) => deviceRequestSearchOf(new URLSearchParams(query), ISS);
const ID = '6f1c2b8e-5d4a-4c1e-9b7a-2e3f4a5b6c7d';

describe('deviceRequestSearchOf', () => {
  it('asks for everything by default, a page at a time', () => {
    expect(search('')).toEqual({
      patientIds: null,
      fulfilmentStatuses: null,
      lineIds: null,
      count: DEFAULT_PAGE_SIZE,
      offset: 0,
    });
  });

  it('reads a patient as an id, a relative or an absolute reference on its own EHR only', () => {
    expect(search('patient=pat-1').patientIds).toEqual(['pat-1']);
    expect(search('patient=Patient/pat-1').patientIds).toEqual(['pat-1']);
    expect(search(`patient=${encodeURIComponent(`${ISS}/Patient/pat-1`)}`).patientIds).toEqual(['pat-1']);
    expect(
      search(`patient=${encodeURIComponent('https://other.test/fhir/Patient/pat-1')}`).patientIds,
    ).toEqual([]);
    expect(search('patient=pat-1,pat-2').patientIds).toEqual(['pat-1', 'pat-2']);
    expect(search('patient=pat-1,pat-2&patient=pat-2').patientIds).toEqual(['pat-2']);
  });

  it('reads a status as the fulfilment steps it stands for', () => {
    expect(search('status=active').fulfilmentStatuses).toEqual(['ordered', 'shipped']);
    expect(search('status=completed,revoked').fulfilmentStatuses).toEqual(['delivered', 'cancelled']);
    expect(search('status=draft').fulfilmentStatuses).toEqual([]);
  });

  it('reads DeviceRequest ids, dropping what is not one', () => {
    expect(search(`_id=${ID}-2,nonsense`).lineIds).toEqual([`${ID}-2`]);
    expect(lineIdOf(`${ID.toUpperCase()}-2`)).toEqual({ workOrderId: ID, position: 1 });
    expect(lineIdOf(ID)).toBeNull();
  });

  it('caps the page size and refuses a count that is not a number', () => {
    expect(search('_count=1000&_offset=40')).toMatchObject({ count: MAX_PAGE_SIZE, offset: 40 });
    expect(() => search('_count=-1')).toThrow(SearchParameterError);
    expect(() => search('_offset=ten')).toThrow(SearchParameterError);
  });
});
