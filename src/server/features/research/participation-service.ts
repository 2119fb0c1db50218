import {
  completionPercentage,
  contributionStreak,
  monthlyContributions,
  nextSubmission,
  researchImpactScore,
} from '@core/research/contribution';
import { effectiveCategories } from '@core/research/sharing';
import type { DataCategory } from '@core/research/constants';
import type {
  DataContributed,
  ResearchContribution,
  ResearchParticipation,
} from '@core/research/types';
import { localDate } from '@core/time-zone';
import type { ApiUser } from '@core/user';
import { fromJson, toIso } from '../../db/codecs';
import type { DayCounts, DayCountsOf } from './contribution-store';
import type { ParticipationStore } from './participation-store';
import type { PreferencesStore } from './preferences-store';
import {
  categoriesOf,
  presentParticipation,
  requirementsOf,
  type ParticipationRow,
  type StudyRow,
} from './presenters';
import type { StudyStore } from './study-store';
import { dataWindow, inWindow, type DataWindow } from './windows';

type User = Pick<ApiUser, 'id' | 'timeZone'>;

interface Loaded {
  row: ParticipationRow;
  study: StudyRow;
  window: DataWindow | null;
  categories: DataCategory[];
}

/** Adds up one participation's shared data inside its window. */
function contributed(
  window: DataWindow | null,
  categories: DataCategory[],
  days: Map<string, DayCounts>,
): { total: DataContributed; perDay: { date: string; count: number }[] } {
  const total = {
    painEntries: 0,
    symptomsReported: 0,
    medicationRecords: 0,
    biometricDataPoints: 0,
  };
  const perDay: { date: string; count: number }[] = [];
  if (!window) return { total, perDay };
  const has = new Set(categories);
  for (const [date, day] of days) {
    if (!inWindow(date, window)) continue;
    const part = {
      painEntries: has.has('pain') ? day.entries : 0,
      symptomsReported: has.has('symptoms') ? day.symptoms : 0,
      medicationRecords: has.has('medications') ? day.doses : 0,
      biometricDataPoints: has.has('biometrics') ? day.readings : 0,
    };
    total.painEntries += part.painEntries;
    total.symptomsReported += part.symptomsReported;
    total.medicationRecords += part.medicationRecords;
    total.biometricDataPoints += part.biometricDataPoints;
    const count = Object.values(part).reduce((a, b) => a + b, 0);
    if (count > 0) perDay.push({ date, count });
  }
  return { total, perDay };
}

