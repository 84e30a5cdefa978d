import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em, the spec's), where the top bar folds into its menu too. */
const PHONE = '(max-width: 47.99em)';

/** Whether the screen is a phone's; read at once, so that a phone never draws a wide table first. */
export const useIsPhone = () => useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
