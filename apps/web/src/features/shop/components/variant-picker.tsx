import type { ProductVariantDetail } from '@dme/shared/shop/api';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { productPath } from '../../../app/paths';

/** One button per variant of the product; choosing one opens it in place. */
export function VariantPicker({ variant }: { variant: ProductVariantDetail }) {
  const navigate = useNavigate();
  const options = variant.siblings.length ? variant.siblings : [variant];
  if (options.length < 2) return null;
  return (
    <Stack gap={6} role="group" aria-labelledby="variant-picker-label">
      <Text id="variant-picker-label" fw={600} fz="sm">
        Option
      </Text>
      <Group gap="xs">
        {options.map((option) => {
          const isCurrent = option.uuid === variant.uuid;
          return (
            <Button
              key={option.uuid}
              variant={isCurrent ? 'filled' : 'default'}
              aria-pressed={isCurrent}
              onClick={() => !isCurrent && navigate(productPath(option.uuid), { replace: true })}
            >
              {option.title}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
