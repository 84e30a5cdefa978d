import { cartItemCount, needsPrescription } from '@dme/shared/shop/patient-session-rules';
import { Badge, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPrescription, IconShoppingCart, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { LinkButton } from '../../../components/ui/link-button';
import { TopBar, type TopBarLink } from '../../../components/ui/top-bar';
import { roleOf, useAuthSession } from '../../../lib/auth-session';
import { webEnv } from '../../../lib/env';
import { usePatientSession } from '../../../lib/patient-session';
import { openPrescriptionModal } from '../../../lib/prescription-modal-store';
import { useSignOut } from '../../auth';
import { useCart } from '../../cart';

export const PATIENT_LINKS: TopBarLink[] = [
  { label: 'Shop', to: paths.shop },
  { label: 'About', to: paths.home },
];

/** Spec patient §2 "Top bar": Shop, About, sign-in or account menu, prescription and cart. */
export function PatientTopBar() {
  return (
    <TopBar
      links={PATIENT_LINKS}
      homeTo={paths.shop}
      mobileActions={<CartButton compact />}
      actions={
        <>
          <PrescriptionStatus />
          <CartButton />
          {/* Spec patient §2: no patient sign-in or account entries on the production host. */}
          {!webEnv.isProductionHost && <AccountEntry />}
        </>
      }
    />
  );
}

/** Whether a prescription is on file; the icon opens the prescription modal. */
function PrescriptionStatus() {
  const consultation = usePatientSession().data?.consultation ?? null;
  const needed = needsPrescription(consultation);
  return (
    <Button
      variant="subtle"
      color={needed ? 'orange.9' : 'teal.9'}
      leftSection={<IconPrescription size={20} stroke={1.6} aria-hidden />}
      onClick={() => openPrescriptionModal()}
    >
      {needed ? 'Prescription needed' : 'Prescription on file'}
    </Button>
  );
}

/** The cart with its count; `compact` (an icon and the count) sits in the phone header, outside the menu. */
function CartButton({ compact = false }: { compact?: boolean }) {
  const count = cartItemCount(useCart().data ?? null);
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  if (compact) {
    return (
      <Button
        component={Link}
        to={paths.cart}
        variant="subtle"
        color="dark"
        px={8}
        aria-label={label}
        leftSection={<IconShoppingCart size={22} stroke={1.6} aria-hidden />}
      >
        <Badge size="sm" circle={count < 10} color={count ? 'brand' : 'gray.6'} aria-hidden>
          {count}
        </Badge>
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to={paths.cart}
      variant="subtle"
      color="dark"
      leftSection={<IconShoppingCart size={20} stroke={1.6} aria-hidden />}
      rightSection={
        <Badge size="sm" circle={count < 10} color={count ? 'brand' : 'gray.6'} aria-hidden>
          {count}
        </Badge>
      }
      aria-label={label}
    >
      Cart
    </Button>
  );
}

function AccountEntry() {
  const session = useAuthSession();
  const signOut = useSignOut();
  if (roleOf(session) !== 'patient') {
    return (
      <LinkButton to={paths.patientSignIn} variant="default">
        Sign In
      </LinkButton>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconUserCircle size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Account
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{session?.user.fullName ?? session?.user.email}</Menu.Label>
        <Menu.Item component={Link} to={paths.orderHistory}>
          Order History
        </Menu.Item>
        <Menu.Item component={Link} to={paths.insuranceInformation}>
          Insurance Information
        </Menu.Item>
        <Menu.Item component={Link} to={paths.accountSettings}>
          Account Settings
        </Menu.Item>
        <Menu.Item onClick={() => signOut.mutate()}>Sign Out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
