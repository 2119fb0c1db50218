import type { ResearchContribution } from '@core/research/types';
import { ConsentDialog } from './consent-dialog';
import { ImpactDialog } from './impact-dialog';
import { PrivacySettingsDialog } from './privacy-settings-dialog';
import type { OpenDialog, ResearchDialog } from './research-dialogs';
import { StudyDetailsDialog } from './study-details-dialog';
import { ViewDataDialog } from './view-data-dialog';
import { WithdrawDialog } from './withdraw-dialog';

/** Renders the screen's open dialog. */
export function ResearchDialogHost({
  dialog,
  contribution,
  open,
  onClose,
}: {
  dialog: ResearchDialog | null;
  contribution: ResearchContribution | undefined;
  open: OpenDialog;
  onClose(): void;
}) {
  if (dialog === null) return null;
  switch (dialog.kind) {
    case 'details':
      return <StudyDetailsDialog study={dialog.study} open={open} onClose={onClose} />;
    case 'enroll':
      return (
        <ConsentDialog
          key={dialog.study.id}
          mode={{ kind: 'enroll', study: dialog.study }}
          onClose={onClose}
        />
      );
    case 'reconsent':
      return (
        <ConsentDialog
          key={dialog.participation.id}
          mode={{ kind: 'reconsent', participation: dialog.participation }}
          onClose={onClose}
        />
      );
    case 'data':
      return <ViewDataDialog participation={dialog.participation} onClose={onClose} />;
    case 'withdraw':
      return <WithdrawDialog participation={dialog.participation} onClose={onClose} />;
    case 'impact':
      return <ImpactDialog contribution={contribution} onClose={onClose} />;
    case 'privacy':
      return <PrivacySettingsDialog onClose={onClose} />;
  }
}
