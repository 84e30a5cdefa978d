import type { ProductVariantsQuery } from '@dme/shared/shop/api';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';

/** Spec patient §3 "Filters", kept in the /shop address: query, brands (repeated), priceFrom, priceTo. */
export interface ShopFilters {
  query: string;
  brands: string[];
  priceFrom: number | null;
  priceTo: number | null;
}

const numberOrNull = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

export function parseShopFilters(params: URLSearchParams): ShopFilters {
  return {
    query: params.get('query') ?? '',
    brands: params.getAll('brands'),
    priceFrom: numberOrNull(params.get('priceFrom')),
    priceTo: numberOrNull(params.get('priceTo')),
  };
}

export function shopFiltersSearch(filters: ShopFilters): string {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set('query', filters.query.trim());
  for (const brand of filters.brands) params.append('brands', brand);
  if (filters.priceFrom !== null) params.set('priceFrom', String(filters.priceFrom));
  if (filters.priceTo !== null) params.set('priceTo', String(filters.priceTo));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const hasActiveFilters = (filters: ShopFilters) => shopFiltersSearch(filters) !== '';

/** The filters as GET /api/product_variants takes them. */
export const toVariantsQuery = (filters: ShopFilters): ProductVariantsQuery => ({
  query: filters.query.trim() || undefined,
  brands: filters.brands.length ? filters.brands : undefined,
  priceFrom: filters.priceFrom ?? undefined,
  priceTo: filters.priceTo ?? undefined,
});

/** The current filters and a setter; a change re-routes to /shop (spec patient §2). */
export function useShopFilters() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => parseShopFilters(params), [params]);
  const setFilters = useCallback(
    (change: Partial<ShopFilters>) =>
      navigate(
        { pathname: paths.shop, search: shopFiltersSearch({ ...filters, ...change }) },
        { replace: true },
      ),
    [filters, navigate],
  );
  const clearFilters = useCallback(() => navigate(paths.shop, { replace: true }), [navigate]);
  return { filters, setFilters, clearFilters };
}
