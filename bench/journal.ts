import http from 'node:http';
import { load, type LoadResult } from './http';
import type { RunningServer } from './server-process';

/** The bytes on the wire (fetch would decompress them). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ bytes, encoding: String(response.headers['content-encoding']) }),
        );
      })
      .on('error', reject);
  });
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A typical autosave body: what the journal form sends every few seconds. */
export function journalBody(date: string, painLevel: number) {
  return {
    date,
    kind: 'journal',
    painLevel,
    moodLevel: 3,
    painLocations: [
      { bodyPart: 'lowerBack', intensity: Math.max(1, painLevel), x: 0, y: 0 },
      { bodyPart: 'leftKnee', intensity: 4, x: 0, y: 0 },
    ],
    journalEntry: 'Woke up stiff; the walk at lunch helped a little. '.repeat(6),
    dailyPrompt: 'What helped your pain feel more manageable today?',
    promptResponse: 'A warm bath and an early night.',
    customTags: ['flare', 'rain'],
    symptoms: ['Fatigue', 'Stiffness'],
    activities: ['Walking'],
    sleepHours: 6.5,
    sleepQuality: 5,
    stressLevel: 6,
    energyLevel: 4,
    gratitude: 'My sister called.',
  };
}

/** Seeds a year of daily entries for the account behind `cookie`. */
async function seedYear(server: RunningServer, cookie: string) {
  const start = Date.UTC(2025, 0, 1);
  for (let day = 0; day < 365; day += 1) {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    const response = await fetch(`${server.url}/api/journal-entries`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, cookie },
      body: JSON.stringify(journalBody(date, day % 11)),
    });
    if (!response.ok) throw new Error(`seed failed: ${response.status}`);
  }
}

export async function benchJournal(server: RunningServer, cookie: string): Promise<LoadResult[]> {
  await seedYear(server, cookie);
  const list = await fetch(`${server.url}/api/journal-entries`, { headers: { cookie } });
  const rawBytes = (await list.text()).length;
  const etag = list.headers.get('etag') ?? '';
  const compressed = await rawGet(`${server.url}/api/journal-entries`, {
    cookie,
    'accept-encoding': 'br',
  });
  const compressedBytes = compressed.bytes;
  const conditional = await fetch(`${server.url}/api/journal-entries`, {
    headers: { cookie, 'if-none-match': etag },
  });
  console.log(
    `\nGET /api/journal-entries, a year of entries: ${Math.round(rawBytes / 1024)} KB, ` +
      `${Math.round(compressedBytes / 1024)} KB as ${compressed.encoding}, ` +
      `If-None-Match answers ${conditional.status}`,
  );

  const today = (await (
    await fetch(`${server.url}/api/journal-entries/2025-12-31`, { headers: { cookie } })
  ).json()) as {
    id: string;
  };
  return [
    await load(server, 'GET /api/journal-entries (304)', {
      path: '/api/journal-entries',
      headers: { cookie, 'if-none-match': etag },
    }),
    await load(server, 'PUT /api/journal-entries/{id}', {
      path: `/api/journal-entries/${today.id}`,
      method: 'PUT',
      headers: { ...JSON_HEADERS, cookie },
      body: JSON.stringify(journalBody('2025-12-31', 7)),
    }),
  ];
}
