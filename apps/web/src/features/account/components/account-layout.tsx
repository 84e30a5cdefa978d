import { Box, Grid, NavLink, Paper, Stack, Text } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { useAuthSession } from '../../../lib/auth-session';
import { InsuranceModalHost } from '../../insurance';
import { PatientFrame } from '../../patient-session';

const ACCOUNT_LINKS = [
  { label: 'Order History', to: paths.orderHistory },
  { label: 'Insurance Information', to: paths.insuranceInformation },
  { label: 'Account Settings', to: paths.accountSettings },
];

/** Spec patient §2 "Account layout": the sidebar (hidden below 62em) beside the account page. */
export function AccountLayout() {
  const user = useAuthSession()?.user;
  const { pathname } = useLocation();
  return (
    <PatientFrame>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <Paper withBorder radius="lg" p="md" component="nav" aria-label="Account">
            <Stack gap={2} mb="sm">
              {user?.fullName && <Text fw={700}>{user.fullName}</Text>}
              <Text fz="sm" c="gray.7">
                {user?.email}
              </Text>
            </Stack>
            {ACCOUNT_LINKS.map((link) => (
              <NavLink
                key={link.to}
                component={Link}
                to={link.to}
                label={link.label}
                active={pathname === link.to}
                variant="light"
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Box>
            <Outlet />
          </Box>
        </Grid.Col>
      </Grid>
      <InsuranceModalHost />
    </PatientFrame>
  );
}
