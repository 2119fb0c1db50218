// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { studyInputSchema } from '@core/research/schemas';
import type { AdminResearchStudy } from '@core/research/types';
import { CURRENT_USER_KEY } from '@client/features/auth/api/get-current-user';
import { getQueryFn } from '@client/lib/api';
import { saveBlob } from '@client/lib/save-blob';
import { dismissToast, getToasts, removeToast } from '@client/lib/toast';
import { AdminPage } from '../admin-page';
import { STUDY } from './research-fixtures';
import { ADMIN } from '../test-admin';

vi.mock('@client/lib/save-blob', () => ({ saveBlob: vi.fn() }));

const BASE = '/api/admin/research-studies';
const ID = STUDY.id;

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let routes: Record<string, (body: unknown) => Response | Promise<Response>>;
let calls: Call[];
let studies: AdminResearchStudy[];

beforeEach(() => {
  calls = [];
  studies = [STUDY];
  routes = {
    'GET /api/admin/stats': () =>
      Response.json({
        totalUsers: 1,
        recentSignups: 0,
        premiumUsers: 0,
        openTickets: 0,
        totalTickets: 0,
      }),
    'GET /api/admin/tickets': () => Response.json([]),
    [`GET ${BASE}`]: () => Response.json(studies),
    [`POST ${BASE}`]: (body) =>
      Response.json({ ...STUDY, ...(body as object), id: 'new-study' }, { status: 201 }),
    [`PUT ${BASE}/${ID}`]: (body) => Response.json({ ...STUDY, ...(body as object) }),
    [`POST ${BASE}/${ID}/phase`]: (body) => Response.json({ ...STUDY, ...(body as object) }),
    [`GET ${BASE}/${ID}/dataset?format=csv`]: () =>
      new Response('pseudonym,day\nP-ABC,1\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="cairn-study-3f2a9c1e-2026-04-02.csv"',
        },
      }),
    [`GET ${BASE}/${ID}/dataset?format=json`]: () =>
      new Response('{"rows":[]}', {
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="cairn-study-3f2a9c1e-2026-04-02.json"',
        },
      }),
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    return route ? route(body) : new Response('{"message":"Not found"}', { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(saveBlob).mockClear();
  for (const item of getToasts()) removeToast(item.id);
  dismissToast();
});

async function openResearchTab() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity },
    },
  });
  queryClient.setQueryData(CURRENT_USER_KEY, ADMIN);
  render(
    <QueryClientProvider client={queryClient}>
      <AdminPage />
    </QueryClientProvider>,
  );
  fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Research Studies' }), { button: 0 });
  return queryClient;
}

const card = async () => within(await screen.findByRole('article', { name: STUDY.title }));
const writes = () => calls.filter((call) => call.method !== 'GET');

/**
 * The control a <label> with exactly this text names (by `for`, or by holding it). Quicker
 * than getByLabelText over a form this size, which matters on a busy machine.
 */
function labelled(label: string): HTMLElement {
  const dialog = document.querySelector('[role="dialog"]')!;
  const found = [...dialog.querySelectorAll('label')].filter((l) => l.textContent === label);
  if (found.length !== 1) throw new Error(`${found.length} labels "${label}"`);
  const element = found[0]!;
  const control = element.htmlFor
    ? document.getElementById(element.htmlFor)
    : element.querySelector<HTMLElement>('input, select, textarea');
  if (!control) throw new Error(`No control for "${label}"`);
  return control;
}

function type(_scope: ReturnType<typeof within>, label: string, value: string) {
  fireEvent.change(labelled(label), { target: { value } });
}

