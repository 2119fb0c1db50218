// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@client/components/analysis/test-server';
import { ClinicalResearchPage } from './clinical-research-page';
import { emptyContribution } from './test-fixtures';
import { openTab, pageKit, statValue } from './test-routes';

const kit = pageKit();

describe('Clinical research page', () => {
  it('shows the ethics notice, the actions and the four stat cards from the data', async () => {
    renderPage(<ClinicalResearchPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Clinical Research Participation',
    );
    const notice = within(screen.getByTestId('ethics-notice'));
    expect(notice.getByRole('link', { name: 'data privacy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(screen.getByRole('button', { name: 'My Impact' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Privacy Settings' })).not.toBeNull();
    expect(await statValue('Studies Participated')).toBe('2');
    expect(await statValue('Data Points Contributed')).toBe('1,234');
    expect(await statValue('Research Impact Score')).toBe('63/100');
    expect(await statValue('Contribution Streak')).toBe('3');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Available Studies',
      'My Participation',
      'Research Impact',
    ]);
  });

  it('lists eligible studies with their facts and progress, and the others with reasons', async () => {
    renderPage(<ClinicalResearchPage />);
    const card = within(await screen.findByTestId('study-card'));
    expect(card.getByRole('heading', { name: 'Sleep and flare frequency' })).not.toBeNull();
    expect(card.getByText('University of Leeds')).not.toBeNull();
    expect(card.getByTestId('study-type').textContent).toBe('Observational');
    expect(card.getByTestId('study-phase').textContent).toBe('Recruiting');
    expect(card.getByText('Pseudonymized')).not.toBeNull();
    expect(card.getByText('6 months')).not.toBeNull();
    expect(card.getByText('$50 voucher on completion')).not.toBeNull();
    expect(card.getByTestId('enrolment-progress').textContent).toBe('34 of 100 participants (34%)');
    expect(card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('34');
    expect(card.getByRole('button', { name: 'View Details' })).not.toBeNull();
    expect(card.getByRole('button', { name: 'Enroll' })).not.toBeNull();

    const other = within(screen.getByTestId('not-eligible-study'));
    expect(other.getByText('Mood and movement')).not.toBeNull();
    expect(other.getByText('Needs 30 days of entries, you have 12')).not.toBeNull();
    expect(other.getByText('Your privacy settings allow academic research only')).not.toBeNull();
    expect(other.queryByRole('button', { name: 'Enroll' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Not eligible' })).not.toBeNull();
  });

  it('shows the study details in plain words', async () => {
    renderPage(<ClinicalResearchPage />);
    const card = within(await screen.findByTestId('study-card'));
    fireEvent.click(card.getByRole('button', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sleep and flare frequency' }));
    expect(dialog.getByText('Dr. Maya Patel')).not.toBeNull();
    expect(dialog.getByText('University of Leeds (Academic)')).not.toBeNull();
    expect(dialog.getByText('1 Jan to 1 Jul 2026')).not.toBeNull();
    expect(dialog.getByText('At least 30 days of entries')).not.toBeNull();
    expect(dialog.getByText('Entries tagged pregnancy')).not.toBeNull();
    const requirements = within(dialog.getByTestId('data-requirements'));
    expect(requirements.getByText('Medication records')).not.toBeNull();
    expect(requirements.getAllByText('Required')).toHaveLength(2);
    expect(requirements.getAllByText('Optional')).toHaveLength(2);
    expect(dialog.getByTestId('privacy-explanation').textContent).toContain(
      'moved by a fixed number of days known only to Cairn',
    );
    expect(dialog.getByTestId('ethics-approval').textContent).toBe('LREC 24/YH/0123');
    expect(dialog.getByRole('link', { name: 'sleep-study@leeds.test' }).getAttribute('href')).toBe(
      'mailto:sleep-study@leeds.test',
    );
    expect(dialog.getByRole('link', { name: '+44 113 555 0100' }).getAttribute('href')).toBe(
      'tel:+441135550100',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Enroll' }));
    expect(
      await screen.findByRole('dialog', { name: 'Enroll in Sleep and flare frequency' }),
    ).not.toBeNull();
  });

  it('says when no study is recruiting', async () => {
    kit.routes['GET /api/research-studies/available'] = () => Response.json([]);
    renderPage(<ClinicalResearchPage />);
    const empty = within(await screen.findByTestId('empty-state'));
    expect(empty.getByText('No studies are recruiting right now')).not.toBeNull();
  });

  it('offers the available studies when the person is in none', async () => {
    kit.routes['GET /api/research-participation'] = () => Response.json([]);
    kit.routes['GET /api/research-contribution'] = () => Response.json(emptyContribution());
    renderPage(<ClinicalResearchPage />);
    await openTab('My Participation');
    const empty = within(await screen.findByTestId('empty-state'));
    fireEvent.click(empty.getByRole('button', { name: 'See available studies' }));
    expect(await screen.findByTestId('study-card')).not.toBeNull();
    expect(
      screen.getByRole('tab', { name: 'Available Studies' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('says when the page could not load, and Retry loads it', async () => {
    kit.routes['GET /api/research-participation'] = () => new Response('boom', { status: 500 });
    renderPage(<ClinicalResearchPage />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    kit.routes['GET /api/research-participation'] = () => Response.json([]);
    fireEvent.click(retry);
    expect(await statValue('Studies Participated')).toBe('2');
  });
});