/** My Participation and Research Impact: a person's participations with their real figures. */
export function createParticipationService(deps: {
  studies: StudyStore;
  participations: ParticipationStore;
  preferences: PreferencesStore;
  dayCounts: DayCountsOf;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());

  async function load(user: User, rows: ParticipationRow[], now: Date): Promise<Loaded[]> {
    const ids = [...new Set(rows.map((row) => row.study_id))];
    const [studies, versions, preferences] = await Promise.all([
      deps.studies.listByIds(ids),
      deps.studies.consentVersions(ids),
      deps.preferences.get(user.id),
    ]);
    const byId = new Map(studies.map((study) => [study.id, study]));
    const publishedAt = new Map(
      versions.map((v) => [`${v.study_id}/${v.version}`, v.published_at]),
    );
    return rows.map((row) => {
      const study = byId.get(row.study_id)!;
      const changedAt = publishedAt.get(`${row.study_id}/${row.consent_version + 1}`) ?? null;
      return {
        row,
        study,
        window: dataWindow(row, study, changedAt, user.timeZone, now),
        categories: effectiveCategories(categoriesOf(row.shared_categories), preferences),
      };
    });
  }

  async function countsFor(user: User, loaded: Loaded[]) {
    const starts = loaded.flatMap((item) => (item.window ? [item.window.start] : []));
    if (starts.length === 0) return new Map<string, DayCounts>();
    return deps.dayCounts(
      user,
      starts.reduce((a, b) => (b < a ? b : a)),
    );
  }

  function present(user: User, item: Loaded, days: Map<string, DayCounts>, now: Date) {
    const { row, study } = item;
    const today = localDate(now, user.timeZone);
    const dayOf = (value: Date | string | null) =>
      value === null ? today : localDate(new Date(toIso(value)), user.timeZone);
    const asOf =
      row.status === 'withdrawn'
        ? dayOf(row.withdrawn_at)
        : row.status === 'completed'
          ? dayOf(row.completed_at)
          : today;
    const frequencies = requirementsOf(study)
      .filter((requirement) => item.categories.includes(requirement.category))
      .map((requirement) => requirement.frequency);
    return presentParticipation(row, study, {
      dataContributed: contributed(item.window, item.categories, days).total,
      completionPercentage: completionPercentage({
        enrolledOn: row.enrolled_on,
        endDate: study.end_date,
        asOf,
        status: row.status as ResearchParticipation['status'],
      }),
      nextSubmission:
        row.status === 'active'
          ? nextSubmission({
              enrolledOn: row.enrolled_on,
              endDate: study.end_date,
              today,
              frequencies,
            })
          : null,
      sharedCategories: item.categories,
    });
  }

  async function presentAll(user: User, rows: ParticipationRow[]) {
    const now = clock();
    const loaded = await load(user, rows, now);
    const days = await countsFor(user, loaded);
    return loaded.map((item) => present(user, item, days, now));
  }

  return {
    settle: () => {
      const now = clock();
      return deps.studies.settleEnded(now.toISOString().slice(0, 10), now.toISOString());
    },

    presentOne: async (user: User, row: ParticipationRow) => (await presentAll(user, [row]))[0]!,

    async list(user: User): Promise<ResearchParticipation[]> {
      return presentAll(user, await deps.participations.list(user.id));
    },

    async contribution(user: User): Promise<ResearchContribution> {
      const now = clock();
      const today = localDate(now, user.timeZone);
      const loaded = await load(user, await deps.participations.list(user.id), now);
      const days = await countsFor(user, loaded);
      const points: { date: string; count: number }[] = [];
      const activeDates: string[] = [];
      let dataPoints = 0;
      for (const item of loaded) {
        const { total, perDay } = contributed(item.window, item.categories, days);
        dataPoints += Object.values(total).reduce((a, b) => a + b, 0);
        points.push(...perDay);
        if (item.row.status === 'active') activeDates.push(...perDay.map((day) => day.date));
      }
      const completed = loaded.filter((item) => item.row.status === 'completed');
      const active = loaded.filter((item) => item.row.status === 'active');
      const streakWeeks = contributionStreak([...new Set(activeDates)].sort(), today);
      const { score, parts } = researchImpactScore({
        completedStudies: completed.length,
        activeStudies: active.length,
        dataPoints,
        streakWeeks,
      });
      const contributing = new Map(
        loaded.filter((item) => item.window !== null).map((item) => [item.study.id, item.study]),
      );
      const publications = [...contributing.values()].flatMap((study) =>
        fromJson<string[]>(study.publications, []).map((citation) => ({
          studyTitle: study.title,
          citation,
        })),
      );
      return {
        totalStudiesParticipated: new Set(loaded.map((item) => item.study.id)).size,
        totalDataPointsContributed: dataPoints,
        researchImpactScore: score,
        publicationsContributed: publications.length,
        certificationsEarned: completed.length,
        contributionStreak: streakWeeks,
        scoreParts: parts,
        monthly: monthlyContributions(points, today),
        certifications: completed.map((item) => ({
          participationId: item.row.id,
          studyTitle: item.study.title,
          institution: item.study.institution,
          completedAt: toIso(item.row.completed_at ?? item.row.updated_at),
        })),
        publications,
      };
    },
  };
}

export type ParticipationService = ReturnType<typeof createParticipationService>;
