import { Button, Group, Modal, Text } from '@mantine/core';
import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a filled form loses it: in-app navigation (a link, Back, Forward) opens a
 * confirmation; a reload or a closed tab gets the browser's own prompt (beforeunload).
 * An untouched form, or one released (submitted: its content is saved), lets every navigation through.
 */
export function LeaveFormGuard({
  isDirty,
  isReleased,
}: {
  isDirty: boolean;
  isReleased: RefObject<boolean>;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isReleased.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);

  const isBlocked = blocker.state === 'blocked';
  return (
    <Modal opened={isBlocked} onClose={() => blocker.reset?.()} title="Leave this work order?" centered>
      <Text size="sm">What you have entered on this work order has not been submitted and will be lost.</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay on the form
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave and discard
        </Button>
      </Group>
    </Modal>
  );
}
