// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyCounts, IMPORT_MAX_BYTES, type ImportResult } from '@core/data-export';
import { getToasts } from '@client/lib/toast';
import { ImportFileField } from './import-file-field';

let answer: () => Response;
let sent: { url: string; body: string }[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      sent.push({ url: String(input), body: String(init?.body) });
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const queryClient = new QueryClient();
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <ImportFileField />
    </QueryClientProvider>,
  );
  return { invalidated };
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Import from a Cairn export file'), {
    target: { files: [file] },
  });
}

/** jsdom's File has no text(); browsers' do. */
function jsonFile(text: string): File {
  const file = new File([text], 'cairn-2026-03-14-export.json');
  Object.defineProperty(file, 'text', { value: async () => text });
  return file;
}

describe('ImportFileField', () => {
  it('sends the file as it is, shows what was imported and refreshes the data', async () => {
    const result: ImportResult = {
      imported: { ...emptyCounts(), journalEntries: 2, medications: 1, medicationLogs: 3 },
      skipped: emptyCounts(),
      settingsUpdated: false,
    };
    answer = () => Response.json(result);
    const { invalidated } = setup();
    choose(jsonFile('{"format":"cairn-export"}'));

    expect(await screen.findByText('Imported 2 entries, 1 medication and 3 doses.')).not.toBeNull();
    expect(sent).toEqual([{ url: '/api/import', body: '{"format":"cairn-export"}' }]);
    expect(getToasts()[0]).toMatchObject({
      title: 'Import complete',
      description: 'Imported 2 entries, 1 medication and 3 doses.',
    });
    expect(invalidated.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['/api/journal-entries'],
      ['/api/analytics'],
      ['/api/medications'],
      ['/api/triggers'],
      ['/api/settings'],
      ['/api/exercise-sessions'],
    ]);
  });

  it("names the server's problem with the file", async () => {
    answer = () =>
      Response.json(
        { message: 'journalEntries.3.painLevel: Pain level must be between 0 and 10' },
        { status: 400 },
      );
    const { invalidated } = setup();
    choose(jsonFile('{}'));
    expect(
      await screen.findByText(
        'Nothing was imported. journalEntries.3.painLevel: Pain level must be between 0 and 10',
      ),
    ).not.toBeNull();
    expect(getToasts()[0]).toMatchObject({
      title: 'Import failed',
      description: 'journalEntries.3.painLevel: Pain level must be between 0 and 10',
      variant: 'destructive',
    });
    expect(invalidated).not.toHaveBeenCalled();
  });

  it('says so when the server cannot be reached', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    setup();
    choose(jsonFile('{}'));
    expect(
      await screen.findByText(
        'Nothing was imported. Failed to import your data. Please try again.',
      ),
    ).not.toBeNull();
  });

  it('refuses a file over the limit without sending it', async () => {
    answer = () => Response.json({});
    setup();
    const big = jsonFile('{}');
    Object.defineProperty(big, 'size', { value: IMPORT_MAX_BYTES + 1 });
    choose(big);
    expect(
      await screen.findByText(
        'Nothing was imported. The file is larger than 20 MB, the most Cairn can import at once.',
      ),
    ).not.toBeNull();
    expect(sent).toEqual([]);
  });
});
