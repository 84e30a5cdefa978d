import type { OpsPageMeta } from '@dme/shared/operations/lists';
import { Group, Pagination, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { QueryFallback } from '../../../components/ui/query-fallback';

export interface Filter {
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}

/**
 * A console screen: its title and actions, a search (for lists the server searches) and filters,
 * the list, and the pager.
 */
export function ListPage({
  title,
  actions,
  searchLabel,
  onSearch,
  filters = [],
  meta,
  onPage,
  isError,
  children,
}: {
  title: string;
  actions?: ReactNode;
  searchLabel?: string;
  onSearch?: (query: string) => void;
  filters?: Filter[];
  meta: OpsPageMeta | undefined;
  onPage: (page: number) => void;
  isError: boolean;
  children: ReactNode;
}) {
  const search = useDebouncedCallback((query: string) => onSearch?.(query), 300);
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.perPage)) : 1;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {actions}
      </Group>
      <Group gap="sm" align="flex-end">
        {searchLabel && onSearch && (
          <TextInput
            label={searchLabel}
            leftSection={<IconSearch size={16} aria-hidden />}
            onChange={(event) => search(event.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
          />
        )}
        {filters.map((filter) => (
          <Select
            key={filter.label}
            label={filter.label}
            data={filter.options}
            value={filter.value ?? null}
            onChange={(value) => filter.onChange(value ?? undefined)}
            clearable
            placeholder="All"
            style={{ flex: '1 1 160px' }}
          />
        ))}
      </Group>
      {meta ? (
        children
      ) : (
        <QueryFallback
          isError={isError}
          loadingLabel={`Loading ${title}`}
          errorTitle={`We could not load ${title}`}
        />
      )}
      {meta && (
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="gray.7">
            {meta.total} in all
          </Text>
          {pages > 1 && (
            <Pagination total={pages} value={meta.page} onChange={onPage} size="sm" aria-label="Pages" />
          )}
        </Group>
      )}
    </Stack>
  );
}
