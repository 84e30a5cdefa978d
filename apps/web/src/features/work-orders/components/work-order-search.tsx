import { WORK_ORDER_SEARCH_MAX_LENGTH } from '@dme/shared/work-orders/search';
import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

export const SEARCH_TOO_LONG = `A search can be at most ${WORK_ORDER_SEARCH_MAX_LENGTH} characters long`;

/**
 * Search by name words and/or an M/D/YYYY date of birth (spec §5); the server does the matching.
 * Its one rule, the length, is checked here in the product's words (no form library or schema
 * loads with the dashboard); `onInvalid` tells the list its result line no longer answers the box.
 */
export function WorkOrderSearch({
  value,
  onSearch,
  onInvalid,
}: {
  value: string;
  onSearch: (text: string) => void;
  onInvalid: (invalid: boolean) => void;
}) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(value), [value]);

  const showError = (message: string | null) => {
    setError(message);
    onInvalid(message !== null);
  };
  const clear = () => {
    setText('');
    showError(null);
    onSearch('');
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim().length > WORK_ORDER_SEARCH_MAX_LENGTH) return showError(SEARCH_TOO_LONG);
        showError(null);
        onSearch(text);
      }}
      noValidate
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          name="text"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
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
