import type { PatientSession } from '@dme/shared/shop/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { patientSessionKeys } from './query-keys';

export const fetchPatientSession = (signal?: AbortSignal) =>
  apiRequest<PatientSession>('/api/patient_sessions/me', { signal });

export const patientSessionQueryOptions = () =>
  queryOptions({
    queryKey: patientSessionKeys.me(),
    queryFn: ({ signal }) => fetchPatientSession(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The server's half of the patient session: consultation, cart, insurance status and answers. */
export const usePatientSession = () => useQuery(patientSessionQueryOptions());
