import type { ResearchParticipation, ResearchStudy } from '@core/research/types';

/** The screen's one open dialog (the certificate is a download, not a dialog). */
export type ResearchDialog =
  | { kind: 'details'; study: ResearchStudy }
  | { kind: 'enroll'; study: ResearchStudy }
  | { kind: 'reconsent'; participation: ResearchParticipation }
  | { kind: 'data'; participation: ResearchParticipation }
  | { kind: 'withdraw'; participation: ResearchParticipation }
  | { kind: 'impact' }
  | { kind: 'privacy' };

export type OpenDialog = (dialog: ResearchDialog) => void;
