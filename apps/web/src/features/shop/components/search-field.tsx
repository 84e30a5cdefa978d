import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** The text filter: matches titles and manufacturers; the address follows after a short pause. */
export function SearchField({ value, onChange }: { value: string; onChange: (query: string) => void }) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback(onChange, 350);
  return (
    <TextInput
      aria-label="Search products"
      placeholder="Search products"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}
