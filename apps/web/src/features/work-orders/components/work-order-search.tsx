import { workOrderListQuerySchema } from '@dme/shared/work-orders/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const searchSchema = z.object({ text: workOrderListQuerySchema.shape.query.unwrap() });

/** Search by name words and/or an M/D/YYYY date of birth (spec §5); the server does the matching. */
export function WorkOrderSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { register, handleSubmit, reset, formState, watch } = useForm({
    resolver: zodResolver(searchSchema),
    defaultValues: { text: value },
  });
  useEffect(() => reset({ text: value }), [value, reset]);
  const hasText = watch('text') !== '';

  const clear = () => {
    reset({ text: '' });
    onSearch('');
  };

  return (
    <form onSubmit={handleSubmit(({ text }) => onSearch(text))} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          {...register('text')}
          label="Search by patient name or DoB"
          placeholder="Jane Doe 1/31/1990"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={hasText ? <CloseButton aria-label="Clear search" onClick={clear} /> : null}
          error={formState.errors.text?.message}
          style={{ flex: 1, maxWidth: 420 }}
        />
        <Button type="submit" mt={25}>
          Search
        </Button>
      </Group>
    </form>
  );
}
