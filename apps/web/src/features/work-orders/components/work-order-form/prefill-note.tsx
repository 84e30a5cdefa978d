import { createContext, useContext } from 'react';
import { useWatch } from 'react-hook-form';
import { noteKeyOf, type PrefillNotes, sourceText } from './prefill-values';

interface PrefillContextValue {
  ehrName: string;
  notes: PrefillNotes;
}

const PrefillContext = createContext<PrefillContextValue | null>(null);

/** Around a form pre-filled from an EHR launch: its fields then say where their values came from. */
export const PrefillProvider = PrefillContext.Provider;

/**
 * The description of a field the EHR filled: where its value came from while it is unchanged, and
 * what the EHR had once the clinician changed it. Undefined for a field the EHR did not fill.
 */
export function usePrefillDescription(path: string): string | undefined {
  const context = useContext(PrefillContext);
  const note = context?.notes.get(noteKeyOf(path));
  const value: unknown = useWatch({ name: path, disabled: !note });
  if (!context || !note) return undefined;
  const current = Array.isArray(value) ? value.join(', ') : String(value ?? '');
  return current === note.value
    ? sourceText(context.ehrName, note.source)
    : `Changed · ${context.ehrName} had ${note.shown ?? note.value}`;
}
