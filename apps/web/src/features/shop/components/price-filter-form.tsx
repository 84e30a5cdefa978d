import {
  isFreeRange,
  PRICE_FILTER_MAX,
  type PriceRange,
  validatePriceRange,
} from '@dme/shared/shop/price-filter';
import { Button, Checkbox, Group, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';

interface PriceFilterFormProps {
  value: PriceRange;
  onApply: (range: PriceRange) => void;
}

const toBound = (value: string | number) => (value === '' ? null : Number(value));

/** From/to bounds with the spec's rules, and a "Free" checkbox that sets both to 0. */
export function PriceFilterForm({ value, onApply }: PriceFilterFormProps) {
  const [range, setRange] = useState(value);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validatePriceRange(range) : {};
  const isFree = isFreeRange(range);

  const apply = (next: PriceRange) => {
    setSubmitted(true);
    const found = validatePriceRange(next);
    if (!found.from && !found.to) onApply(next);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        apply(range);
      }}
      noValidate
    >
      <Stack gap="xs">
        <Group grow gap="xs" align="flex-start">
          <NumberInput
            label="From"
            prefix="$"
            min={0}
            max={PRICE_FILTER_MAX}
            decimalScale={2}
            hideControls
            value={range.from ?? ''}
            onChange={(next) => setRange({ ...range, from: toBound(next) })}
            error={errors.from}
            disabled={isFree}
          />
          <NumberInput
            label="To"
            prefix="$"
            min={0}
            max={PRICE_FILTER_MAX}
            decimalScale={2}
            hideControls
            value={range.to ?? ''}
            onChange={(next) => setRange({ ...range, to: toBound(next) })}
            error={errors.to}
            disabled={isFree}
          />
        </Group>
        <Checkbox
          label="Free"
          checked={isFree}
          onChange={(event) => {
            const next = event.currentTarget.checked ? { from: 0, to: 0 } : { from: null, to: null };
            setRange(next);
            apply(next);
          }}
        />
        <Button type="submit" variant="light" size="xs">
          Apply price
        </Button>
      </Stack>
    </form>
  );
}
