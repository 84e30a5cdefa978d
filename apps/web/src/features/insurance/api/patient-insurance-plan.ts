import type { PatientInsurancePlan } from '@dme/shared/insurance/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { insuranceKeys } from './keys';

/** A signed-in patient's latest plan; 404 means none submitted yet. */
export async function fetchPatientInsurancePlan(signal?: AbortSignal): Promise<PatientInsurancePlan | null> {
  try {
    return await apiRequest<PatientInsurancePlan>('/api/patient_insurance_plans/me', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const patientInsurancePlanQueryOptions = () =>
  queryOptions({
    queryKey: insuranceKeys.plan(),
    queryFn: ({ signal }) => fetchPatientInsurancePlan(signal),
  });

export const usePatientInsurancePlan = () => useQuery(patientInsurancePlanQueryOptions());
