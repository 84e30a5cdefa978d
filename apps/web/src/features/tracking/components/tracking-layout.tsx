import { Anchor, Box, Container, Stack } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { paths } from '../../../app/paths';
import { Logo } from '../../../components/ui/logo';

/** Spec §2 "Supplier tracking": a simple layout, open to whoever holds the e-mailed link. */
export function TrackingLayout() {
  return (
    <Box mih="100dvh" bg="gray.0" py={{ base: 'lg', sm: 48 }}>
      <Container size={640} px={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <Anchor component={Link} to={paths.home} aria-label="Carelane home" style={{ alignSelf: 'center' }}>
            <Logo />
          </Anchor>
          <Box component="main">
            <Outlet />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
