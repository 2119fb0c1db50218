// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@client/components/analysis/test-server';
import { saveBlob } from '@client/lib/save-blob';
import { ClinicalResearchPage } from './clinical-research-page';
import { dataView, participation, study, withdrawnParticipation } from './test-fixtures';
import { lastCall, openTab, pageKit, toastTitles } from './test-routes';

vi.mock('@client/lib/save-blob', () => ({ saveBlob: vi.fn() }));
// The browser fetches the PDF fonts; here Vite inlines them.
vi.mock('@client/features/reports/pdf/font-files', async () => ({
  fetchedFontFiles: (await import('@client/features/reports/pdf/test-font-files')).testFontFiles,
}));

const kit = pageKit();

async function participationCard(title: string) {
  await openTab('My Participation');
  const cards = await screen.findAllByTestId('participation-card');
  const card = cards.find((item) => within(item).queryByRole('heading', { name: title }));
  if (!card) throw new Error(`no participation card for ${title}`);
  return within(card);
}

describe('My Participation', () => {
  it('shows an active study with its real counts, progress and next submission', async () => {
    renderPage(<ClinicalResearchPage />);
    const card = await participationCard('Sleep and flare frequency');
    expect(card.getByTestId('participation-status').textContent).toBe('Active');
    expect(card.getByText('5 Jan 2026')).not.toBeNull();
    expect(card.getByText('Mon, Mar 4')).not.toBeNull();
    expect(card.getByTestId('completion-percent').textContent).toBe('45%');
    const counts = within(card.getByTestId('contributed-counts'));
    for (const [label, value] of [
      ['Pain entries', '41'],
      ['Symptoms reported', '17'],
      ['Medication records', '12'],
      ['Biometric data points', '230'],
    ] as const) {
      expect(counts.getByText(label).nextElementSibling?.textContent).toBe(value);
    }
    expect(card.getByTestId('shared-categories').textContent).toContain(
      'Pain levels and locations, Sleep, Medication records',
    );
    expect(card.getByRole('button', { name: 'View Data' })).not.toBeNull();
    expect(card.getByRole('button', { name: 'Withdraw' })).not.toBeNull();
    expect(card.queryByRole('button', { name: 'Certificate' })).toBeNull();
    expect(card.queryByTestId('reconsent-notice')).toBeNull();
  });

  it('lists withdrawn studies with the date and the data choice', async () => {
    renderPage(<ClinicalResearchPage />);
    await openTab('My Participation');
    const item = within(await screen.findByTestId('withdrawn-participation'));
    expect(item.getByText('Diet and fatigue')).not.toBeNull();
    expect(item.getByText('Withdrawn 10 Nov 2025 · Data removed from the study')).not.toBeNull();
  });

  it('withdraws with the choice to remove the data, and says so', async () => {
    kit.routes['POST /api/research-participation/part-1/withdraw'] = () =>
      Response.json(withdrawnParticipation({ id: 'part-1' }));
    renderPage(<ClinicalResearchPage />);
    const card = await participationCard('Sleep and flare frequency');
    fireEvent.click(card.getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw from study' }));
    const keep = dialog.getByRole('radio', {
      name: /Keep the data I have already contributed/,
    }) as HTMLInputElement;
    expect(keep.checked).toBe(true);
    fireEvent.click(dialog.getByRole('radio', { name: /Remove my data from the study/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Withdrawn from study']));
    expect(lastCall(kit, 'POST', '/api/research-participation/part-1/withdraw')?.body).toEqual({
      dataChoice: 'remove',
    });
  });

  it('says clearly when the withdrawal failed', async () => {
    kit.routes['POST /api/research-participation/part-1/withdraw'] = () =>
      Response.json({ message: 'Only an active participation can be withdrawn' }, { status: 409 });
    renderPage(<ClinicalResearchPage />);
    const card = await participationCard('Sleep and flare frequency');
    fireEvent.click(card.getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw from study' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Only an active participation can be withdrawn',
    );
    expect(toastTitles()).toEqual(['Withdrawal failed']);
  });

  it('shows the data the study receives as a table', async () => {
    kit.routes['GET /api/research-participation/part-1/data'] = () => Response.json(dataView());
    renderPage(<ClinicalResearchPage />);
    const card = await participationCard('Sleep and flare frequency');
    fireEvent.click(card.getByRole('button', { name: 'View Data' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Data shared with the study' }),
    );
    expect((await dialog.findByTestId('pseudonym')).textContent).toBe('P-7F3A9C2B1D');
    const table = within(dialog.getByRole('region', { name: 'Daily data shared with the study' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'participant',
      'date',
      'pain_level',
      'sleep_hours',
    ]);
    const rows = table.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getAllByRole('cell').at(-1)!.textContent).toBe('—');
    expect(dialog.getByTestId('data-row-count').textContent).toBe('The latest 2 of 41 rows.');
  });

  it('downloads the certificate of a completed study', async () => {
    kit.routes['GET /api/research-studies/study-3'] = () =>
      Response.json(study({ id: 'study-3', title: 'Weather & Joint Pain!' }));
    renderPage(<ClinicalResearchPage />);
    const card = await participationCard('Weather and joint pain');
    expect(card.getByTestId('participation-status').textContent).toBe('Completed');
    expect(card.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'Certificate' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled(), { timeout: 5000 });
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe('cairn-certificate-weather-joint-pain.pdf');
    expect(blob.type).toBe('application/pdf');
  });

  it('shows the consent notice for a participant whose consent changed', async () => {
    kit.routes['GET /api/research-participation'] = () =>
      Response.json([participation({ needsReconsent: true })]);
    renderPage(<ClinicalResearchPage />);
    const card = await participationCard('Sleep and flare frequency');
    expect(card.getByTestId('reconsent-notice').textContent).toContain('Consent changed.');
  });
});
