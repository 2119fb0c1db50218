import { emergencyLevel, type EmergencyAction, type EmergencySymptom } from './emergency-options';

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
