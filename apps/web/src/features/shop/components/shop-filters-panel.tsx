import { Anchor, Divider, Group, Loader, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ComponentProps, lazy, Suspense } from 'react';
import { hasActiveFilters, type ShopFilters } from '../shop-filters';
import { BrandChecklist } from './brand-checklist';
import { FilterButton } from './filter-button';
import { SearchField } from './search-field';

// The price form's NumberInput (react-number-format, ~10 kB gzip) is not on a phone's first screen:
// it loads when the Price filter opens there, and just after the sidebar on a wider screen (issue 18).
const LazyPriceFilterForm = lazy(async () => ({
  default: (await import('./price-filter-form')).PriceFilterForm,
}));

/** The price form, behind a loader about as tall as the form so the filters do not jump. */
function PriceFilterForm(props: ComponentProps<typeof LazyPriceFilterForm>) {
  return (
    <Suspense
      fallback={
        <Group justify="center" mih={150}>
          <Loader size="sm" aria-label="Loading price filter" />
        </Group>
      }
    >
      <LazyPriceFilterForm {...props} />
    </Suspense>
  );
}

interface FiltersProps {
  filters: ShopFilters;
  brands: string[];
  onChange: (change: Partial<ShopFilters>) => void;
  onClear: () => void;
}

const priceOf = (filters: ShopFilters) => ({ from: filters.priceFrom, to: filters.priceTo });
const setPrice =
  (onChange: FiltersProps['onChange']) => (range: { from: number | null; to: number | null }) =>
    onChange({ priceFrom: range.from, priceTo: range.to });

/** Desktop: the filter sidebar. */
export function FilterSidebar({ filters, brands, onChange, onClear }: FiltersProps) {
  // Hidden on a phone by CSS: rendered there, its price form would load that chunk for nothing. Read
  // after the first render, as the pre-rendered shop (which knows no screen) was drawn without it.
  const isShown = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, false);
  return (
    <Stack component="aside" aria-label="Filters" gap="lg" visibleFrom="sm">
      <Group justify="space-between">
        <Text fw={700}>Filters</Text>
        {hasActiveFilters(filters) && (
          <Anchor component="button" type="button" fz="sm" onClick={onClear}>
            Clear all
          </Anchor>
        )}
      </Group>
      <SearchField key={filters.query} value={filters.query} onChange={(query) => onChange({ query })} />
      <Divider />
      <Stack gap="xs">
        <Text fw={600} fz="sm">
          Brand
        </Text>
        <BrandChecklist
          brands={brands}
          value={filters.brands}
          onChange={(next) => onChange({ brands: next })}
        />
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Text fw={600} fz="sm">
          Price
        </Text>
        {isShown && (
          <PriceFilterForm
            key={`${filters.priceFrom}-${filters.priceTo}`}
            value={priceOf(filters)}
            onApply={setPrice(onChange)}
          />
        )}
      </Stack>
    </Stack>
  );
}

/** Mobile: a bar with search, Brand and Price. */
export function FilterBar({ filters, brands, onChange }: FiltersProps) {
  const brandLabel = filters.brands.length ? `Brand (${filters.brands.length})` : 'Brand';
  const priceSet = filters.priceFrom !== null || filters.priceTo !== null;
  return (
    <Stack gap="xs" hiddenFrom="sm" aria-label="Filters" component="section">
      <SearchField key={filters.query} value={filters.query} onChange={(query) => onChange({ query })} />
      <Group gap="xs" grow>
        <FilterButton label={brandLabel} active={filters.brands.length > 0} position="bottom-start">
          <BrandChecklist
            brands={brands}
            value={filters.brands}
            onChange={(next) => onChange({ brands: next })}
          />
        </FilterButton>
        <FilterButton label="Price" active={priceSet} position="bottom-end">
          <PriceFilterForm
            key={`${filters.priceFrom}-${filters.priceTo}`}
            value={priceOf(filters)}
            onApply={setPrice(onChange)}
          />
        </FilterButton>
      </Group>
    </Stack>
  );
}
