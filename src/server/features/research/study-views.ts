import { eligibilityReasons } from '@core/research/eligibility';
import { preferenceReasons } from '@core/research/sharing';
import type { InstitutionType, ParticipationStatus } from '@core/research/constants';
import type { ResearchStudy } from '@core/research/types';
import type { ApiUser } from '@core/user';
import { notFound } from '../../http-errors';
import type { FactsFor } from './eligibility-facts';
import type { ParticipationStore } from './participation-store';
import type { PreferencesStore } from './preferences-store';
import {
  eligibilityOf,
  exclusionOf,
  NO_COUNTS,
  participantCountOf,
  presentConsent,
  presentStudy,
  requirementsOf,
  type StudyCounts,
  type StudyRow,
} from './presenters';
import type { StudyStore } from './study-store';

export const STUDY_NOT_FOUND = 'Study not found';
export const STUDY_FULL = 'This study is full';
const YEAR_MS = 365 * 86_400_000;

type User = Pick<ApiUser, 'id' | 'timeZone' | 'createdAt'>;

/** Studies as a participant sees them, with whether they may enrol and why not. */
export function createStudyViews(deps: {
  studies: StudyStore;
  participations: ParticipationStore;
  preferences: PreferencesStore;
  factsFor: FactsFor;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());

  /** The person's facts, preferences and yearly enrolments, looked up once for many studies. */
  async function assessor(user: User) {
    const now = clock();
    const [facts, preferences, enrolments] = await Promise.all([
      deps.factsFor(user, now),
      deps.preferences.get(user.id),
      deps.participations.enrolmentsSince(user.id, new Date(now.getTime() - YEAR_MS).toISOString()),
    ]);
    return (study: StudyRow, counts: StudyCounts): string[] => [
      ...eligibilityReasons(eligibilityOf(study), exclusionOf(study), facts),
      ...preferenceReasons(
        {
          institutionType: study.institution_type as InstitutionType,
          dataRequirements: requirementsOf(study),
        },
        preferences,
        enrolments,
      ),
      ...(participantCountOf(counts) >= study.target_participants ? [STUDY_FULL] : []),
    ];
  }

  /** The latest participation status of the person in each study. */
  async function statuses(userId: string): Promise<Map<string, ParticipationStatus>> {
    const result = new Map<string, ParticipationStatus>();
    for (const row of await deps.participations.list(userId)) {
      if (!result.has(row.study_id)) result.set(row.study_id, row.status as ParticipationStatus);
    }
    return result;
  }

  async function present(user: User, rows: StudyRow[], mine: Map<string, ParticipationStatus>) {
    const [counts, versions, assess] = await Promise.all([
      deps.studies.counts(rows),
      deps.studies.consentVersions(rows.map((row) => row.id)),
      assessor(user),
    ]);
    const consentOf = (row: StudyRow) =>
      versions.find((v) => v.study_id === row.id && v.version === row.consent_version)!;
    return rows.map((row) => {
      const studyCounts = counts.get(row.id) ?? NO_COUNTS;
      return presentStudy(row, studyCounts, presentConsent(consentOf(row)), {
        reasons: assess(row, studyCounts),
        status: mine.get(row.id) ?? 'not-enrolled',
      });
    });
  }

  const settle = () => {
    const now = clock();
    return deps.studies.settleEnded(now.toISOString().slice(0, 10), now.toISOString());
  };

  return {
    assessor,

    /** Recruiting studies the person is not in (withdrawn ones come back as 'withdrawn'). */
    async available(user: User): Promise<ResearchStudy[]> {
      await settle();
      const [rows, mine] = await Promise.all([deps.studies.list('recruiting'), statuses(user.id)]);
      const open = rows.filter((row) => {
        const status = mine.get(row.id);
        return status !== 'active' && status !== 'completed';
      });
      return present(user, open, mine);
    },

    /** A recruiting study, or one the person has taken part in; anything else is not found. */
    async detail(user: User, id: string): Promise<ResearchStudy> {
      await settle();
      const [row, mine] = await Promise.all([deps.studies.find(id), statuses(user.id)]);
      if (!row || (row.phase !== 'recruiting' && !mine.has(row.id))) {
        throw notFound(STUDY_NOT_FOUND);
      }
      return (await present(user, [row], mine))[0]!;
    },
  };
}

export type StudyViews = ReturnType<typeof createStudyViews>;
