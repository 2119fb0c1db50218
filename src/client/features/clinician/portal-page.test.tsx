// @vitest-environment jsdom
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderPermissions } from '@core/provider-portal/permissions';
import type { TreatmentRecommendation } from '@core/provider-portal/types';
import { saveBlob } from '@client/lib/save-blob';
import { dismissToast, getToasts, removeToast } from '@client/lib/toast';
import { ClinicianView } from './clinician-view';
import {
  DATA_ROUTES,
  fail,
  portalFixture,
  SNAPSHOT,
  stubClinicianServer,
  TOKEN,
  type Call,
  type Routes,
} from './test-server';

// Each view waits on the one before it (session, portal, report): allow a loaded machine.
configure({ asyncUtilTimeout: 5000 });

vi.mock('@client/lib/save-blob', () => ({ saveBlob: vi.fn() }));
vi.mock('@client/features/reports/pdf/render-pdf', () => ({
  createReportPdf: vi.fn(async () => new Uint8Array([37, 80, 68, 70])),
}));

let routes: Routes;
let calls: Call[];

function serve(permissions: Partial<ProviderPermissions> = {}) {
  let portal = portalFixture(permissions);
  routes = {
    ...DATA_ROUTES,
    'GET /api/clinician/session': () => Response.json({ codeRequired: false, codeAttemptsLeft: 5 }),
    'GET /api/clinician/portal': () => Response.json(portal),
    'GET /api/clinician/reports/report-1': () => Response.json(SNAPSHOT),
  };
  calls = stubClinicianServer(routes);
  return (next: typeof portal) => (portal = next);
}

beforeEach(() => {
  window.history.replaceState(null, '', `/clinician#${TOKEN}`);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(saveBlob).mockClear();
  sessionStorage.clear();
  for (const item of getToasts()) removeToast(item.id);
  dismissToast();
  window.history.replaceState(null, '', '/');
});

const NONE: ProviderPermissions = {
  viewPainData: false,
  viewMedications: false,
  viewSymptoms: false,
  viewAnalytics: false,
  addNotes: false,
  recommendTreatments: false,
  modifyMedications: false,
  scheduleFollowups: false,
};

const region = async (name: string) => within(await screen.findByRole('region', { name }));

