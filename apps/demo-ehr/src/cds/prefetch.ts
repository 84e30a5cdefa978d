import type { Resource } from '@medplum/fhirtypes';

/** A prefetch query's answer: the resource or searchset, null when there is no data, or an OperationOutcome. */
export type RunQuery = (relativeUrl: string) => Promise<Resource | null>;

const TOKEN = /\{\{\s*([A-Za-z.]+)\s*\}\}/g;

/**
 * The service's prefetch templates filled (CDS Hooks 2.0 "Prefetch Template"): each token replaced
 * by the hook context's value (`{{context.patientId}}`, `{{userPractitionerId}}`…) and the query run
 * against this EHR within the patient's record. A template with a token this call cannot fill is
 * left out, as the client "MUST NOT send any prefetch template key that it chooses not to satisfy";
 * no data is `null`; an error is the OperationOutcome the query answered.
 */
export async function fillPrefetch(
  templates: Record<string, string>,
  tokens: Record<string, string>,
  run: RunQuery,
): Promise<Record<string, Resource | null>> {
  const filled: Record<string, Resource | null> = {};
  await Promise.all(
    Object.entries(templates).map(async ([key, template]) => {
      let unfilled = false;
      const url = template.replace(TOKEN, (_match, name: string) => {
        const value = tokens[name];
        if (value === undefined) unfilled = true;
        // A reference token (`{{context.userId}}` = "Practitioner/123") keeps its slash.
        return encodeURIComponent(value ?? '').replaceAll('%2F', '/');
      });
      if (!unfilled) filled[key] = await run(url);
    }),
  );
  return filled;
}
