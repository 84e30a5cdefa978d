import type {
  CodeableConcept,
  ContactPoint,
  HumanName,
  Observation,
  ObservationComponent,
  Period,
  Quantity,
  Reference,
} from '@medplum/fhirtypes';
import { codingOf } from './code-systems';
import { LOINC, type LoincName } from './observation-codes';

/** The YYYY-MM-DD of a FHIR date or dateTime, or null for a partial date ("1960", "1960-04"). */
export const calendarDateOf = (value: string | undefined): string | null =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/** Whether a period is in force on `today` (an open end is in force). */
export const isCurrent = (period: Period | undefined, today: string) => {
  const start = calendarDateOf(period?.start);
  const end = calendarDateOf(period?.end);
  return (!start || start <= today) && (!end || end >= today);
};

/**
 * Whether a resource's reference to its patient names this one, or names none: a record the EHR
 * filed under another patient is never read into her work order.
 */
export function isAbout(reference: Reference | undefined, patientId: string | undefined) {
  const named = reference?.reference?.match(/(?:^|\/)Patient\/([^/]+)(?:\/_history\/[^/]+)?$/)?.[1];
  return !named || !patientId || named === patientId;
}

/** A person's name as the work order writes it: "Given Middle Family", else the name's text. */
export function personNameOf(names: HumanName[] | undefined, today: string): string | null {
  const current = (names ?? []).filter((name) => name.use !== 'old' && isCurrent(name.period, today));
  const name =
    current.find((n) => n.use === 'official') ?? current.find((n) => n.use === 'usual') ?? current[0];
  if (!name) return null;
  const parts = [...(name.given ?? []), name.family ?? ''].map((part) => part.trim()).filter(Boolean);
  const full = parts.join(' ') || name.text?.trim() || '';
  return full || null;
}

/** The contact point of a system the patient uses now, by the uses preferred first. */
export function contactOf(
  telecom: ContactPoint[] | undefined,
  system: ContactPoint['system'],
  preferredUses: ContactPoint['use'][],
  today: string,
): string | null {
  const current = (telecom ?? []).filter(
    (point) =>
      point.system === system && point.value?.trim() && point.use !== 'old' && isCurrent(point.period, today),
  );
  const rank = (point: ContactPoint) => {
    const index = preferredUses.indexOf(point.use);
    return index === -1 ? preferredUses.length : index;
  };
  const best = [...current].sort((a, b) => rank(a) - rank(b) || (a.rank ?? 99) - (b.rank ?? 99))[0];
  return best?.value?.trim() ?? null;
}

/** Every word of a concept a person wrote or a coding displays, for reading what a code system leaves out. */
export const wordsOf = (concept: CodeableConcept | undefined) =>
  [concept?.text, ...(concept?.coding ?? []).map((coding) => coding.display)].filter(Boolean).join(' ');

/** When an observation was made: its effective time, else when it was issued. */
export const observedAt = (observation: Observation) =>
  observation.effectiveDateTime ??
  observation.effectivePeriod?.start ??
  observation.effectiveInstant ??
  observation.issued;

/** Results the EHR stands by: final or corrected ones, never preliminary, cancelled or in error. */
const USABLE_STATUSES: ReadonlySet<Observation['status']> = new Set(['final', 'amended', 'corrected']);

/** One value read from an observation, or from one of its components (a panel's member). */
export interface Reading {
  name: LoincName;
  quantity: Quantity;
  observation: Observation;
  component: ObservationComponent | null;
  /** The observation's time, full, to compare; null when it gives none. */
  at: string | null;
}

const hasLoinc = (concept: CodeableConcept | undefined, name: LoincName) =>
  concept?.coding?.some(
    (coding) => coding.code?.trim() === LOINC[name].code && codingOf({ coding: [coding] }, 'loinc'),
  ) ?? false;

/** Every numeric value of a LOINC code in the observations, the panels' components included. */
export function readingsOf(observations: Observation[], names: readonly LoincName[]): Reading[] {
  return observations.flatMap((observation) => {
    if (!USABLE_STATUSES.has(observation.status)) return [];
    const at = observedAt(observation) ?? null;
    return names.flatMap((name): Reading[] => {
      const own =
        hasLoinc(observation.code, name) && observation.valueQuantity?.value !== undefined
          ? [{ name, quantity: observation.valueQuantity, observation, component: null, at }]
          : [];
      const components = (observation.component ?? []).flatMap((component) =>
        hasLoinc(component.code, name) && component.valueQuantity?.value !== undefined
          ? [{ name, quantity: component.valueQuantity, observation, component, at }]
          : [],
      );
      return [...own, ...components];
    });
  });
}

/** The observations of a LOINC code itself (not as a component), usable ones only. */
export const observationsOf = (observations: Observation[], name: LoincName) =>
  observations.filter((o) => USABLE_STATUSES.has(o.status) && hasLoinc(o.code, name));

const timeOf = (at: string | null) => (at ? Date.parse(at) || 0 : 0);

/** The most recent of several dated things; the first of equals (callers order by preference). */
export function mostRecent<T>(items: T[], at: (item: T) => string | null | undefined): T | null {
  return items.reduce<T | null>(
    (best, item) => (best === null || timeOf(at(item) ?? null) > timeOf(at(best) ?? null) ? item : best),
    null,
  );
}

/** Whether an observation (a panel) is of the LOINC code given. */
export const isObservationOf = (observation: Observation, name: LoincName) =>
  hasLoinc(observation.code, name);
