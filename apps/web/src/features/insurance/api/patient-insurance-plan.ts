import type { PatientInsurancePlan } from '@dme/shared/insurance/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { nullOn404 } from '../../../lib/api-errors';
import { insuranceKeys } from './keys';

/** A signed-in patient's latest plan; 404 means none submitted yet. */
export const fetchPatientInsurancePlan = (signal?: AbortSignal) =>
  nullOn404(apiRequest<PatientInsurancePlan>('/api/patient_insurance_plans/me', { signal }));

export const patientInsurancePlanQueryOptions = () =>
  queryOptions({
    queryKey: insuranceKeys.plan(),
    queryFn: ({ signal }) => fetchPatientInsurancePlan(signal),
  });

export const usePatientInsurancePlan = () => useQuery(patientInsurancePlanQueryOptions());
