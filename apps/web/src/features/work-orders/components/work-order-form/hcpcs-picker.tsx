import type { HcpcsCode } from '@dme/shared/reference/hcpcs';
import { Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface HcpcsPickerProps {
  /** null while the codes load: the picker waits, disabled. */
  codes: HcpcsCode[] | null;
  added: string[];
  onAdd: (code: HcpcsCode) => void;
  error?: string;
}

/** Options grouped by vertical and category; the label carries code and alias, so both are searched. */
function optionsOf(codes: HcpcsCode[], added: string[]) {
  const groups = new Map<string, { value: string; label: string; disabled: boolean }[]>();
  for (const code of codes) {
    const group = `${code.productVertical.name} — ${code.productCategory.name}`;
    const items = groups.get(group) ?? [];
    items.push({
      value: code.code,
      label: `${code.code} — ${code.alias}`,
      disabled: added.includes(code.code),
    });
    groups.set(group, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

export function HcpcsPicker({ codes, added, onAdd, error }: HcpcsPickerProps) {
  // The picker is an "add" action, not a value: it empties itself after each pick.
  const [search, setSearch] = useState('');
  return (
    <Select
      label="Add HCPCS code"
      description="Search by code or name, e.g. E0601 or CPAP"
      placeholder={codes ? 'Search HCPCS codes' : 'Loading HCPCS codes…'}
      disabled={codes === null}
      data={codes ? optionsOf(codes, added) : []}
      value={null}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage="No matching HCPCS code"
      leftSection={<IconSearch size={16} aria-hidden />}
      maxDropdownHeight={320}
      error={error}
      onChange={(value) => {
        const code = codes?.find((candidate) => candidate.code === value);
        if (code) onAdd(code);
        setSearch('');
      }}
    />
  );
}
