// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubServer } from '@client/components/analysis/test-server';
import { DataPrivacyCard } from './data-privacy-card';
import { mediaUsageText } from './media-usage-line';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MB = 1024 * 1024;

describe('mediaUsageText', () => {
  it('reads the used space and the allowance as a person would', () => {
    expect(mediaUsageText({ usedBytes: 12.34 * MB, quotaBytes: 500 * MB, files: 9 })).toBe(
      'Photos and voice notes: 12.3 MB of 500 MB',
    );
    expect(mediaUsageText({ usedBytes: 850 * 1024, quotaBytes: 1.5 * MB, files: 1 })).toBe(
      'Photos and voice notes: 850 KB of 1.5 MB',
    );
  });
});

describe('DataPrivacyCard', () => {
  it('links the full export and shows the storage the files take', async () => {
    stubServer({
      'GET /api/media/usage': () =>
        Response.json({ usedBytes: 12.34 * MB, quotaBytes: 500 * MB, files: 9 }),
    });
    renderPage(<DataPrivacyCard />);
    const link = screen.getByRole('link', { name: 'Full export (with photos and voice notes)' });
    expect(link.getAttribute('href')).toBe('/api/export/full');
    expect(link.hasAttribute('download')).toBe(true);
    expect(await screen.findByText('Photos and voice notes: 12.3 MB of 500 MB')).not.toBeNull();
  });

  it('leaves the storage line out when the server cannot say', async () => {
    stubServer({});
    const client = renderPage(<DataPrivacyCard />);
    await waitFor(() => expect(client.getQueryState(['/api/media/usage'])?.status).toBe('error'));
    expect(screen.queryByText(/Photos and voice notes:/)).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Full export (with photos and voice notes)' }),
    ).not.toBeNull();
  });
});