describe('the portal', () => {
  it('says who shared, with whom, until when, and that visits are shown to the patient', async () => {
    serve();
    render(<ClinicianView />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Cairn · Shared with you by Robin Park',
      }),
    ).not.toBeNull();
    expect(screen.getByText('Dr. Ada Lovelace')).not.toBeNull();
    expect(screen.getByText('Access until June 28, 2026')).not.toBeNull();
    expect(screen.getByText(/every visit is shown to your patient/)).not.toBeNull();
  });

  it('names "your patient" when the patient gave no name', async () => {
    const set = serve();
    set({ ...portalFixture(), patient: { name: '' } });
    render(<ClinicianView />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Cairn · Shared with you by your patient',
      }),
    ).not.toBeNull();
  });

  it('lists the reports with their first 2 insights and opens the newest in full', async () => {
    serve();
    render(<ClinicianView />);
    const list = within(await screen.findByRole('region', { name: 'Shared reports' }));
    expect(list.getByText('Pain was higher after short nights.')).not.toBeNull();
    expect(list.getByText('Two severe days.')).not.toBeNull();
    expect(list.queryByText('Third insight.')).toBeNull();

    const report = within(await screen.findByTestId('report-view'));
    // The report's own headings sit under the page's: # becomes h3, ## h4.
    expect(
      report.getByRole('heading', { level: 3, name: 'Healthcare Provider Report' }),
    ).not.toBeNull();
    expect(report.getByRole('heading', { level: 4, name: 'Summary' })).not.toBeNull();
    expect(report.getByText('5.1/10').tagName).toBe('STRONG');
    // Text stays text.
    expect(report.getByText('<script>alert(1)</script>').tagName).toBe('LI');
    expect(document.querySelector('script')).toBeNull();
  });

  it('opens the report whose link was used, and another one on request', async () => {
    const set = serve();
    const older = { ...SNAPSHOT, id: 'report-0', title: 'Last 7 days, summary' };
    set({ ...portalFixture(), reports: [SNAPSHOT, older], openedReportId: 'report-0' });
    routes['GET /api/clinician/reports/report-0'] = () => Response.json(older);
    render(<ClinicianView />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Last 7 days, summary' }),
    ).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open Last 30 days, comprehensive' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Last 30 days, comprehensive' }),
    ).not.toBeNull();
    expect(calls.map((call) => call.url)).toContain('/api/clinician/reports/report-1');
  });

  it('builds the PDF in the browser from the stored figures and text', async () => {
    serve();
    render(<ClinicianView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const { createReportPdf } = await import('@client/features/reports/pdf/render-pdf');
    expect(createReportPdf).toHaveBeenCalledWith({
      kind: 'provider',
      data: SNAPSHOT.data,
      text: SNAPSHOT.text,
    });
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe('healthcare-report-2026-03-30.pdf');
    expect(blob.type).toBe('application/pdf');
  });

  it('prints with the browser', async () => {
    serve();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<ClinicianView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows every section and form with full access, each with what it rests on', async () => {
    serve();
    render(<ClinicianView />);
    const pain = await region('Pain, last 90 days');
    expect(await pain.findByText('4.5/10')).not.toBeNull();
    expect(pain.getByText('Jan 1, 2026 to Mar 31, 2026 · 90 days, 2 with entries')).not.toBeNull();
    expect(pain.getByText('Lower back')).not.toBeNull();
    expect(await (await region('Medications')).findByText('Ibuprofen')).not.toBeNull();
    const symptoms = await region('Symptoms');
    expect(await symptoms.findByText('Fatigue')).not.toBeNull();
    expect(symptoms.getByText('7 entries')).not.toBeNull();
    const analytics = await region('Analytics');
    expect(await analytics.findByText('You had 3 flares in the last 3 months.')).not.toBeNull();
    expect(analytics.getByText('(n = 58, q = 0.012)')).not.toBeNull();
    expect(analytics.queryByText(/Humidity/)).toBeNull();
    expect(analytics.getByText(/Short nights come before flares/)).not.toBeNull();
    for (const name of [
      'Add a note',
      'Recommend a treatment',
      'Propose a medication change',
      'Propose a follow-up',
    ]) {
      expect(screen.getByRole('region', { name })).not.toBeNull();
    }
  });

  it('hides each section and form without its permission, and asks for none of them', async () => {
    serve(NONE);
    render(<ClinicianView />);
    await screen.findByTestId('report-view');
    for (const name of [
      'Pain, last 90 days',
      'Medications',
      'Symptoms',
      'Analytics',
      'Add a note',
      'Recommend a treatment',
      'Propose a medication change',
      'Propose a follow-up',
    ]) {
      expect(screen.queryByRole('region', { name })).toBeNull();
    }
    const urls = calls.map((call) => call.url);
    for (const path of ['pain', 'medications', 'symptoms', 'analytics']) {
      expect(urls).not.toContain(`/api/clinician/${path}`);
    }
  });

  it('shows only what is allowed', async () => {
    serve({ ...NONE, viewMedications: true, addNotes: true });
    render(<ClinicianView />);
    expect(await screen.findByRole('region', { name: 'Medications' })).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Add a note' })).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Pain, last 90 days' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recommend a treatment' })).toBeNull();
  });
});

