import { cartItemCount, needsPrescription } from '@dme/shared/shop/patient-session-rules';
import { Badge, Button } from '@mantine/core';
import { IconPrescription, IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { LinkButton } from '../../../components/ui/link-button';
import { HAVE_A_REFERRAL_CODE } from '../../../components/ui/referral-code-field';
import { TopBar, type TopBarLink } from '../../../components/ui/top-bar';
import { roleOf, useAuthSession } from '../../../lib/auth-session';
import { webEnv } from '../../../lib/env';
import { usePatientSession } from '../../../lib/patient-session';
import { openPrescriptionModal } from '../../../lib/prescription-modal-store';
import { useCart } from '../../cart';
import { AccountButton } from './account-button';

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
          <ReferralCodeLink />
          <PrescriptionStatus />
          <CartButton />
          {/* Spec patient §2: no patient sign-in or account entries on the production host. */}
          {!webEnv.isProductionHost && <AccountEntry />}
        </>
      }
    />
  );
}

/** Without a code yet, the way to the gate where one is typed (issue 48 item 1). */
function ReferralCodeLink() {
  const session = usePatientSession();
  const { pathname } = useLocation();
  if (!session.data || session.data.consultation || pathname === paths.code) return null;
  return (
    <LinkButton to={paths.code} variant="subtle">
      {HAVE_A_REFERRAL_CODE}
    </LinkButton>
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

// Only a signed-in patient sees the menu; its chunk is fetched when one does (account-menu.tsx).
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

function AccountEntry() {
  const session = useAuthSession();
  // A press on the button drawn while the menu's code loads opens the menu once it has.
  const [pressedEarly, setPressedEarly] = useState(false);
  if (session === null || roleOf(session) !== 'patient') {
    return (
      <LinkButton to={paths.patientSignIn} variant="default">
        Sign In
      </LinkButton>
    );
  }
  return (
    <Suspense fallback={<AccountButton onClick={() => setPressedEarly(true)} />}>
      <AccountMenu session={session} defaultOpened={pressedEarly} />
    </Suspense>
  );
}
