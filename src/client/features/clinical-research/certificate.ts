import type { ApiUser } from '@core/user';
import type { ResearchParticipation, ResearchStudy } from '@core/research/types';
import { saveBlob } from '@client/lib/save-blob';
import { formatCount, formatDay, personName } from './format';

/** "Sleep & Flare Frequency!" -> "sleep-flare-frequency". */
export function titleSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'study';
}

export function certificateFileName(studyTitle: string): string {
  return `cairn-certificate-${titleSlug(studyTitle)}.pdf`;
}

export function dataPointsOf(participation: Pick<ResearchParticipation, 'dataContributed'>) {
  const counts = participation.dataContributed;
  return (
    counts.painEntries +
    counts.symptomsReported +
    counts.medicationRecords +
    counts.biometricDataPoints
  );
}

/** Makes the certificate in the browser (pdf-lib and the fonts load only now) and saves it. */
export async function downloadCertificate(input: {
  user: ApiUser | null | undefined;
  participation: ResearchParticipation;
  study: ResearchStudy;
}): Promise<void> {
  const { participation, study } = input;
  const { createCertificatePdf } = await import('./certificate-pdf');
  const bytes = await createCertificatePdf({
    name: personName(input.user) || 'Cairn participant',
    studyTitle: study.title,
    institution: study.institution,
    principalInvestigator: study.principalInvestigator,
    enrolled: formatDay(participation.enrolledAt),
    completed: formatDay(participation.completedAt ?? study.endDate),
    dataPoints: formatCount(dataPointsOf(participation)),
    ethicsApproval: study.ethicsApproval,
  });
  saveBlob(
    new Blob([bytes.slice()], { type: 'application/pdf' }),
    certificateFileName(study.title),
  );
}
