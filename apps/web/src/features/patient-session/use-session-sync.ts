import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { setInsuranceStatusUuid } from '../../lib/api-client';
import { usePatientSession } from '../../lib/patient-session';
import { patientStore } from '../../lib/patient-store';

/**
 * Refills the browser's session state from the server's: prices follow the session's insurance
 * status, and a different session id (another browser session took over, or sign-out) starts
 * afresh on /shop (spec patient §4 "Patient session").
 */
export function useSessionSync() {
  const navigate = useNavigate();
  const session = usePatientSession().data;

  useEffect(() => {
    if (!session) return;
    setInsuranceStatusUuid(session.insuranceStatusUuid);
    const known = patientStore.get().sessionId;
    if (known === session.sessionId) return;
    patientStore.reset(session.sessionId);
    if (known !== null) navigate(paths.shop, { replace: true });
  }, [session, navigate]);

  return session;
}
