import { SHOP_MESSAGES } from '@dme/shared/shop/messages';
import { Anchor, Badge, Grid, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { hasStatus } from '../../../lib/api-errors';
import { patientStore } from '../../../lib/patient-store';
import { notifications } from '../../../lib/toasts';
import { ProductReviews } from '../../orders';
import { useProductVariant } from '../api/product-variant';
import { CartToggle } from '../components/cart-toggle';
import { PriceTag } from '../components/price-tag';
import { ProductGallery } from '../components/product-gallery';
import { ProgressBox } from '../components/progress-box';
import { VariantPicker } from '../components/variant-picker';
import { useShopJourney } from '../hooks/use-shop-journey';

export const DEDUCTIBLE_TOOLTIP =
  'When the price with insurance equals the retail price, your deductible has not been met yet.';

/** Spec patient §2 "Product detail"; each variant is its own page so the quantity starts at 1. */
export function ProductPage() {
  const { uuid = '' } = useParams();
  return <ProductDetail key={uuid} uuid={uuid} />;
}

function ProductDetail({ uuid }: { uuid: string }) {
  const [quantity, setQuantity] = useState(1);
  const navigate = useNavigate();
  const query = useProductVariant(uuid, quantity);
  const journey = useShopJourney();
  const variant = query.data;
  const isMissing = hasStatus(query.error, 404);
  const stepIndex = variant
    ? journey.steps.findIndex((step) => step.categoryUuid === variant.product.hcpcsCode.productCategory.uuid)
    : -1;

  useEffect(() => {
    if (!isMissing) return;
    notifications.show({ color: 'red', message: SHOP_MESSAGES.invalidProduct });
    navigate(paths.shop, { replace: true });
  }, [isMissing, navigate]);

  // Back on /shop, the patient continues at this product's step.
  useEffect(() => {
    if (stepIndex >= 0) patientStore.update(() => ({ shoppingProgress: { currentStepIndex: stepIndex } }));
  }, [stepIndex]);

  if (query.isError && !isMissing) throw query.error;
  if (!variant) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading product" />
      </Group>
    );
  }
  // Spec patient §4: a product from another vertical sends the patient back to the shop.
  if (journey.verticalUuid && variant.product.hcpcsCode.productVertical.uuid !== journey.verticalUuid) {
    return <Navigate to={paths.shop} replace />;
  }

  const hasInsurance = Boolean(journey.session?.insuranceStatusUuid) && !variant.product.isCashOnly;

  return (
    <Stack gap="lg" pb={96}>
      <Anchor component={Link} to={paths.shop} fw={600} w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          Back
        </Group>
      </Anchor>
      <Grid gap={{ base: 'lg', md: 48 }}>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ProductGallery images={variant.product.imageUrls} title={variant.productTitle} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="lg">
            <Stack gap={6}>
              <Text fz="sm" fw={700} c="gray.7" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
                {variant.product.manufacturer}
              </Text>
              <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
                {variant.productTitle}
              </Title>
              <Group gap="xs">
                <Badge variant="light" color="gray">
                  {variant.product.hcpcsCode.productCategory.name}
                </Badge>
                {variant.product.isCashOnly && (
                  <Badge variant="light" color="orange">
                    Cash only
                  </Badge>
                )}
              </Group>
            </Stack>
            <Stack gap={4}>
              {hasInsurance && (
                <Group gap={4}>
                  <Text fz="sm" c="gray.7">
                    Price with insurance
                  </Text>
                  <Tooltip label={DEDUCTIBLE_TOOLTIP} multiline w={260} withArrow>
                    <IconInfoCircle size={16} aria-label={DEDUCTIBLE_TOOLTIP} tabIndex={0} role="img" />
                  </Tooltip>
                </Group>
              )}
              <PriceTag variant={variant} size="lg" />
            </Stack>
            <VariantPicker variant={variant} />
            <CartToggle variant={variant} quantity={quantity} onQuantityChange={setQuantity} />
            {variant.product.description && (
              <Text c="gray.8" style={{ whiteSpace: 'pre-line' }}>
                {variant.product.description}
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <ProductReviews productUuid={variant.product.uuid} />
      {stepIndex >= 0 && <ProgressBox journey={journey} stepIndex={stepIndex} />}
    </Stack>
  );
}
