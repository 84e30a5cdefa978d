import { WORK_ORDER_SEARCH_MAX_LENGTH } from '@dme/shared/work-orders/search';
import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/**
 * Search by name words and/or an M/D/YYYY date of birth (spec §5); the server does the matching.
 * Its one rule, the length, is the input's own: no form library or schema loads with the dashboard.
 */
export function WorkOrderSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  const clear = () => {
    setText('');
    onSearch('');
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
      noValidate
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          name="text"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={WORK_ORDER_SEARCH_MAX_LENGTH}
          label="Search by patient name or DoB"
          placeholder="Jane Doe 1/31/1990"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={text !== '' ? <CloseButton aria-label="Clear search" onClick={clear} /> : null}
          style={{ flex: 1, maxWidth: 420 }}
        />
        <Button type="submit" mt={25}>
          Search
        </Button>
      </Group>
    </form>
  );
}
