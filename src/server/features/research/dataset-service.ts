import { username, type ApiUser } from '@core/user';
import {
  buildDataset,
  datasetCsv,
  datasetJson,
  type Dataset,
  type DatasetDay,
  type DatasetEntry,
  type DatasetParticipant,
} from '@core/research/dataset';
import type { DataCategory, PrivacyLevel } from '@core/research/constants';
import { effectiveCategories } from '@core/research/sharing';
import type { ParticipantDataView } from '@core/research/types';
import { localDate } from '@core/time-zone';
import { fromJson, toBool, toIso } from '../../db/codecs';
import type { PainLocationRow } from '../../db/schema';
import { notFound } from '../../http-errors';
import type { DatasetParticipationRow, DatasetStore } from './dataset-store';
import { dayOffsetOf, pseudonymOf } from './pseudonyms';
import type { PreferencesStore } from './preferences-store';
import { categoriesOf, type StudyRow } from './presenters';
import type { StudyStore } from './study-store';
import { STUDY_NOT_FOUND } from './study-views';
import { dataWindow, inWindow, type DataWindow } from './windows';

const VIEW_ROWS = 100;

interface Person {
  userId: string;
  row: DatasetParticipationRow;
  windows: DataWindow[];
  categories: DataCategory[];
  identifiable: boolean;
}

/**
 * A study's dataset, built one way for the admin's download and for a participant's View Data:
 * each person who has not removed their data, inside their windows, with only the categories
 * they share now (dataset.ts does the de-identifying).
 */
