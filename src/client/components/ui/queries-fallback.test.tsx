// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { premiumSectionAnswer } from '@core/billing/entitlements';
import { QueriesFallback } from './queries-fallback';

afterEach(cleanup);

const loaded = () => ({ isError: false, isFetching: false, error: null, refetch: vi.fn() });
const failed = (error: Error) => ({ isError: true, isFetching: false, error, refetch: vi.fn() });

describe('QueriesFallback', () => {
  it('shows the skeleton until a query fails', () => {
    render(<QueriesFallback queries={[loaded()]} what="your studies" skeleton={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).not.toBeNull();
  });

  it('shows the upgrade card with the server’s message when a query answers 402', async () => {
    const answer = premiumSectionAnswer('Research');
    render(
      <QueriesFallback
        queries={[loaded(), failed(new Error(`402: ${JSON.stringify(answer)}`))]}
        what="your studies"
        skeleton={<p>Loading…</p>}
      />,
    );
    // The card's code loads only when a 402 needs it.
    const card = within(await screen.findByTestId('upgrade-card'));
    expect(card.getByRole('heading', { level: 2 }).textContent).toBe('This is part of Premium');
    expect(card.getByText(answer.message)).not.toBeNull();
    expect(card.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the load error, retrying only the failed queries, for any other failure', () => {
    const ok = loaded();
    const broken = failed(new Error('500: {"message":"Something went wrong"}'));
    render(
      <QueriesFallback queries={[ok, broken]} what="your studies" skeleton={<p>Loading…</p>} />,
    );
    expect(screen.getByRole('alert').textContent).toContain("We couldn't load your studies");
    expect(screen.queryByTestId('upgrade-card')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(broken.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
  });
});
