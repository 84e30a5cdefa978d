import type { Resource } from '@medplum/fhirtypes';
import { isRecord } from '../http';

/** A CDS Hooks 2.0 card as this EHR shows it ("Card Attributes", https://cds-hooks.hl7.org/2.0/#card-attributes). */
export interface Card {
  summary: string;
  detail: string | null;
  indicator: 'info' | 'warning' | 'critical';
  source: { label: string; url: string | null };
  links: CardLink[];
}

export interface CardLink {
  label: string;
  url: string;
  type: 'absolute' | 'smart';
  appContext: string | null;
}

/** A system action ("System Action"): changes the service proposes to apply without the clinician. */
export interface SystemAction {
  type: 'create' | 'update' | 'delete';
  resource: Resource | null;
}

export interface ServiceAnswer {
  cards: Card[];
  systemActions: SystemAction[];
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const INDICATORS = new Set(['info', 'warning', 'critical']);

function linkOf(value: unknown): CardLink | null {
  if (!isRecord(value)) return null;
  const label = text(value.label);
  const url = text(value.url);
  if (!label || !url || (value.type !== 'absolute' && value.type !== 'smart')) return null;
  return { label, url, type: value.type, appContext: text(value.appContext) };
}

function cardOf(value: unknown): Card | null {
  if (!isRecord(value) || !isRecord(value.source)) return null;
  const summary = text(value.summary);
  const label = text(value.source.label);
  if (!summary || !label || typeof value.indicator !== 'string' || !INDICATORS.has(value.indicator))
    return null;
  return {
    summary,
    detail: text(value.detail),
    indicator: value.indicator as Card['indicator'],
    source: { label, url: text(value.source.url) },
    links: (Array.isArray(value.links) ? value.links : [])
      .map(linkOf)
      .filter((l): l is CardLink => l !== null),
  };
}

/**
 * A service's answer read against CDS Hooks 2.0 "CDS Service Response": `cards` is required; a card
 * missing a required attribute (summary, indicator, source.label) is an error the whole answer
 * shares, as a client that "does not understand" a card must not show half of it.
 */
export function readServiceAnswer(body: unknown): ServiceAnswer | null {
  if (!isRecord(body) || !Array.isArray(body.cards)) return null;
  const cards = body.cards.map(cardOf);
  if (cards.some((card) => card === null)) return null;
  const systemActions = (Array.isArray(body.systemActions) ? body.systemActions : []).flatMap(
    (action): SystemAction[] =>
      isRecord(action) && (action.type === 'create' || action.type === 'update' || action.type === 'delete')
        ? [
            {
              type: action.type,
              resource: isRecord(action.resource) ? (action.resource as unknown as Resource) : null,
            },
          ]
        : [],
  );
  return { cards: cards as Card[], systemActions };
}
