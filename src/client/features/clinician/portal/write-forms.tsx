import type { ProviderPermissions } from '@core/provider-portal/permissions';
import { FollowUpForm } from '../forms/follow-up-form';
import { MedicationChangeForm } from '../forms/medication-change-form';
import { NoteForm } from '../forms/note-form';
import { RecommendationForm } from '../forms/recommendation-form';

/** What the clinician may send, each only with its permission (the server refuses them too). */
export function WriteForms({ permissions }: { permissions: ProviderPermissions }) {
  const any =
    permissions.addNotes ||
    permissions.recommendTreatments ||
    permissions.modifyMedications ||
    permissions.scheduleFollowups;
  if (!any) return null;
  return (
    <div className="flex flex-col gap-6 print:hidden">
      {permissions.addNotes ? <NoteForm /> : null}
      {permissions.recommendTreatments ? <RecommendationForm /> : null}
      {permissions.modifyMedications ? <MedicationChangeForm /> : null}
      {permissions.scheduleFollowups ? <FollowUpForm /> : null}
    </div>
  );
}
