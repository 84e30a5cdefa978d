import type { ComplianceFilter } from '@dme/shared/compliance/api';
import { COVERAGE_STATUSES, type CoverageStatus } from '@dme/shared/coverage/verdict';
import type { WorkOrderListQuery } from '@dme/shared/work-orders/api';
import { useSearchParams } from 'react-router';
import { parseComplianceFilter } from '../../compliance';
import { nextSort, parseDirection, parseSortField, type SortField, type SortState } from '../sorting';

const parseCoverage = (value: string | null): CoverageStatus | undefined =>
  (COVERAGE_STATUSES as readonly string[]).includes(value ?? '') ? (value as CoverageStatus) : undefined;

/** The dashboard's search, coverage filter, sort and page live in the URL, so a reload or a shared link keeps them. */
export function useWorkOrderListParams() {
  const [params, setParams] = useSearchParams();
  const query: WorkOrderListQuery = {
    query: params.get('query') ?? undefined,
    coverage: parseCoverage(params.get('coverage')),
    compliance: parseComplianceFilter(params.get('compliance')),
    sort: parseSortField(params.get('sort')),
    direction: parseDirection(params.get('direction')),
    page: Math.max(1, Number(params.get('page')) || 1),
  };

  const update = (changes: Record<string, string | number | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });

  const sortTo = (sort: SortState) => update({ sort: sort.sort, direction: sort.direction, page: 1 });

  return {
    query,
    search: (text: string) => update({ query: text.trim(), page: 1 }),
    filterCoverage: (coverage: CoverageStatus | undefined) => update({ coverage, page: 1 }),
    filterCompliance: (compliance: ComplianceFilter | undefined) => update({ compliance, page: 1 }),
    sortBy: (field: SortField) => sortTo(nextSort(query, field)),
    sortTo,
    goToPage: (page: number) => update({ page }),
  };
}
