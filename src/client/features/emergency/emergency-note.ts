import type { DatedEntryPayload } from '@core/journal';
import {
  EMERGENCY_SYMPTOMS,
  emergencyLevel,
  type EmergencyAction,
  type EmergencySymptom,
} from './emergency-options';

export interface EmergencyChoice {
  level: number;
  action: EmergencyAction | null;
  symptoms: readonly EmergencySymptom[];
}

/**
 * The note kept with an emergency log (spec: it records the pain level, the action and the
 * symptoms), e.g. "Emergency log: pain 8/10 (Very Severe). Action: Take Medication.
 * Symptoms: Nausea, Headache."
 */
export function buildEmergencyNote({ level, action, symptoms }: EmergencyChoice): string {
  const label = emergencyLevel(level)?.label;
  const parts = [
    `Emergency log: pain ${level}/10${label ? ` (${label})` : ''}.`,
    `Action: ${action ?? 'none'}.`,
  ];
  if (symptoms.length > 0) parts.push(`Symptoms: ${symptoms.join(', ')}.`);
  return parts.join(' ');
}

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
