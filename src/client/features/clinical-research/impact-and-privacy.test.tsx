// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@client/components/analysis/test-server';
import { ClinicalResearchPage } from './clinical-research-page';
import { emptyContribution, preferences } from './test-fixtures';
import { lastCall, openTab, pageKit, toastTitles } from './test-routes';

const kit = pageKit();

describe('Research Impact', () => {
  it('shows the totals, a bar per month with data, certificates and publications', async () => {
    renderPage(<ClinicalResearchPage />);
    await openTab('Research Impact');
    const totals = within(await screen.findByTestId('impact-totals'));
    for (const [label, value] of [
      ['Studies participated', '2'],
      ['Data points', '1,234'],
      ['Publications contributed', '1'],
      ['Certifications earned', '1'],
      ['Impact score', '63/100'],
    ] as const) {
      expect(totals.getByText(label).nextElementSibling?.textContent).toBe(value);
    }
    const chart = screen.getByRole('img', {
      name: /^Data points contributed by month from April 2025 to March 2026: 1,234 in all/,
    });
    expect(within(chart).getAllByTestId('month-bar')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = within(screen.getByRole('region', { name: 'Contributions by month table' }));
    expect(table.getAllByRole('row')[1]!.textContent).toBe('March 202660');
    const certifications = within(screen.getByTestId('certifications'));
    expect(certifications.getByText('Weather and joint pain')).not.toBeNull();
    expect(
      certifications.getByRole('button', { name: 'Certificate for Weather and joint pain' }),
    ).not.toBeNull();
    expect(
      within(screen.getByTestId('publications')).getByText(
        'Patel M. et al. Weather and pain. J Pain Res. 2026.',
      ),
    ).not.toBeNull();
  });

  it('says when nothing has been contributed yet', async () => {
    kit.routes['GET /api/research-contribution'] = () => Response.json(emptyContribution());
    renderPage(<ClinicalResearchPage />);
    await openTab('Research Impact');
    expect(
      within(await screen.findByTestId('empty-state')).getByText('No contributions yet'),
    ).not.toBeNull();
  });

  it('explains how the impact score is worked out', async () => {
    renderPage(<ClinicalResearchPage />);
    await screen.findByRole('group', { name: 'Research Impact Score' });
    fireEvent.click(screen.getByRole('button', { name: 'My Impact' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'My Impact' }));
    expect(dialog.getByTestId('impact-score').textContent).toBe('63/100');
    const parts = within(dialog.getByRole('list', { name: 'How the score is worked out' }));
    expect(parts.getByText('Completed studies: 1')).not.toBeNull();
    expect(parts.getByText('20 points each, up to 40')).not.toBeNull();
    expect(parts.getByText('Data points: 1,234')).not.toBeNull();
    expect(parts.getByText('Contribution streak: 3 weeks')).not.toBeNull();
    expect(dialog.getByText('The parts add up to your score of 63.')).not.toBeNull();
    expect(dialog.getByText(/The streak counts the weeks in a row/)).not.toBeNull();
  });
});

describe('Privacy Settings', () => {
  it('saves all nine preferences with PUT', async () => {
    kit.routes['PUT /api/data-sharing-preferences'] = () =>
      Response.json(preferences({ allowBiometricSharing: true, maxStudiesPerYear: 4 }));
    renderPage(<ClinicalResearchPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Privacy Settings' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Privacy Settings' }));
    const biometric = (await dialog.findByRole('switch', {
      name: 'Share biometric data',
    })) as HTMLButtonElement;
    expect(biometric.getAttribute('aria-checked')).toBe('false');
    expect(dialog.getAllByRole('switch')).toHaveLength(8);
    fireEvent.click(biometric);
    fireEvent.change(dialog.getByRole('combobox', { name: 'Most studies a year' }), {
      target: { value: '4' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Privacy settings saved']));
    expect(lastCall(kit, 'PUT', '/api/data-sharing-preferences')?.body).toEqual(
      preferences({ allowBiometricSharing: true, maxStudiesPerYear: 4 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's field error when saving is refused", async () => {
    kit.routes['PUT /api/data-sharing-preferences'] = () =>
      Response.json(
        {
          message: 'Maximum studies per year must be between 1 and 12',
          issues: [
            {
              path: 'maxStudiesPerYear',
              message: 'Maximum studies per year must be between 1 and 12',
            },
          ],
        },
        { status: 400 },
      );
    renderPage(<ClinicalResearchPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Privacy Settings' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Privacy Settings' }));
    fireEvent.click(await dialog.findByRole('button', { name: 'Save' }));
    const select = dialog.getByRole('combobox', { name: 'Most studies a year' });
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText('Maximum studies per year must be between 1 and 12')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Privacy Settings' })).not.toBeNull();
  });
});
