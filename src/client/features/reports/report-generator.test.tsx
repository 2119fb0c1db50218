// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportKind } from '@core/report/kinds';
import { defaultReportSettings } from '@core/report/settings';
import { medication, REPORT_TODAY, trigger } from '@core/test-support/report';
import { fixtureEntries } from '@core/test-support/report-fixture';
import { dismissToast, getToasts } from '@client/lib/toast';
import { ReportGenerator } from './report-generator';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.restoreAllMocks();
});

const entries = fixtureEntries();
const RECORDS: Record<string, unknown> = {
  '/api/journal-entries': entries,
  '/api/medications/detailed': [medication({ name: 'Naproxen' })],
  '/api/triggers': [trigger()],
  '/api/peg-checkins': [],
};

/** Answers from RECORDS; `hold` keeps one path pending until released, `fail` rejects it. */
function setup(
  options: { hold?: string; fail?: string; name?: string; entries?: typeof entries } = {},
) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        queryFn: async ({ queryKey }) => {
          const path = queryKey.join('/');
          if (path === options.hold) await held;
          if (path === options.fail) throw new Error('500: Internal Server Error');
          return RECORDS[path];
        },
      },
    },
  });
  function Harness() {
    const [kind, setKind] = useState<ReportKind>('provider');
    const [settings, setSettings] = useState(() => {
      const initial = defaultReportSettings();
      initial.patientInfo.name = options.name ?? '';
      return initial;
    });
    return (
      <ReportGenerator
        kind={kind}
        onKindChange={setKind}
        settings={settings}
        onSettingsChange={setSettings}
        entries={options.entries ?? entries}
        entriesFailed={false}
        today={REPORT_TODAY}
        timeZone="UTC"
      />
    );
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  return { release };
}

const generateButton = () => screen.getByRole('button', { name: /Generate Report|Generating/ });

const PHOTO_ID = '0b5c3f1e-6a0e-4c39-9a55-1d2f7c8e9a01';

describe('ReportGenerator', () => {
  it("offers the period's photos for the provider report, none ticked, and keeps the choice per report", async () => {
    const withPhoto = entries.map((entry, index) =>
      index === entries.length - 1 ? { ...entry, photoUrls: [`/api/media/${PHOTO_ID}`] } : entry,
    );
    setup({ name: 'Maria', entries: withPhoto });
    const photos = screen.getByRole('group', { name: 'Photos to include' });
    const box = screen.getByRole('checkbox', { name: /^\d+ Jan 2026, photo$/ }) as HTMLInputElement;
    expect(photos.contains(box)).toBe(true);
    expect(box.checked).toBe(false);
    expect(photos.querySelector('img')?.getAttribute('src')).toBe(`/api/media/${PHOTO_ID}`);

    fireEvent.click(box);
    fireEvent.click(generateButton());
    await screen.findByTestId('report-preview');
    expect(screen.queryByText(/You have changed the form/)).toBeNull();
    fireEvent.click(box);
    expect(screen.getByText(/You have changed the form/).textContent).toBe(
      'You have changed the form since this report was made. Generate Report again to include the changes.',
    );

    fireEvent.change(screen.getByLabelText('Report'), { target: { value: 'progress' } });
    expect(screen.queryByRole('group', { name: 'Photos to include' })).toBeNull();
  });

  it('asks about no photos when the period has none', () => {
    setup({ name: 'Maria' });
    expect(screen.queryByRole('group', { name: 'Photos to include' })).toBeNull();
  });

  it('needs a patient name before it can generate', () => {
    setup();
    expect((generateButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Patient name/), { target: { value: '   ' } });
    expect((generateButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Patient name/), { target: { value: 'Maria' } });
    expect((generateButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('counts the entries of the chosen period before generating', () => {
    setup({ name: 'Maria' });
    expect(screen.getByTestId('report-placeholder').textContent).toContain(
      '12 journal entries in the last month (2 Jan to 31 Jan 2026).',
    );
    fireEvent.change(screen.getByLabelText('Time period'), { target: { value: '7' } });
    expect(screen.getByTestId('report-placeholder').textContent).toContain(
      '9 journal entries in the last 7 days (25 Jan to 31 Jan 2026).',
    );
  });

  it('shows Generating... while it works, then the preview', async () => {
    const { release } = setup({ name: 'Maria Silva', hold: '/api/triggers' });
    fireEvent.click(generateButton());
    expect(generateButton().textContent).toContain('Generating...');
    expect((generateButton() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    const preview = await screen.findByTestId('report-preview');
    expect(preview.textContent).toContain('**Patient:** Maria Silva');
    expect(generateButton().textContent).toContain('Generate Report');
    expect(
      (screen.getByRole('button', { name: 'Download Report' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(
      (screen.getByRole('button', { name: 'Print Report' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.queryByTestId('report-placeholder')).toBeNull();
  });

  it('says so with the spec toast when the records cannot be loaded', async () => {
    setup({ name: 'Maria', fail: '/api/medications/detailed' });
    fireEvent.click(generateButton());
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Report generation failed',
        description: 'Unable to generate report. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByTestId('report-preview')).toBeNull();
    expect((generateButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('fails the same way when the weekly check-ins cannot be loaded, not with a section missing', async () => {
    setup({ name: 'Maria', fail: '/api/peg-checkins' });
    fireEvent.click(generateButton());
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Report generation failed' }),
    );
    expect(screen.queryByTestId('report-preview')).toBeNull();
  });

  it('greys out the report type and sections for the other reports, and says why', () => {
    setup({ name: 'Maria' });
    expect((screen.getByLabelText('Report type') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText('Weather') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Sleep') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Report'), { target: { value: 'insurance' } });
    expect((screen.getByLabelText('Report type') as HTMLButtonElement).disabled).toBe(true);
    // Disabled through its fieldset.
    expect(screen.getByLabelText('Sleep').matches(':disabled')).toBe(true);
    expect(screen.getByText(/shape the Healthcare Provider Report only/)).not.toBeNull();
  });

  it('marks the preview as outdated once the form changes', async () => {
    setup({ name: 'Maria' });
    fireEvent.click(generateButton());
    await screen.findByTestId('report-preview');
    expect(screen.queryByText(/changed the form/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Weather'));
    expect(screen.getByText(/changed the form since this report was made/)).not.toBeNull();
  });
});
