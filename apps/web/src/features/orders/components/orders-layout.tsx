import { Outlet } from 'react-router';
import { PatientFrame } from '../../patient-session';

/**
 * The frame of the order confirmation: the patient top bar without the shop's onboarding and
 * banners, since the session has just been cleared.
 */
export function OrdersLayout() {
  return (
    <PatientFrame>
      <Outlet />
    </PatientFrame>
  );
}
