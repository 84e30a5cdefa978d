import type { PatientSession } from '@dme/shared/shop/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { patientSessionKeys } from './query-keys';

export const fetchPatientSession = (signal?: AbortSignal) =>
  apiRequest<PatientSession>('/api/patient_sessions/me', { signal });

/** The read startSessionRead began, until the first fetch of the session takes it. */
let started: Promise<PatientSession> | null = null;

/**
 * Reads the session as soon as `ready` has succeeded: main.tsx passes the look-up of the address's
 * referral code, so the session (which that look-up changes) is read while the page's code still
 * downloads instead of after the page has drawn its frame (issue 18). The first fetch takes it.
 */
export function startSessionRead(ready: Promise<unknown>) {
  ready.then(
    () => {
      started = fetchPatientSession();
      // Whoever takes the read handles its failure.
      started.catch(() => {});
    },
    () => {},
  );
}

function takeStartedRead() {
  const read = started;
  started = null;
  return read;
}

export const patientSessionQueryOptions = () =>
  queryOptions({
    queryKey: patientSessionKeys.me(),
    queryFn: ({ signal }) => takeStartedRead() ?? fetchPatientSession(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The server's half of the patient session: consultation, cart, insurance status and answers. */
export const usePatientSession = () => useQuery(patientSessionQueryOptions());
