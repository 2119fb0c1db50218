import { CRISIS_LINE, EMERGENCY_NUMBER, type EmergencyAction } from '@core/emergency-options';

/**
 * What "Speak instructions" reads (and the overlay shows). Short sentences with full stops, so
 * the speech engine pauses between them.
 */
const GROUNDING =
  'You are doing the right thing by looking after yourself. ' +
  'Find the most comfortable position you can. ' +
  'Breathe in slowly through your nose, and out gently through your mouth. ' +
  'Notice five things you can see, and four things you can feel. ' +
  'This wave of pain will ease. ' +
  `If you are in danger, call ${EMERGENCY_NUMBER}. To talk to someone now, call or text ${CRISIS_LINE}.`;

const FOR_ACTION: Record<EmergencyAction, string> = {
  'Take Medication':
    'Take your medication the way your doctor prescribed it. ' +
    'Do not take more than your usual dose. ' +
    'Sip some water, settle somewhere comfortable, and give it time to work. ' +
    'Breathe slowly while you wait.',
  'Call Doctor':
    'Have your phone ready. ' +
    'Tell your doctor your pain level, where it hurts, when it started, and what you have tried. ' +
    `If the pain is sudden and new, or you feel unsafe, call ${EMERGENCY_NUMBER}.`,
  'Breathing Exercise':
    'Breathe in slowly for four counts. One. Two. Three. Four. ' +
    'Hold gently for four counts. ' +
    'Breathe out slowly for six counts. ' +
    'Let your shoulders drop. ' +
    'Repeat this five times, at your own pace.',
  'Rest Position':
    'Lie down or sit back with good support. ' +
    'A pillow under or between your knees can ease your back. ' +
    'Let your jaw, your shoulders and your hands go loose. ' +
    'Breathe slowly, and stay still for a few minutes.',
};

export function calmInstructions(action: EmergencyAction | null): string {
  return action ? FOR_ACTION[action] : GROUNDING;
}
