import type { ProductVariant } from '@dme/shared/shop/api';
import { Button, Grid, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { patientStore } from '../../../lib/patient-store';
import { DeliveryPromise } from '../../delivery';
import { BackBraceToast } from '../../insurance';
import { useProductVariants } from '../api/product-variants';
import { CARDS_IN_FIRST_ROWS, ProductCard } from '../components/product-card';
import { ProgressBar } from '../components/progress-bar';
import { FilterBar, FilterSidebar } from '../components/shop-filters-panel';
import { useShopJourney } from '../hooks/use-shop-journey';
import { toVariantsQuery, useShopFilters } from '../shop-filters';

/** One card per product: variants of a product share a card (the first variant opens). */
function groupByProduct(variants: ProductVariant[]) {
  const products = new Map<string, { variant: ProductVariant; options: number }>();
  for (const variant of variants) {
    const entry = products.get(variant.product.uuid);
    if (entry) entry.options += 1;
    else products.set(variant.product.uuid, { variant, options: 1 });
  }
  return [...products.values()];
}

/** The variants of the step's category; every variant when no step is chosen. */
const inCategory = (categoryUuid: string | undefined) => (variant: ProductVariant) =>
  !categoryUuid || variant.product.hcpcsCode.productCategory.uuid === categoryUuid;

/** As tall as the screen, so the footer is out of sight until the products replace it. */
function ProductsLoading() {
  return (
    <Group justify="center" align="flex-start" py="xl" mih="100dvh">
      <Loader aria-label="Loading products" />
    </Group>
  );
}

/** Spec patient §2 "Shop": the guided steps, filters and the step's products. */
export function ShopPage() {
  const journey = useShopJourney();
  const { filters, setFilters, clearFilters } = useShopFilters();
  const location = useLocation();
  const navigate = useNavigate();
  const requestedStep = (location.state as { stepIndex?: number } | null)?.stepIndex;

  // Spec patient §2: /shop can be opened at a step (router state stepIndex).
  useEffect(() => {
    if (typeof requestedStep !== 'number') return;
    patientStore.update(() => ({ shoppingProgress: { currentStepIndex: requestedStep } }));
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [requestedStep, location.pathname, location.search, navigate]);

  const list = useProductVariants(
    { ...toVariantsQuery(filters), productVerticalUuid: journey.verticalUuid ?? undefined },
    { enabled: journey.session !== null && journey.verticalUuid !== null },
  );
  // Kept while the list and the step stay the same (the journey object is new on every render),
  // so that a render of the page for anything else draws no new grid.
  const stepCategoryUuid = journey.currentStep?.categoryUuid;
  const cards = useMemo(
    () => groupByProduct((list.data ?? []).filter(inCategory(stepCategoryUuid))),
    [list.data, stepCategoryUuid],
  );
  // The first rows are drawn with the page and the rest in a task of their own: on a phone one
  // render of them all held the main thread for a tenth of a second (issue 18). Later changes keep
  // the grid drawn until the new one is ready.
  const drawnCards = useDeferredValue(cards);
  const shownCards = drawnCards.length > 0 ? drawnCards : cards.slice(0, CARDS_IN_FIRST_ROWS);
  const catalogue = journey.catalogue.data;
  const brands = useMemo(
    () =>
      [
        ...new Set((catalogue ?? []).filter(inCategory(stepCategoryUuid)).map((v) => v.product.manufacturer)),
      ].sort(),
    [catalogue, stepCategoryUuid],
  );

  const filterProps = { filters, brands, onChange: setFilters, onClear: clearFilters };

  const heading = (
    <Stack gap={4}>
      {/* "Accessories/Supplies" is one word to the browser: at 320 px it breaks at the slash. */}
      <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
        {journey.currentStep?.name ?? journey.vertical?.name ?? 'Shop'}
      </Title>
      <Group gap={6} c="gray.7" wrap="nowrap" align="flex-start">
        <IconMapPin size={16} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
        <Text fz="sm">Items ship to Los Angeles, CA. Shipping is calculated at checkout.</Text>
      </Group>
      <DeliveryPromise />
    </Stack>
  );
  // Until the steps are known nothing is drawn below the heading: the steps would push the
  // filters and products down as they arrive (issue 18: layout shift on a phone).
  if (journey.isLoading) {
    return (
      <Stack gap="lg">
        {heading}
        <ProductsLoading />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {heading}
      <BackBraceToast categoryUuid={stepCategoryUuid} />
      {journey.steps.length > 0 && <ProgressBar journey={journey} />}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          {/* Hidden on a phone;. */}
          <Paper withBorder radius="lg" p="md" visibleFrom="sm">
            <FilterSidebar {...filterProps} />
          </Paper>
          <FilterBar {...filterProps} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          {list.isPending && list.fetchStatus !== 'idle' ? (
            <ProductsLoading />
          ) : shownCards.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" ta="center">
              <Stack align="center" gap="sm">
                <Text fw={700} fz="lg">
                  No products match your filters
                </Text>
                <Text c="gray.7">Try another search, brand or price.</Text>
                <Button variant="light" onClick={clearFilters}>
                  Clear all filters
                </Button>
              </Stack>
            </Paper>
          ) : (
            <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: 'sm', sm: 'lg' }}>
              {shownCards.map(({ variant, options }, position) => (
                <ProductCard
                  key={variant.product.uuid}
                  variant={variant}
                  options={options}
                  position={position}
                />
              ))}
            </SimpleGrid>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
