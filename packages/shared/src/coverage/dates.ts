/** Calendar dates as YYYY-MM-DD strings, which compare correctly as strings. */

/** Today's date for a rule. UTC: for US clinics it is never earlier than the local date. */
export const isoDateOf = (now: Date) => now.toISOString().slice(0, 10);

export const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
