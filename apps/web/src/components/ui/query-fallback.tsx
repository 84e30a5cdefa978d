import { Alert, Center, Loader } from '@mantine/core';

/** What a page shows while its data loads, or when loading failed (use before the data is read). */
export function QueryFallback({
  isError,
  loadingLabel,
  errorTitle,
}: {
  isError: boolean;
  loadingLabel: string;
  errorTitle: string;
}) {
  if (isError)
    return (
      <Alert color="red" title={errorTitle}>
        Please reload the page.
      </Alert>
    );
  return (
    <Center py="xl">
      <Loader aria-label={loadingLabel} />
    </Center>
  );
}
