import { vi } from 'vitest';
import { presetPermissions, type ProviderPermissions } from '@core/provider-portal/permissions';
import type { ReportData } from '@core/report/build';
import type {
  ClinicianPortal,
  SharedReport,
  SharedReportSnapshot,
} from '@core/provider-portal/types';

/*
 * A stand-in for the clinician API in this folder's tests: "METHOD url" answers from a table a
 * test can change, and every request is recorded with its Authorization header. Not used by the app.
 */

export const TOKEN = 'A'.repeat(20) + 'b-_'.repeat(3) + 'Z'.repeat(14);

export interface Call {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

export type Routes = Record<string, (body: unknown) => Response | Promise<Response>>;

export const fail = (status: number, message: string) => Response.json({ message }, { status });

export function stubClinicianServer(routes: Routes): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const headers = new Headers(init.headers);
    calls.push({ method, url, authorization: headers.get('Authorization'), body });
    const route = routes[`${method} ${url}`];
    return route ? route(body) : fail(404, 'Not found');
  });
  return calls;
}

export const REPORT: SharedReport = {
  id: 'report-1',
  providerId: 'provider-1',
  title: 'Last 30 days, comprehensive',
  type: 'comprehensive',
  dateRange: { start: '2026-03-01', end: '2026-03-30' },
  days: 30,
  sections: {} as SharedReport['sections'],
  sharedAt: '2026-03-30T10:00:00.000Z',
  viewedAt: null,
  isRead: false,
  revokedAt: null,
  summary: '24 entries, average pain 5.1/10.',
  keyInsights: ['Pain was higher after short nights.', 'Two severe days.', 'Third insight.'],
  attachments: ['PDF'],
};

export const SNAPSHOT: SharedReportSnapshot = {
  ...REPORT,
  data: { generatedOn: '2026-03-30' } as ReportData,
  text: '# Healthcare Provider Report\n\n## Summary\n\nAverage pain **5.1/10** over 24 days.\n\n- <script>alert(1)</script>\n',
};

export function portalFixture(permissions: Partial<ProviderPermissions> = {}): ClinicianPortal {
  const all = presetPermissions('full-access');
  return {
    provider: {
      name: 'Dr. Ada Lovelace',
      title: 'MD',
      accessLevel: 'full-access',
      permissions: { ...all, ...permissions },
      accessExpiresAt: '2026-06-28T12:00:00.000Z',
    },
    patient: { name: 'Robin Park' },
    reports: [REPORT],
    openedReportId: null,
    notes: [],
    recommendations: [],
  };
}

/** Pain, medications, symptoms and analytics answers with a little data each. */
export const DATA_ROUTES: Routes = {
  'GET /api/clinician/pain': () =>
    Response.json({
      start: '2026-01-01',
      end: '2026-03-31',
      days: 90,
      daysWithEntries: 2,
      average: 4.5,
      daily: [
        { date: '2026-03-30', painLevel: 4 },
        { date: '2026-03-31', painLevel: 5 },
      ],
      locations: [{ name: 'Lower back', days: 2 }],
    }),
  'GET /api/clinician/medications': () =>
    Response.json([
      {
        name: 'Ibuprofen',
        dosage: '200 mg',
        frequency: 'Twice daily',
        isActive: true,
        startDate: '2026-01-05',
        purposes: ['Back pain'],
        adherenceRate: 80,
        avgEffectiveness: 6.5,
        sideEffects: [],
      },
    ]),
  'GET /api/clinician/symptoms': () =>
    Response.json({
      start: '2026-01-01',
      end: '2026-03-31',
      days: 90,
      entries: 12,
      symptoms: [{ symptom: 'Fatigue', count: 7 }],
    }),
  'GET /api/clinician/analytics': () =>
    Response.json({
      from: '2026-01-01',
      to: '2026-03-31',
      periodDays: 90,
      stats: { days: 61 },
      summary: 'You had 3 flares in the last 3 months.',
      effects: [
        {
          key: 'sleepHours:1',
          factor: 'Sleep hours',
          lag: 1,
          n: 58,
          qValue: 0.012,
          significant: true,
          description: 'On days with more sleep your pain the next day was lower.',
        },
        {
          key: 'x',
          factor: 'Humidity',
          lag: 0,
          n: 40,
          qValue: 0.6,
          significant: false,
          description: 'No.',
        },
      ],
      effectsDaysNeeded: 0,
      insights: [
        { id: 'i1', title: 'Short nights come before flares', dataPoints: 58, dataUnit: 'days' },
      ],
    }),
};
