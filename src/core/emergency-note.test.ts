import { describe, expect, it } from 'vitest';
import { buildEmergencyNote } from './emergency-note';
import { EMERGENCY_LEVELS } from './emergency-options';

describe('buildEmergencyNote', () => {
  it('records the level with its name, the action and the symptoms', () => {
    expect(
      buildEmergencyNote({
        level: 8,
        action: 'Take Medication',
        symptoms: ['Nausea', 'Headache'],
      }),
    ).toBe(
      'Emergency log: pain 8/10 (Very Severe). Action: Take Medication. Symptoms: Nausea, Headache.',
    );
  });

  it('says "Action: none" for Quick Save and leaves out symptoms when there are none', () => {
    expect(buildEmergencyNote({ level: 6, action: null, symptoms: [] })).toBe(
      'Emergency log: pain 6/10 (Moderate High). Action: none.',
    );
  });

  it('names every level from 6 to 10', () => {
    const notes = EMERGENCY_LEVELS.map(({ level }) =>
      buildEmergencyNote({ level, action: 'Rest Position', symptoms: ['Burning'] }),
    );
    expect(notes).toEqual([
      'Emergency log: pain 6/10 (Moderate High). Action: Rest Position. Symptoms: Burning.',
      'Emergency log: pain 7/10 (Severe). Action: Rest Position. Symptoms: Burning.',
      'Emergency log: pain 8/10 (Very Severe). Action: Rest Position. Symptoms: Burning.',
      'Emergency log: pain 9/10 (Excruciating). Action: Rest Position. Symptoms: Burning.',
      'Emergency log: pain 10/10 (Emergency). Action: Rest Position. Symptoms: Burning.',
    ]);
  });
});