/** Fills every required field of the new-study form, and a few optional ones. */
function fillNewStudy(dialog: ReturnType<typeof within>) {
  type(dialog, 'Title', 'Movement and Back Pain');
  type(dialog, 'Description', 'Does a daily walk change back pain?');
  type(dialog, 'Institution', 'Karolinska Institutet');
  type(dialog, 'Institution type', 'government');
  type(dialog, 'Principal investigator', 'Dr. Lena Berg');
  type(dialog, 'Study type', 'interventional');
  type(dialog, 'Start date', '2026-05-01');
  type(dialog, 'End date', '2026-11-01');
  type(dialog, 'Target participants', '200');
  type(dialog, 'Minimum days of entries (optional)', '14');
  fireEvent.click(dialog.getByText('Add a field rule'));
  type(dialog, 'Field of rule 1', 'moodLevel');
  type(dialog, 'Entries for rule 1', '10');
  type(dialog, 'Required tags (optional)', 'Back pain, walking');
  type(dialog, 'Excluded symptoms (optional)', 'fever');
  fireEvent.click(labelled('Biometric data'));
  type(dialog, 'Description of Biometric data (optional)', 'Step counts');
  type(dialog, 'Frequency of Biometric data', 'weekly');
  type(dialog, 'Compensation (optional)', '$40 voucher');
  type(dialog, 'Compensation amount (USD) (optional)', '40');
  type(dialog, 'Benefits (optional)', 'Better sleep\nA report');
  type(dialog, 'Privacy level', 'anonymized');
  type(dialog, 'Ethics approval reference', 'EPM-2026-01');
  type(dialog, 'Contact name', 'Lena Berg');
  type(dialog, 'Contact email', 'lena@ki.example');
  type(dialog, 'Consent text', 'You agree to share what is listed.');
  type(dialog, 'Consent statements', 'I have read this.\nI can leave at any time.');
}

