import type { AccessAction, AccessEvent } from './types';

/** How the patient reads each clinician request in the provider's access log. */
export const ACCESS_ACTION_LABELS: Record<AccessAction, string> = {
  'link.opened': 'Opened the link',
  'code.confirmed': 'Confirmed the invitation code',
  'code.wrong': 'Entered a wrong code',
  'code.locked': 'Locked out after too many wrong codes',
  'portal.viewed': 'Opened the portal',
  'report.viewed': 'Viewed a shared report',
  'pain.viewed': 'Viewed your pain data',
  'medications.viewed': 'Viewed your medications',
  'symptoms.viewed': 'Viewed your symptoms',
  'analytics.viewed': 'Viewed your analytics',
  'note.added': 'Added a note',
  'recommendation.sent': 'Sent a recommendation',
  'medication-change.proposed': 'Proposed a medication change',
  'follow-up.proposed': 'Proposed a follow-up',
  'request.refused': 'Was refused',
};

/** "Viewed a shared report: Last 3 months, comprehensive". */
export function accessEventText(event: Pick<AccessEvent, 'action' | 'detail'>): string {
  const label = ACCESS_ACTION_LABELS[event.action];
  return event.detail ? `${label}: ${event.detail}` : label;
}
