// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  renderPage,
  stubServer,
  type Call,
  type Routes,
} from '@client/components/analysis/test-server';
import { dismissToast, getToasts, removeToast } from '@client/lib/toast';
import { ShareReportDialog } from './share-report-dialog';
import { provider, PROVIDER_ID, report } from './test-fixtures';

let routes: Routes;
let calls: Call[];
let onClose: () => void;

beforeEach(() => {
  routes = {};
  calls = stubServer(routes);
  onClose = vi.fn<() => void>();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const item of getToasts()) removeToast(item.id);
  dismissToast();
});

async function openDialog() {
  renderPage(<ShareReportDialog providers={[provider()]} onClose={onClose} />);
  return within(await screen.findByRole('dialog', { name: 'Share Health Report' }));
}

describe('Share Health Report', () => {
  it('starts at the last 3 months, comprehensive, and shares with the chosen provider', async () => {
    routes['POST /api/shared-reports'] = () =>
      Response.json({ report: report(), delivery: 'email' }, { status: 201 });
    const dialog = await openDialog();
    expect((dialog.getByRole('combobox', { name: 'Time period' }) as HTMLSelectElement).value).toBe(
      '90',
    );
    expect(dialog.getByRole('combobox', { name: 'Report type' })).toHaveProperty(
      'value',
      'comprehensive',
    );
    expect(dialog.getByRole('checkbox', { name: 'Weather' })).toHaveProperty('checked', false);
    expect(dialog.getByLabelText(/^Title/).getAttribute('placeholder')).toBe(
      'Last 3 months, comprehensive',
    );
    fireEvent.change(dialog.getByRole('combobox', { name: 'Time period' }), {
      target: { value: '30' },
    });
    expect(dialog.getByLabelText(/^Title/).getAttribute('placeholder')).toBe(
      'Last month, comprehensive',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Share Report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({
      providerId: PROVIDER_ID,
      dateRange: 30,
      reportType: 'comprehensive',
      includeSections: { painTrends: true, weather: false },
      title: '',
      notes: '',
    });
    expect(getToasts()[0]?.title).toBe('Report shared');
  });

  it('asks for at least one section', async () => {
    const dialog = await openDialog();
    for (const box of dialog.getAllByRole('checkbox')) {
      if ((box as HTMLInputElement).checked) fireEvent.click(box);
    }
    fireEvent.click(dialog.getByRole('button', { name: 'Share Report' }));
    expect(dialog.getByText('Choose at least one section')).not.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows the link to pass on when this Cairn has no e-mail', async () => {
    routes['POST /api/shared-reports'] = () =>
      Response.json(
        { report: report(), delivery: 'manual', link: 'https://cairn.test/clinician#t' },
        { status: 201 },
      );
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Share Report' }));
    const link = (await dialog.findByLabelText('Secure link')) as HTMLInputElement;
    expect(link.value).toBe('https://cairn.test/clinician#t');
    expect(dialog.queryByLabelText('Access code')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