describe('admin research studies tab', () => {
  it('keeps the other tabs and lists a study with its real values', async () => {
    await openResearchTab();
    expect(screen.getByRole('tab', { name: 'Support Tickets' })).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Subscribers' })).not.toBeNull();
    const study = await card();
    expect(study.getByRole('heading', { name: STUDY.title })).not.toBeNull();
    expect(study.getByText('University of Leeds')).not.toBeNull();
    expect(study.getByTestId('study-phase').textContent).toBe('Phase: Recruiting');
    expect(study.getByText('Pseudonymized')).not.toBeNull();
    expect(study.getByTestId('study-dates').textContent).toBe(
      'Mar 1, 2026 – Sep 1, 2026 (6 months)',
    );
    expect(study.getByTestId('study-enrolment').textContent).toBe('31% · 37 of 120 participants');
    const bar = study.getByRole('progressbar', { name: `Enrolment of ${STUDY.title}` });
    expect(bar.getAttribute('aria-valuenow')).toBe('31');
    expect(study.getByTestId('study-count-active').textContent).toBe('30');
    expect(study.getByTestId('study-count-completed').textContent).toBe('7');
    expect(study.getByTestId('study-count-withdrawn').textContent).toBe('4');
    expect(study.getByTestId('study-consent-version').textContent).toBe('2');
    expect(study.getByText('3 need to re-consent')).not.toBeNull();
    expect(
      study.getByText(
        'Each download is written to the audit log. The file holds pseudonymous ids and shifted dates only — no names, e-mails or notes.',
      ),
    ).not.toBeNull();
  });

  it('shows the empty state with a New study button, and a failed load with Retry', async () => {
    studies = [];
    await openResearchTab();
    expect(await screen.findByText('No studies yet')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New study' }));
    expect(await screen.findByRole('dialog', { name: 'New study' })).not.toBeNull();
    cleanup();

    routes[`GET ${BASE}`] = () => new Response('boom', { status: 500 });
    await openResearchTab();
    expect(await screen.findByText(/couldn't load the research studies/)).not.toBeNull();
    routes[`GET ${BASE}`] = () => Response.json([STUDY]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: STUDY.title })).not.toBeNull();
  });

  it('creates a study: the body holds the values typed and passes the shared schema', async () => {
    await openResearchTab();
    await card();
    fireEvent.click(screen.getByRole('button', { name: 'New study' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New study' }));
    fillNewStudy(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Create study' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const post = writes();
    expect(post.map((call) => `${call.method} ${call.url}`)).toEqual([`POST ${BASE}`]);
    const body = post[0]!.body;
    expect(studyInputSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      title: 'Movement and Back Pain',
      description: 'Does a daily walk change back pain?',
      institution: 'Karolinska Institutet',
      institutionType: 'government',
      principalInvestigator: 'Dr. Lena Berg',
      studyType: 'interventional',
      startDate: '2026-05-01',
      endDate: '2026-11-01',
      targetParticipants: 200,
      eligibility: {
        minDaysOfEntries: 14,
        minEntriesWithField: [{ field: 'moodLevel', count: 10 }],
        requiredTags: ['Back pain', 'walking'],
        requiredSymptoms: [],
        minAccountAgeDays: null,
      },
      exclusion: { excludedTags: [], excludedSymptoms: ['fever'] },
      dataRequirements: [
        { category: 'pain', description: '', frequency: 'daily', required: true },
        {
          category: 'biometrics',
          description: 'Step counts',
          frequency: 'weekly',
          required: false,
        },
      ],
      compensation: '$40 voucher',
      compensationUsd: 40,
      benefits: ['Better sleep', 'A report'],
      risks: [],
      privacyLevel: 'anonymized',
      ethicsApproval: 'EPM-2026-01',
      contactInfo: { name: 'Lena Berg', email: 'lena@ki.example', phone: '' },
      consentText: 'You agree to share what is listed.',
      consentStatements: ['I have read this.', 'I can leave at any time.'],
      publications: [],
    });
    expect(getToasts()[0]).toMatchObject({ title: 'Study created' });
    await waitFor(() =>
      expect(calls.filter((call) => call.url === BASE && call.method === 'GET')).toHaveLength(2),
    );
  });

  it('names the field a client-side check refuses, and sends nothing', async () => {
    await openResearchTab();
    await card();
    fireEvent.click(screen.getByRole('button', { name: 'New study' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New study' }));
    fillNewStudy(dialog);
    type(dialog, 'End date', '2026-04-01');
    type(dialog, 'Contact email', 'not-an-email');
    fireEvent.click(dialog.getByRole('button', { name: 'Create study' }));

    const end = dialog.getByLabelText('End date');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    const described = end.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)!.textContent)).toContain(
      'End date must be after the start date',
    );
    expect(dialog.getByLabelText('Contact email').getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText('Enter a valid contact email address')).not.toBeNull();
    expect(dialog.getByRole('alert').textContent).toContain('Check the 2 fields marked below.');
    expect(document.activeElement).toBe(end);
    expect(writes()).toEqual([]);
  });

  it('shows a server 400 next to its field and in the dialog, with a destructive toast', async () => {
    routes[`POST ${BASE}`] = () =>
      Response.json(
        {
          message: 'ethicsApproval: Ethics approval is already used',
          issues: [{ path: 'ethicsApproval', message: 'Ethics approval is already used' }],
        },
        { status: 400 },
      );
    await openResearchTab();
    await card();
    fireEvent.click(screen.getByRole('button', { name: 'New study' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New study' }));
    fillNewStudy(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Create study' }));
    expect(await dialog.findByText('Ethics approval is already used')).not.toBeNull();
    expect(dialog.getByLabelText('Ethics approval reference').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(dialog.getByText('ethicsApproval: Ethics approval is already used')).not.toBeNull();
    expect(getToasts()[0]).toMatchObject({ title: 'Error', variant: 'destructive' });
  });

  it('edits a study with PUT and warns when the consent changes', async () => {
    await openResearchTab();
    fireEvent.click((await card()).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit study' }));
    expect((dialog.getByLabelText('Title') as HTMLInputElement).value).toBe(STUDY.title);
    expect(dialog.queryByTestId('study-consent-note')).toBeNull();
    type(dialog, 'Title', 'Sleep, Mood and Chronic Pain');
    expect(dialog.queryByTestId('study-consent-note')).toBeNull();
    type(dialog, 'Consent text', 'You agree to share the data listed, and mood.');
    expect(dialog.getByTestId('study-consent-note').textContent).toBe(
      'Changing the consent asks every active participant to consent again.',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = writes()[0]!;
    expect(`${put.method} ${put.url}`).toBe(`PUT ${BASE}/${ID}`);
    expect(studyInputSchema.safeParse(put.body).success).toBe(true);
    expect(put.body).toMatchObject({
      title: 'Sleep, Mood and Chronic Pain',
      consentText: 'You agree to share the data listed, and mood.',
      consentStatements: STUDY.consentStatements,
    });
    expect(getToasts()[0]).toMatchObject({ title: 'Study updated' });
  });

  it('hides Edit and the phase buttons of a completed study and says why', async () => {
    studies = [{ ...STUDY, phase: 'completed' }];
    await openResearchTab();
    const study = await card();
    expect(study.getByText('A completed study cannot be changed.')).not.toBeNull();
    for (const name of ['Edit', 'Suspend', 'Complete study', 'Resume recruiting']) {
      expect(study.queryByRole('button', { name })).toBeNull();
    }
    expect(study.getByRole('button', { name: 'Dataset (CSV)' })).not.toBeNull();
  });

  it('posts the phase each button names', async () => {
    await openResearchTab();
    const study = await card();
    expect(study.queryByRole('button', { name: 'Resume recruiting' })).toBeNull();
    fireEvent.click(study.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'POST',
      url: `${BASE}/${ID}/phase`,
      body: { phase: 'suspended' },
    });
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Study suspended' }));
    await waitFor(() =>
      expect(
        (study.getByRole('button', { name: 'Close enrolment' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    fireEvent.click(study.getByRole('button', { name: 'Close enrolment' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]!.body).toEqual({ phase: 'active' });
  });

  it('offers Resume recruiting to a suspended or active study', async () => {
    studies = [{ ...STUDY, phase: 'suspended' }];
    await openResearchTab();
    const study = await card();
    expect(study.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(study.queryByRole('button', { name: 'Close enrolment' })).toBeNull();
    fireEvent.click(study.getByRole('button', { name: 'Resume recruiting' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toEqual({ phase: 'recruiting' });
    cleanup();

    studies = [{ ...STUDY, phase: 'active' }];
    await openResearchTab();
    const active = await card();
    expect(active.getByRole('button', { name: 'Resume recruiting' })).not.toBeNull();
    expect(active.getByRole('button', { name: 'Suspend' })).not.toBeNull();
  });

  it('completes a study only after the confirmation', async () => {
    await openResearchTab();
    fireEvent.click((await card()).getByRole('button', { name: 'Complete study' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(
      confirm.getByText(
        'Completing ends every active participation; participants can then download their certificate. This cannot be undone.',
      ),
    ).not.toBeNull();
    expect(writes()).toEqual([]);
    fireEvent.click(confirm.getByRole('button', { name: 'Complete study' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      { method: 'POST', url: `${BASE}/${ID}/phase`, body: { phase: 'completed' } },
    ]);
    expect(getToasts()[0]).toMatchObject({ title: 'Study completed' });
  });

  it('keeps the confirmation open with the server message when completing fails', async () => {
    routes[`POST ${BASE}/${ID}/phase`] = () =>
      Response.json({ message: 'A completed study cannot be changed' }, { status: 409 });
    await openResearchTab();
    fireEvent.click((await card()).getByRole('button', { name: 'Complete study' }));
    const confirm = within(await screen.findByRole('dialog'));
    fireEvent.click(confirm.getByRole('button', { name: 'Complete study' }));
    expect(await confirm.findByText('A completed study cannot be changed')).not.toBeNull();
  });

  it('downloads the dataset as CSV and as JSON from the dataset URL', async () => {
    await openResearchTab();
    const study = await card();
    fireEvent.click(study.getByRole('button', { name: 'Dataset (CSV)' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toBe('cairn-study-3f2a9c1e-2026-04-02.csv');
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Dataset downloaded' }));
    fireEvent.click(study.getByRole('button', { name: 'Dataset (JSON)' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(vi.mocked(saveBlob).mock.calls[1]![1]).toBe('cairn-study-3f2a9c1e-2026-04-02.json');
    expect(calls.filter((call) => call.url.includes('/dataset')).map((call) => call.url)).toEqual([
      `${BASE}/${ID}/dataset?format=csv`,
      `${BASE}/${ID}/dataset?format=json`,
    ]);
  });

  it('says a refused download failed and adapts the note to an identifiable study', async () => {
    studies = [{ ...STUDY, privacyLevel: 'identifiable' }];
    routes[`GET ${BASE}/${ID}/dataset?format=csv`] = () =>
      Response.json({ message: 'Study not found' }, { status: 404 });
    await openResearchTab();
    const study = await card();
    expect(study.getByText(/name and e-mail and real dates/)).not.toBeNull();
    fireEvent.click(study.getByRole('button', { name: 'Dataset (CSV)' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Download failed',
        description: 'Study not found',
        variant: 'destructive',
      }),
    );
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
