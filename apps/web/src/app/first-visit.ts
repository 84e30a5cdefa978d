import { FIRST_VISIT_STATE_ID, type FirstVisitState } from '@dme/shared/shop/first-visit';
import type { DehydratedState } from '@tanstack/react-query';

/** The state the server drew this page with, taken once (the element is removed). */
export function takeFirstVisitState(): FirstVisitState | null {
  const element = document.getElementById(FIRST_VISIT_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as FirstVisitState;
  } catch {
    return null;
  }
}

/** The query cache of a page the server drew, when it drew one. */
export const drawnQueries = (state: FirstVisitState | null) => state?.queries as DehydratedState | undefined;
