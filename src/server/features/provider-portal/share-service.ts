import { randomUUID } from 'node:crypto';
import type { ShareReportInput } from '@core/provider-portal/schemas';
import {
  defaultReportTitle,
  keyInsights,
  reportSummary,
} from '@core/provider-portal/report-summary';
import type { SharedReport, ShareResult } from '@core/provider-portal/types';
import { buildReportData, type ReportData } from '@core/report/build';
import { renderProviderReport } from '@core/report/render-provider';
import type { ReportSections, ReportType } from '@core/report/settings';
import { localDate } from '@core/time-zone';
import type { ApiUser } from '@core/user';
import { toJson } from '../../db/codecs';
import { conflict, notFound } from '../../http-errors';
import { presentEntry } from '../journal/entry-columns';
import type { JournalStore } from '../journal/store';
import type { MedicationService } from '../medications/service';
import { presentCheckin } from '../peg/presenter';
import type { PegStore } from '../peg/store';
import { presentTrigger, type TriggerStore } from '../triggers/store';
import { presentSharedReport, providerStatus } from './presenters';
import type { ProviderMailer } from './provider-mail';
import type { ProviderStore } from './provider-store';
import { PROVIDER_NOT_FOUND, patientName } from './provider-service';
import { clinicianLink, hashToken, newLinkToken } from './secrets';

export const REPORT_NOT_FOUND = 'Report not found';
export const SHARE_NEEDS_CONNECTED = 'Share reports only with a connected provider';

/**
 * Sharing a Healthcare Provider Report: made on the server from the same records and code the
 * Reports page uses, then kept as it was, so the clinician reads exactly what was shared even
 * if the journal changes later.
 */
export function createShareService({
  store,
  journal,
  medications,
  triggers,
  pegCheckins,
  mailer,
  clock = () => new Date(),
}: {
  store: ProviderStore;
  journal: JournalStore;
  medications: MedicationService;
  triggers: TriggerStore;
  pegCheckins: Pick<PegStore, 'list'>;
  mailer: ProviderMailer;
  clock?: () => Date;
}) {
  /** The report as the Reports page would make it today, for this provider. */
  async function makeReport(
    user: ApiUser,
    input: ShareReportInput,
    providerName: string,
  ): Promise<{ data: ReportData; text: string }> {
    // Every entry: the streak and the previous period reach beyond the report's own days.
    const [entryRows, meds, triggerRows, pegRows] = await Promise.all([
      journal.list(user.id, {}),
      medications.detailed(user),
      triggers.list(user.id),
      pegCheckins.list(user.id),
    ]);
    const data = buildReportData({
      entries: entryRows.map(presentEntry),
      medications: meds,
      triggers: triggerRows.map(presentTrigger),
      pegCheckins: pegRows.map(presentCheckin),
      settings: {
        dateRange: input.dateRange,
        reportType: input.reportType as ReportType,
        includeSections: input.includeSections as ReportSections,
        patientInfo: {
          name: patientName(user),
          dob: '',
          providerName,
          appointmentDate: '',
          notes: input.notes,
        },
      },
      today: localDate(clock(), user.timeZone),
      timeZone: user.timeZone,
    });
    return { data, text: renderProviderReport(data) };
  }

  return {
    async list(user: ApiUser): Promise<SharedReport[]> {
      return (await store.listSharedReports(user.id)).map(presentSharedReport);
    },

    async share(user: ApiUser, input: ShareReportInput, baseUrl: string): Promise<ShareResult> {
      const provider = await store.findProvider(user.id, input.providerId);
      if (!provider) throw notFound(PROVIDER_NOT_FOUND);
      if (providerStatus(provider, clock()) !== 'connected') throw conflict(SHARE_NEEDS_CONNECTED);

      const { data, text } = await makeReport(user, input, provider.name);
      const now = clock().toISOString();
      const id = randomUUID();
      const token = newLinkToken();
      const title = input.title || defaultReportTitle(data.period.days, data.settings.reportType);
      const row = await store.insertSharedReport(
        user.id,
        {
          id,
          provider_id: provider.id,
          title,
          report_type: data.settings.reportType,
          days: data.period.days,
          sections: toJson(data.settings.includeSections),
          date_start: data.period.start,
          date_end: data.period.end,
          summary: reportSummary(data),
          key_insights: toJson(keyInsights(data)),
          data: toJson(data),
          text,
          shared_at: now,
        },
        {
          id: randomUUID(),
          provider_id: provider.id,
          shared_report_id: id,
          token_hash: hashToken(token),
          created_at: now,
        },
      );
      const delivery = await mailer.reportShared({
        to: provider.email,
        providerName: provider.name,
        patientName: patientName(user) || 'Your patient',
        link: clinicianLink(baseUrl, token),
        reportTitle: title,
        start: data.period.start,
        end: data.period.end,
      });
      return { report: presentSharedReport(row), ...delivery };
    },

    /** Stops sharing: the clinician can no longer open the report or its link. */
    async revoke(user: ApiUser, id: string): Promise<SharedReport> {
      const row = await store.revokeSharedReport(user.id, id, clock().toISOString());
      if (!row) throw notFound(REPORT_NOT_FOUND);
      return presentSharedReport(row);
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
