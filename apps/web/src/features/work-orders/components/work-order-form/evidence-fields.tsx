import { evidenceKindOf, policyOf } from '@dme/shared/coverage/index';
import { Fieldset, Text } from '@mantine/core';
import { BreastPumpEvidenceFields } from './breast-pump-evidence-fields';
import { OxygenEvidenceFields } from './oxygen-evidence-fields';
import { PapEvidenceFields } from './pap-evidence-fields';

export interface EvidenceFieldsProps {
  index: number;
  code: string;
  disabled: boolean;
}

/**
 * What the line's coverage policy needs to see, in one compact block under the line; a line no
 * policy governs (masks, supplies) asks for nothing. Optional: the verdict below says what is missing.
 */
export function EvidenceFields(props: EvidenceFieldsProps) {
  const kind = evidenceKindOf(props.code);
  const policy = policyOf(props.code);
  if (!kind || !policy) return null;
  return (
    <Fieldset
      variant="filled"
      p="sm"
      legend={
        <Text fw={600} size="sm">
          Coverage details · {policy.policy} ({policy.policyName})
        </Text>
      }
    >
      {kind === 'pap' && <PapEvidenceFields {...props} />}
      {kind === 'oxygen' && <OxygenEvidenceFields {...props} />}
      {kind === 'breastPump' && <BreastPumpEvidenceFields {...props} />}
    </Fieldset>
  );
}