export function createDatasetService(deps: {
  studies: StudyStore;
  store: DatasetStore;
  preferences: PreferencesStore;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());

  /** One person per user: a later participation after a withdrawal adds its window. */
  async function people(study: StudyRow, now: Date): Promise<Person[]> {
    const [rows, versions] = await Promise.all([
      deps.store.participations(study.id),
      deps.studies.consentVersions([study.id]),
    ]);
    const preferences = await deps.preferences.getMany([...new Set(rows.map((r) => r.user_id))]);
    const byUser = new Map<string, Person>();
    for (const row of rows) {
      const changedAt =
        versions.find((v) => v.version === row.consent_version + 1)?.published_at ?? null;
      const window = dataWindow(row, study, changedAt, row.time_zone, now);
      if (!window) continue;
      const categories = effectiveCategories(
        categoriesOf(row.shared_categories),
        preferences.get(row.user_id)!,
      );
      const person = byUser.get(row.user_id);
      if (!person) {
        byUser.set(row.user_id, {
          userId: row.user_id,
          row,
          windows: [window],
          categories,
          identifiable: toBool(row.identifiable_consent),
        });
      } else {
        // Never more than every one of the person's consents covers.
        person.windows.push(window);
        person.categories = person.categories.filter((c) => categories.includes(c));
        person.identifiable = person.identifiable && toBool(row.identifiable_consent);
      }
    }
    return [...byUser.values()];
  }

  async function participantsOf(study: StudyRow, now: Date): Promise<DatasetParticipant[]> {
    const persons = await people(study, now);
    if (persons.length === 0) return [];
    const ids = persons.map((p) => p.userId);
    const windows = persons.flatMap((p) => p.windows);
    const from = windows.map((w) => w.start).reduce((a, b) => (b < a ? b : a));
    const to = windows.map((w) => w.end).reduce((a, b) => (b > a ? b : a));
    const [entries, doses, biometrics] = await Promise.all([
      deps.store.entries(ids, from, to),
      deps.store.doses(ids, from, to),
      deps.store.biometrics(ids, from, to),
    ]);
    const days = new Map<string, Map<string, DatasetDay>>(ids.map((id) => [id, new Map()]));
    const dayOf = (userId: string, date: string) => {
      const map = days.get(userId)!;
      let day = map.get(date);
      if (!day) {
        day = { date, entries: [], doses: [], biometrics: [] };
        map.set(date, day);
      }
      return day;
    };
    const person = new Map(persons.map((p) => [p.userId, p]));
    const covers = (userId: string, date: string) =>
      person.get(userId)!.windows.some((w) => inWindow(date, w));
    const shares = (userId: string, category: DataCategory) =>
      person.get(userId)!.categories.includes(category);

    for (const e of entries) {
      if (!covers(e.user_id, e.date)) continue;
      const symptomsShared = shares(e.user_id, 'symptoms');
      const entry: DatasetEntry = {
        kind: e.kind as DatasetEntry['kind'],
        painLevel: e.pain_level,
        painLocations: fromJson<PainLocationRow[]>(e.pain_locations, []).map((l) => ({
          bodyPart: l.bodyPart,
          intensity: l.intensity,
        })),
        sleepHours: e.sleep_hours === null ? null : Number(e.sleep_hours),
        sleepQuality: e.sleep_quality,
        moodLevel: e.mood_level,
        stressLevel: e.stress_level,
        energyLevel: e.energy_level,
        symptoms: symptomsShared ? fromJson<string[]>(e.symptoms, []) : [],
        tags: symptomsShared ? fromJson<string[]>(e.custom_tags, []) : [],
      };
      dayOf(e.user_id, e.date).entries.push(entry);
    }
    for (const d of doses) {
      if (!shares(d.user_id, 'medications')) continue;
      const date = localDate(new Date(toIso(d.taken_at)), person.get(d.user_id)!.row.time_zone);
      if (!covers(d.user_id, date)) continue;
      dayOf(d.user_id, date).doses.push({
        taken: !toBool(d.skipped),
        effectiveness: d.effectiveness,
        medicationType: d.type,
      });
    }
    for (const b of biometrics) {
      if (!shares(b.user_id, 'biometrics') || !covers(b.user_id, b.date)) continue;
      const count = Number(b.count);
      if (count > 0)
        dayOf(b.user_id, b.date).biometrics.push({ type: b.type, mean: Number(b.sum) / count });
    }

    return persons.map((p): DatasetParticipant => {
      const { row } = p;
      const identity =
        study.privacy_level === 'identifiable' && p.identifiable
          ? {
              name: username({
                firstName: row.first_name,
                lastName: row.last_name,
                email: row.email,
              }),
              email: row.email,
            }
          : null;
      return {
        pseudonym: pseudonymOf(study.salt, p.userId),
        dayOffset: dayOffsetOf(study.salt, p.userId),
        enrolledOn: p.windows.map((w) => w.start).reduce((a, b) => (b < a ? b : a)),
        categories: p.categories,
        identity,
        region:
          p.categories.includes('demographics') && row.time_zone.includes('/')
            ? row.time_zone.split('/')[0]!
            : null,
        days: [...days.get(p.userId)!.values()].sort((a, b) => a.date.localeCompare(b.date)),
      };
    });
  }

  async function build(study: StudyRow) {
    const participants = await participantsOf(study, clock());
    return {
      participants,
      dataset: buildDataset(study.privacy_level as PrivacyLevel, participants),
    };
  }

  async function settledStudy(id: string): Promise<StudyRow> {
    const now = clock();
    await deps.studies.settleEnded(now.toISOString().slice(0, 10), now.toISOString());
    const study = await deps.studies.find(id);
    if (!study) throw notFound(STUDY_NOT_FOUND);
    return study;
  }

  return {
    /** The download: the file, and the audit row written with it. */
    async download(
      admin: Pick<ApiUser, 'id' | 'email' | 'timeZone'>,
      id: string,
      format: 'csv' | 'json',
    ) {
      const study = await settledStudy(id);
      const { participants, dataset } = await build(study);
      const now = clock();
      const body =
        format === 'csv'
          ? datasetCsv(dataset)
          : `${JSON.stringify(
              datasetJson(
                {
                  id: study.id,
                  title: study.title,
                  privacyLevel: study.privacy_level as PrivacyLevel,
                  generatedAt: now.toISOString(),
                },
                dataset,
              ),
              null,
              2,
            )}\n`;
      await deps.studies.recordDownload(study.id, {
        actor: { userId: admin.id, label: admin.email },
        action: 'research_dataset.download',
        details: { format, participants: participants.length, rows: dataset.rows.length },
      });
      return {
        fileName: `cairn-study-${study.id.slice(0, 8)}-${localDate(now, admin.timeZone)}.${format}`,
        contentType:
          format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        body,
      };
    },

    /** What the study receives from this person: the study's dataset, their rows only. */
    async participantView(study: StudyRow, userId: string): Promise<ParticipantDataView> {
      const { participants, dataset } = await build(study);
      const pseudonym = pseudonymOf(study.salt, userId);
      const me = participants.find((p) => p.pseudonym === pseudonym);
      return {
        privacyLevel: study.privacy_level as PrivacyLevel,
        pseudonym,
        categories: me?.categories ?? [],
        ...ownRows(dataset, pseudonym),
        medicationRecords: me?.days.reduce((n, day) => n + day.doses.length, 0) ?? 0,
        biometricDays: me?.days.filter((day) => day.biometrics.length > 0).length ?? 0,
      };
    },
  };
}

/** The person's rows, newest first, in the columns they share. */
function ownRows(dataset: Dataset, pseudonym: string) {
  const idColumn = dataset.columns.indexOf('participant_id');
  const rows = dataset.rows.filter((row) => row[idColumn] === pseudonym);
  const shared = dataset.sharedColumns[pseudonym] ?? dataset.columns;
  const keep = dataset.columns.flatMap((column, index) => (shared.includes(column) ? [index] : []));
  return {
    daily: {
      columns: keep.map((index) => dataset.columns[index]!),
      rows: rows
        .slice(-VIEW_ROWS)
        .reverse()
        .map((row) => keep.map((index) => row[index] ?? null)),
    },
    totalRows: rows.length,
  };
}

export type DatasetService = ReturnType<typeof createDatasetService>;
