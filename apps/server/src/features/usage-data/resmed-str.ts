import { EdfError, type EdfSignal, readEdf, writeEdf } from './edf';

/**
 * ResMed AirSense 10/11 `STR.edf`: one data record per day, and a ResMed day runs from noon to
 * noon (dated by the day it starts on), as OSCAR's resmed loader reads it. MaskOn/MaskOff hold up
 * to 10 sessions as minutes since that noon (-1: unused slot); the machine cuts a session at noon,
 * leaving a slot that starts before the day (on -1, off set) or runs past it (on set, off -1).
 */
export interface StrNight {
  date: string;
  minutes: number;
  sessions: { on: number; off: number }[];
  /** Events per hour; null on a day without use. */
  ahi: number | null;
  /** 95th percentile leak in L/min (the file holds L/s). */
  leak95: number | null;
}

const DAY_MINUTES = 24 * 60;
const SLOTS = 10;
const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The signal names the reader needs (Series 9 machines spell some with a space). */
const LABELS = {
  maskOn: ['MaskOn', 'Mask On'],
  maskOff: ['MaskOff', 'Mask Off'],
  ahi: ['AHI'],
  leak95: ['Leak.95', 'Leak 95'],
} as const;

function sessionsOf(on: number[], off: number[]) {
  const sessions: { on: number; off: number }[] = [];
  for (let slot = 0; slot < Math.min(on.length, off.length); slot++) {
    let start = Math.round(on[slot] ?? -1);
    let end = Math.round(off[slot] ?? -1);
    // A value past the day is a corrupt slot (OSCAR skips it too).
    if (start > DAY_MINUTES || end > DAY_MINUTES) continue;
    if (start < 0 && end < 0) continue;
    if (start < 0) start = 0; // began before noon: the machine cut it at noon
    if (end < 0) end = DAY_MINUTES; // still running at the next noon
    if (end > start) sessions.push({ on: start, off: end });
  }
  return sessions;
}

/** The nights of a STR.edf; anything else (or a damaged file) throws an {@link EdfError}. */
export function readResmedStr(buffer: Buffer): StrNight[] {
  const edf = readEdf(buffer);
  const indexOf = (labels: readonly string[]) =>
    edf.signals.findIndex((signal) => labels.includes(signal.label));
  const maskOn = indexOf(LABELS.maskOn);
  const maskOff = indexOf(LABELS.maskOff);
  if (maskOn < 0 || maskOff < 0)
    throw new EdfError('This EDF file is not a ResMed STR.edf: it has no MaskOn and MaskOff signals.');
  const ahi = indexOf(LABELS.ahi);
  const leak = indexOf(LABELS.leak95);
  const statistic = (record: number[][], index: number) => {
    const value = index < 0 ? undefined : record[index]?.[0];
    return value === undefined || value < 0 ? null : Math.round(value * 100) / 100;
  };
  return edf.records.map((record, day) => {
    const sessions = sessionsOf(record[maskOn] ?? [], record[maskOff] ?? []);
    const minutes = sessions.reduce((sum, session) => sum + session.off - session.on, 0);
    const leakPerSecond = statistic(record, leak);
    return {
      date: addDays(edf.startDate, day),
      minutes,
      sessions,
      ahi: minutes > 0 ? statistic(record, ahi) : null,
      leak95: minutes > 0 && leakPerSecond !== null ? Math.round(leakPerSecond * 60 * 100) / 100 : null,
    };
  });
}

/** A mask session as wall-clock times ('YYYY-MM-DDTHH:MM'). */
export interface StrSession {
  start: string;
  end: string;
}

export interface StrInput {
  firstDay: string;
  days: number;
  sessions: StrSession[];
  /** Statistics per ResMed day (AHI per hour, leak in L/min). */
  stats?: Record<string, { ahi: number; leak95: number }>;
}

const minutesOf = (wallClock: string) => Date.parse(`${wallClock}:00Z`) / 60_000;
const noonOf = (iso: string) => Date.parse(`${iso}T12:00:00Z`) / 60_000;
/** The signals an AirSense writes that the reader uses; -1 (unused) is the lowest digital value. */
const signal = (label: string, dimension: string, gain: number, samples = 1): EdfSignal => ({
  label,
  physicalDimension: dimension,
  physicalMin: -gain,
  physicalMax: Math.round(32767 * gain * 1000) / 1000,
  digitalMin: -1,
  digitalMax: 32767,
  samplesPerRecord: samples,
});
const STR_SIGNALS = [
  signal('Date', 'days', 1),
  signal('MaskOn', 'min', 1, SLOTS),
  signal('MaskOff', 'min', 1, SLOTS),
  signal('MaskEvents', '', 1),
  signal('Duration', 'min', 0.1),
  signal('OnDuration', 'min', 0.1),
  signal('AHI', '/h', 0.1),
  signal('Leak.95', 'L/s', 0.02),
];

/**
 * Writes a STR.edf the way the machine does: sessions cut at noon into ResMed days, at most 10 a
 * day. The counterpart of {@link readResmedStr}, for tests and demo data.
 */
export function writeResmedStr(input: StrInput): Buffer {
  const slots = Array.from({ length: input.days }, () => [] as { on: number; off: number }[]);
  const firstNoon = noonOf(input.firstDay);
  for (const session of input.sessions) {
    let from = minutesOf(session.start);
    const to = minutesOf(session.end);
    while (from < to) {
      const day = Math.floor((from - firstNoon) / DAY_MINUTES);
      const dayNoon = firstNoon + day * DAY_MINUTES;
      const until = Math.min(to, dayNoon + DAY_MINUTES);
      const daySlots = slots[day];
      if (!daySlots) throw new EdfError(`The session starting ${session.start} is outside the file's days.`);
      // A piece that began at noon or runs to the next noon is written as the machine does: -1.
      const on = from === dayNoon && from !== minutesOf(session.start) ? -1 : from - dayNoon;
      const off = until === dayNoon + DAY_MINUTES && until !== to ? -1 : until - dayNoon;
      daySlots.push({ on, off });
      from = until;
    }
  }
  const records = slots.map((daySlots, day) => {
    if (daySlots.length > SLOTS) throw new EdfError('A ResMed day holds at most 10 mask sessions.');
    const date = new Date(Date.parse(`${input.firstDay}T00:00:00Z`) + day * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const minutes = daySlots.reduce(
      (sum, slot) => sum + (slot.off < 0 ? DAY_MINUTES : slot.off) - Math.max(0, slot.on),
      0,
    );
    const pad = (values: number[]) => [...values, ...new Array(SLOTS - values.length).fill(-1)];
    const stats = input.stats?.[date];
    return [
      [Date.parse(`${date}T00:00:00Z`) / DAY_MS],
      pad(daySlots.map((slot) => slot.on)),
      pad(daySlots.map((slot) => slot.off)),
      [daySlots.length],
      [minutes],
      [minutes],
      [minutes > 0 && stats ? stats.ahi : -1],
      [minutes > 0 && stats ? stats.leak95 / 60 : -1],
    ];
  });
  return writeEdf({
    patientId: 'X X X X',
    recordingId: 'Startdate X X X ResMed AirSense',
    startDate: input.firstDay,
    startTime: '12:00:00',
    recordSeconds: 86_400,
    signals: STR_SIGNALS,
    records,
  });
}