describe('the forms', () => {
  const SENT: TreatmentRecommendation = {
    id: 'rec-1',
    providerId: 'provider-1',
    providerName: 'Dr. Ada Lovelace',
    title: 'Gentle walking',
    description: '20 minutes a day.',
    category: 'exercise',
    priority: 'high',
    status: 'pending',
    createdAt: '2026-03-31T09:00:00.000Z',
    dueDate: '2026-05-01',
    followUpRequired: true,
    notes: 'Stop if pain rises.',
    medicationChange: null,
    respondedAt: null,
  };

  it('sends a recommendation with the right body, clears, says so and lists it as Pending', async () => {
    const setPortal = serve();
    routes['POST /api/clinician/recommendations'] = () => {
      setPortal({ ...portalFixture(), recommendations: [SENT] });
      return Response.json(SENT, { status: 201 });
    };
    render(<ClinicianView />);
    const form = await region('Recommend a treatment');
    fireEvent.change(form.getByLabelText('Title'), { target: { value: '  Gentle walking ' } });
    fireEvent.change(form.getByLabelText('Description'), {
      target: { value: '20 minutes a day.' },
    });
    fireEvent.change(form.getByLabelText('Category'), { target: { value: 'exercise' } });
    fireEvent.change(form.getByLabelText('Priority'), { target: { value: 'high' } });
    fireEvent.change(form.getByLabelText('Review by'), { target: { value: '2026-05-01' } });
    fireEvent.click(form.getByLabelText('Follow-up required'));
    fireEvent.change(form.getByLabelText('Notes'), { target: { value: 'Stop if pain rises.' } });
    fireEvent.click(form.getByRole('button', { name: 'Send recommendation' }));

    expect(form.getByRole('button', { name: 'Sending...' })).not.toBeNull();
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Recommendation sent'));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/clinician/recommendations');
    expect(post.authorization).toBe(`Bearer ${TOKEN}`);
    expect(post.body).toEqual({
      title: 'Gentle walking',
      description: '20 minutes a day.',
      category: 'exercise',
      priority: 'high',
      dueDate: '2026-05-01',
      followUpRequired: true,
      notes: 'Stop if pain rises.',
    });
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    const sent = within(await screen.findByTestId('sent-recommendation'));
    expect(sent.getByText('Gentle walking')).not.toBeNull();
    expect(sent.getByText('Pending')).not.toBeNull();
  });

  it('sends no review date as null', async () => {
    serve();
    routes['POST /api/clinician/recommendations'] = () => Response.json(SENT, { status: 201 });
    render(<ClinicianView />);
    const form = await region('Recommend a treatment');
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Rest' } });
    fireEvent.click(form.getByRole('button', { name: 'Send recommendation' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      title: 'Rest',
      description: '',
      category: 'lifestyle',
      priority: 'medium',
      dueDate: null,
      followUpRequired: false,
      notes: '',
    });
  });

  it('shows field errors from the shared schema and sends nothing', async () => {
    serve();
    render(<ClinicianView />);
    const form = await region('Recommend a treatment');
    fireEvent.click(form.getByRole('button', { name: 'Send recommendation' }));
    const title = form.getByLabelText('Title');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(title.getAttribute('aria-describedby')!)!;
    expect(error.textContent).not.toBe('');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a note and shows the server refusal when there is one', async () => {
    serve();
    routes['POST /api/clinician/notes'] = () =>
      fail(403, 'Your patient has not given you permission to add notes.');
    render(<ClinicianView />);
    const form = await region('Add a note');
    fireEvent.change(form.getByLabelText('Note'), { target: { value: 'Seen today.' } });
    fireEvent.click(form.getByRole('button', { name: 'Add note' }));
    expect(
      await form.findByText('Your patient has not given you permission to add notes.'),
    ).not.toBeNull();
    expect((form.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Seen today.');

    routes['POST /api/clinician/notes'] = () =>
      Response.json(
        {
          id: 'n1',
          providerId: 'p',
          providerName: 'x',
          text: 'Seen today.',
          createdAt: '2026-03-31T09:00:00.000Z',
        },
        { status: 201 },
      );
    fireEvent.click(form.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Note added'));
    expect(calls.filter((call) => call.method === 'POST').at(-1)!.body).toEqual({
      text: 'Seen today.',
    });
  });

  it('proposes a medication change and a follow-up with their own bodies', async () => {
    serve();
    routes['POST /api/clinician/medication-changes'] = () => Response.json({}, { status: 201 });
    routes['POST /api/clinician/follow-ups'] = () => Response.json({}, { status: 201 });
    render(<ClinicianView />);
    const med = await region('Propose a medication change');
    fireEvent.change(med.getByLabelText('Medication'), { target: { value: 'Ibuprofen' } });
    fireEvent.change(med.getByLabelText('Change'), { target: { value: 'Reduce to 200 mg' } });
    fireEvent.change(med.getByLabelText('Reason'), { target: { value: 'Stomach upset' } });
    fireEvent.click(med.getByRole('button', { name: 'Propose change' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Medication change proposed'));

    const followUp = await region('Propose a follow-up');
    fireEvent.change(followUp.getByLabelText('Date'), { target: { value: '2026-04-15' } });
    fireEvent.change(followUp.getByLabelText('Reason'), { target: { value: 'Review' } });
    fireEvent.change(followUp.getByLabelText('Priority'), { target: { value: 'urgent' } });
    fireEvent.click(followUp.getByRole('button', { name: 'Propose follow-up' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Follow-up proposed'));

    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.url, call.body])).toEqual([
      [
        '/api/clinician/medication-changes',
        {
          medication: 'Ibuprofen',
          change: 'Reduce to 200 mg',
          description: 'Stomach upset',
          priority: 'medium',
        },
      ],
      [
        '/api/clinician/follow-ups',
        { date: '2026-04-15', reason: 'Review', description: '', priority: 'urgent' },
      ],
    ]);
  });

  it('turns into the message when access is revoked while the page is open', async () => {
    serve();
    routes['POST /api/clinician/notes'] = () =>
      fail(410, 'Your access has been revoked by the patient.');
    render(<ClinicianView />);
    const form = await region('Add a note');
    fireEvent.change(form.getByLabelText('Note'), { target: { value: 'Seen today.' } });
    fireEvent.click(form.getByRole('button', { name: 'Add note' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your access has been revoked by the patient.',
      }),
    ).not.toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
