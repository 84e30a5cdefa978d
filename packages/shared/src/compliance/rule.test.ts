import { describe, expect, it } from 'vitest';
import { averageOverUsedNights, evaluateCompliance, meetsRequiredPercent } from './rule';

const START = '2026-01-01';
const dateOf = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString().slice(0, 10);
/** Nights 1..n (day 1 = START) with the minutes each night got. */
const nights = (minutesByDay: (day: number) => number, through: number) =>
  Array.from({ length: through }, (_, index) => ({
    date: dateOf(index + 1),
    minutes: minutesByDay(index + 1),
  }));
const evaluate = (list: { date: string; minutes: number }[], today = dateOf(95)) =>
  evaluateCompliance({ periodStart: START, nights: list, today });

describe('meetsRequiredPercent', () => {
  it.each([
    [21, 30, true],
    [20, 30, false],
    [699, 1000, false], // 69.9 %
    [700, 1000, true], // 70 %
  ])('%i of %i → %s', (used, total, expected) => expect(meetsRequiredPercent(used, total)).toBe(expected));
});

describe('evaluateCompliance', () => {
  it('finds 21 qualifying nights of 30 compliant (70 %), and 20 not (66.7 %)', () => {
    const compliant = evaluate(nights((day) => (day <= 21 ? 240 : 0), 90));
    expect(compliant).toMatchObject({
      state: 'compliant',
      bestWindow: { start: dateOf(1), end: dateOf(30), nightsUsed: 21, percent: 70 },
      compliantOn: dateOf(21),
    });
    const short = evaluate(nights((day) => (day <= 20 ? 600 : 0), 90));
    expect(short).toMatchObject({ state: 'not_compliant', bestWindow: { nightsUsed: 20, percent: 66.7 } });
  });

  it('counts a night of 3 h 59 min as not used and exactly 4 h as used', () => {
    expect(evaluate(nights((day) => (day <= 21 ? 239 : 0), 90)).state).toBe('not_compliant');
    expect(
      evaluate(nights((day) => (day === 21 ? 239 : day < 21 ? 240 : 0), 90)).bestWindow?.nightsUsed,
    ).toBe(20);
  });

  it('counts day 90 and never day 91', () => {
    expect(evaluate(nights((day) => (day >= 70 ? 300 : 0), 90)).state).toBe('compliant');
    const late = evaluate(nights((day) => (day >= 71 ? 300 : 0), 91));
    expect(late).toMatchObject({ state: 'not_compliant', bestWindow: { start: dateOf(61), nightsUsed: 20 } });
    expect(late.periodEnd).toBe(dateOf(90));
  });

  it('slides the window over gaps and picks the earliest best one', () => {
    // Used every other night, then every night from day 40: window 22–51 is the first with 21.
    const result = evaluate(nights((day) => (day < 40 ? (day % 2 === 0 ? 300 : 0) : 300), 60));
    expect(result.state).toBe('compliant');
    expect(result.compliantOn).toBe(dateOf(51));
    expect(result.bestWindow).toMatchObject({ start: dateOf(30), nightsUsed: 25 });
  });

  it('treats missing nights inside the reported range as not used, and nights after it as open', () => {
    const sparse = [1, 2, 3, 10].map((day) => ({ date: dateOf(day), minutes: 300 }));
    const result = evaluate(sparse, dateOf(11));
    expect(result).toMatchObject({ state: 'on_track', reportedThrough: dateOf(10), daysLeft: 80 });
    // Window 1–30 has 4 qualifying nights and 20 open: 17 more from day 11 → day 27.
    expect(result.earliestCompliantDate).toBe(dateOf(27));
  });

  it('is at risk when only every remaining night can still reach 70 %', () => {
    // Reported through day 80; days 61–80 hold 11 qualifying nights: days 81–90 must all be used.
    const atRisk = evaluate(
      nights((day) => (day >= 61 && day <= 71 ? 300 : 0), 80),
      dateOf(81),
    );
    expect(atRisk).toMatchObject({ state: 'at_risk', earliestCompliantDate: dateOf(90), daysLeft: 10 });
    const oneMore = evaluate(
      nights((day) => (day >= 60 && day <= 72 ? 300 : 0), 80),
      dateOf(81),
    );
    expect(oneMore.state).toBe('on_track');
    const tooFew = evaluate(
      nights((day) => (day >= 61 && day <= 70 ? 300 : 0), 80),
      dateOf(81),
    );
    expect(tooFew).toMatchObject({ state: 'not_compliant', earliestCompliantDate: null });
  });

  it('says no data without nights, ignores nights before setup, and dates the re-evaluation', () => {
    const none = evaluate([{ date: '2025-12-31', minutes: 600 }], dateOf(31));
    expect(none).toMatchObject({
      state: 'no_data',
      bestWindow: null,
      reportedThrough: null,
      earliestCompliantDate: dateOf(21),
      reevaluation: { from: dateOf(31), to: dateOf(91), isDue: true },
    });
    expect(evaluate([], dateOf(30)).reevaluation.isDue).toBe(false);
    expect(evaluate([], dateOf(92)).reevaluation.isDue).toBe(false);
    expect(evaluate([], dateOf(92)).daysLeft).toBe(0);
  });
});

describe('averageOverUsedNights', () => {
  it('averages over nights with use only, and is null without any', () => {
    const list = [
      { minutes: 300, ahi: 2 },
      { minutes: 0, ahi: 40 },
      { minutes: 120, ahi: 3.5 },
    ];
    expect(averageOverUsedNights(list, (night) => night.ahi)).toBe(2.8);
    expect(averageOverUsedNights([{ minutes: 0, ahi: 1 }], (night) => night.ahi)).toBeNull();
  });
});
