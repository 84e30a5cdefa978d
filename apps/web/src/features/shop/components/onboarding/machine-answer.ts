// Apart from the step's radio cards: the wizard keeps the answer while that step loads on demand.

/** The machine question's answers, saved as eligible_for_machine true, false or null. */
export type MachineAnswer = 'does-not-own' | 'owns' | 'not-sure';

const ELIGIBILITY: Record<MachineAnswer, boolean | null> = {
  'does-not-own': true,
  owns: false,
  'not-sure': null,
};

export const toEligibility = (answer: MachineAnswer | undefined) => (answer ? ELIGIBILITY[answer] : null);

/** A previous answer, if the session has one (null is also "not asked yet"). */
export const machineAnswerOf = (eligible: boolean | null | undefined): MachineAnswer | undefined =>
  eligible === true ? 'does-not-own' : eligible === false ? 'owns' : undefined;
