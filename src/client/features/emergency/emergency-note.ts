import type { DatedEntryPayload } from '@core/journal';
import { buildEmergencyNote, type EmergencyChoice } from '@core/emergency-note';
import { EMERGENCY_SYMPTOMS, type EmergencySymptom } from '@core/emergency-options';

/** The POST /api/journal-entries body for an emergency log on `date` (yyyy-MM-dd). */
export function emergencyEntryPayload(choice: EmergencyChoice, date: string): DatedEntryPayload {
  return {
    kind: 'emergency',
    date,
    painLevel: choice.level,
    notes: buildEmergencyNote(choice),
    symptoms: [...choice.symptoms],
  };
}

/**
 * Adds or removes one symptom. The result keeps the list's own order, so the note reads the
 * same whatever order the buttons were tapped in.
 */
export function toggleSymptom(
  selected: readonly EmergencySymptom[],
  symptom: EmergencySymptom,
): EmergencySymptom[] {
  const next = new Set(selected);
  if (next.has(symptom)) next.delete(symptom);
  else next.add(symptom);
  return EMERGENCY_SYMPTOMS.filter((item) => next.has(item));
}
