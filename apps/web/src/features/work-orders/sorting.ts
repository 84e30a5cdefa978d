import { WORK_ORDER_SORT_FIELDS } from '@dme/shared/work-orders/api';

export type SortField = (typeof WORK_ORDER_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  sort?: SortField;
  direction?: SortDirection;
}

/** Spec §8: a direction other than asc or desc is an error, not something to guess about. */
export function parseDirection(value: string | null): SortDirection | undefined {
  if (value === null || value === '') return undefined;
  if (value === 'asc' || value === 'desc') return value;
  throw new Error('Invalid direction');
}

export const parseSortField = (value: string | null): SortField | undefined =>
  (WORK_ORDER_SORT_FIELDS as readonly string[]).includes(value ?? '') ? (value as SortField) : undefined;

/** A column header click: ascending, then descending, then unsorted (spec §2). */
export function nextSort(current: SortState, field: SortField): SortState {
  if (current.sort !== field || !current.direction) return { sort: field, direction: 'asc' };
  if (current.direction === 'asc') return { sort: field, direction: 'desc' };
  return {};
}
