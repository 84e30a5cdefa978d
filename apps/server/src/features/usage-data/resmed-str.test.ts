import { describe, expect, it } from 'vitest';
import { EdfError, readEdf, writeEdf } from './edf';
import { readResmedStr, writeResmedStr } from './resmed-str';

const str = (sessions: { start: string; end: string }[], days = 3, stats = {}) =>
  writeResmedStr({ firstDay: '2026-03-01', days, sessions, stats });

describe('EDF', () => {
  it('round-trips header, signal headers laid out field by field, and scaled samples', () => {
    const file = {
      patientId: 'X X X X',
      recordingId: 'Startdate 01-MAR-2026',
      startDate: '2026-03-01',
      startTime: '12:00:00',
      recordSeconds: 86_400,
      signals: [
        {
          label: 'AHI',
          physicalDimension: '/h',
          physicalMin: -0.1,
          physicalMax: 3276.7,
          digitalMin: -1,
          digitalMax: 32767,
          samplesPerRecord: 1,
        },
        {
          label: 'MaskOn',
          physicalDimension: 'min',
          physicalMin: -1,
          physicalMax: 1440,
          digitalMin: -1,
          digitalMax: 1440,
          samplesPerRecord: 3,
        },
      ],
      records: [
        [[2.5], [600, 700, -1]],
        [[0], [-1, -1, -1]],
      ],
    };
    const buffer = writeEdf(file);
    expect(buffer.length).toBe(256 + 2 * 256 + 2 * (1 + 3) * 2);
    // The second signal's label starts right after the first one's: field by field, not signal by signal.
    expect(buffer.toString('latin1', 256, 288)).toBe(`${'AHI'.padEnd(16)}${'MaskOn'.padEnd(16)}`);
    const read = readEdf(buffer);
    expect(read.startDate).toBe('2026-03-01');
    expect(read.signals.map((signal) => signal.label)).toEqual(['AHI', 'MaskOn']);
    expect(read.records[0]?.[0]?.[0]).toBeCloseTo(2.5, 5);
    expect(read.records[0]?.[1]).toEqual([600, 700, -1]);
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'not an EDF file'],
    ['a PDF', Buffer.from('%PDF-1.4'.padEnd(300, ' ')), 'not an EDF file'],
    ['a cut header', str([]).subarray(0, 600), 'header is incomplete'],
  ])('refuses %s', (_name, buffer, message) => {
    expect(() => readEdf(buffer)).toThrow(EdfError);
    expect(() => readEdf(buffer)).toThrow(message);
  });

  it('refuses a truncated file instead of reading the nights it lost as unused', () => {
    const whole = str([{ start: '2026-03-01T22:00', end: '2026-03-02T06:00' }], 5);
    expect(() => readResmedStr(whole.subarray(0, whole.length - 10))).toThrow('holds 4 of 5 days');
  });
});

describe('ResMed STR.edf', () => {
  it('reads one night of use, dated by the noon it starts after, with AHI and leak in L/min', () => {
    const nights = readResmedStr(
      str([{ start: '2026-03-01T22:30', end: '2026-03-02T06:45' }], 2, {
        '2026-03-01': { ahi: 2.4, leak95: 24 },
      }),
    );
    expect(nights).toEqual([
      { date: '2026-03-01', minutes: 495, sessions: [{ on: 630, off: 1125 }], ahi: 2.4, leak95: 24 },
      { date: '2026-03-02', minutes: 0, sessions: [], ahi: null, leak95: null },
    ]);
  });

  it('adds up several mask sessions of one day', () => {
    const [night] = readResmedStr(
      str([
        { start: '2026-03-01T23:00', end: '2026-03-02T02:00' },
        { start: '2026-03-02T02:20', end: '2026-03-02T05:00' },
        { start: '2026-03-02T05:30', end: '2026-03-02T07:00' },
      ]),
    );
    expect(night?.sessions).toHaveLength(3);
    expect(night?.minutes).toBe(180 + 160 + 90);
  });

  it('splits a session crossing noon between the two ResMed days, as the machine cuts it', () => {
    const buffer = str([{ start: '2026-03-02T10:00', end: '2026-03-02T13:30' }]);
    const raw = readEdf(buffer);
    const maskOn = raw.signals.findIndex((signal) => signal.label === 'MaskOn');
    expect(raw.records[0]?.[maskOn]?.[0]).toBe(1320);
    expect(raw.records[1]?.[maskOn]?.[0]).toBe(-1);
    const [first, second] = readResmedStr(buffer);
    expect(first).toMatchObject({ date: '2026-03-01', minutes: 120, sessions: [{ on: 1320, off: 1440 }] });
    expect(second).toMatchObject({ date: '2026-03-02', minutes: 90, sessions: [{ on: 0, off: 90 }] });
  });

  it('reads days with no use as zero minutes without AHI or leak', () => {
    const nights = readResmedStr(str([], 3, { '2026-03-02': { ahi: 9, leak95: 9 } }));
    expect(nights.map((night) => [night.minutes, night.ahi, night.leak95])).toEqual([
      [0, null, null],
      [0, null, null],
      [0, null, null],
    ]);
  });

  it('refuses an EDF file that is not a STR.edf', () => {
    const other = writeEdf({
      patientId: '',
      recordingId: '',
      startDate: '2026-03-01',
      startTime: '22:00:00',
      recordSeconds: 60,
      signals: [
        {
          label: 'Flow',
          physicalDimension: 'L/s',
          physicalMin: -2,
          physicalMax: 2,
          digitalMin: -32768,
          digitalMax: 32767,
          samplesPerRecord: 25,
        },
      ],
      records: [[new Array(25).fill(0)]],
    });
    expect(() => readResmedStr(other)).toThrow('not a ResMed STR.edf');
  });

  it('skips corrupt slots past the day, as OSCAR does', () => {
    const buffer = str([{ start: '2026-03-01T22:00', end: '2026-03-02T04:00' }], 1);
    const raw = readEdf(buffer);
    const maskOff = raw.signals.findIndex((signal) => signal.label === 'MaskOff');
    raw.records[0]?.[maskOff]?.splice(0, 1, 2000);
    expect(readResmedStr(writeEdf(raw))[0]?.minutes).toBe(0);
  });
});
