import { Checkbox, Stack } from '@mantine/core';

export function BrandChecklist({
  brands,
  value,
  onChange,
}: {
  brands: string[];
  value: string[];
  onChange: (brands: string[]) => void;
}) {
  return (
    <Checkbox.Group value={value} onChange={onChange} aria-label="Brand">
      <Stack gap="xs">
        {brands.map((brand) => (
          <Checkbox key={brand} value={brand} label={brand} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
