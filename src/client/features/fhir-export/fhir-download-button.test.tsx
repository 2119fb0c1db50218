// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '@client/lib/save-blob';
import { dismissToast } from '@client/lib/toast';
import { FhirDownloadButton } from './fhir-download-button';

vi.mock('@client/lib/save-blob', () => ({ saveBlob: vi.fn() }));

afterEach(() => {
  cleanup();
  dismissToast();
  vi.restoreAllMocks();
  vi.mocked(saveBlob).mockClear();
});

/** Renders the button and answers its request with a small file; resolves with the URL asked. */
async function downloadWith(tick: boolean): Promise<string> {
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response('{}', { headers: { 'content-type': 'application/fhir+json' } }),
    );
  render(<FhirDownloadButton days={90} timeZone="UTC" />);
  const box = screen.getByRole('checkbox', { name: 'Include notes' });
  if (tick) fireEvent.click(box);
  fireEvent.click(screen.getByRole('button', { name: /Download FHIR/ }));
  await waitFor(() => expect(saveBlob).toHaveBeenCalled());
  return String(fetchSpy.mock.calls[0]![0]);
}

describe('FhirDownloadButton', () => {
  it('has an "Include notes" checkbox, unticked, explained by its hint', () => {
    render(<FhirDownloadButton days={30} timeZone="UTC" />);
    const box = screen.getByRole('checkbox', { name: 'Include notes' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    const hint = document.getElementById(box.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain('journal text and notes');
  });

  it('asks for the period without notes by default', async () => {
    expect(await downloadWith(false)).toBe('/api/export/fhir?days=90');
  });

  it('adds includeNotes=true when the box is ticked', async () => {
    expect(await downloadWith(true)).toBe('/api/export/fhir?days=90&includeNotes=true');
  });
});
