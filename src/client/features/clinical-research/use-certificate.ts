import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResearchParticipation, ResearchStudy } from '@core/research/types';
import { studyKey } from '@client/api/research/keys';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { toast } from '@client/lib/toast';
import { downloadCertificate } from './certificate';

/**
 * The Certificate button's action: the study's investigator and ethics reference come from the
 * study itself (loaded once), the name from the signed-in user.
 */
export function useCertificate() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [busy, setBusy] = useState<string | null>(null);

  async function download(participation: ResearchParticipation) {
    setBusy(participation.id);
    try {
      const study = await queryClient.fetchQuery<ResearchStudy>({
        queryKey: studyKey(participation.studyId),
      });
      await downloadCertificate({ user: user.data, participation, study });
    } catch {
      toast({
        title: 'Certificate not created',
        description: 'Unable to create the certificate. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  return { busy, download: (participation: ResearchParticipation) => void download(participation) };
}
