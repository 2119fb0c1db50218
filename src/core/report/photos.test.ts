import { describe, expect, it } from 'vitest';
import { reportPeriod } from './period';
import { photosInPeriod, photosSection } from './photos';

const ID_A = '0b5c3f1e-6a0e-4c39-9a55-1d2f7c8e9a01';
const ID_B = '0b5c3f1e-6a0e-4c39-9a55-1d2f7c8e9a02';
const ID_C = '0b5c3f1e-6a0e-4c39-9a55-1d2f7c8e9a03';

describe('photosInPeriod', () => {
  const period = reportPeriod('2026-11-25', 7);

  it("lists the period's stored photos, oldest day first, numbered within their day", () => {
    const photos = photosInPeriod(
      [
        { date: '2026-11-24', photoUrls: [`/api/media/${ID_B}`, `/api/media/${ID_C}`] },
        { date: '2026-11-20', photoUrls: [`/api/media/${ID_A}`] },
      ],
      period,
    );
    expect(photos).toEqual([
      { id: ID_A, date: '2026-11-20', caption: '20 Nov 2026, photo' },
      { id: ID_B, date: '2026-11-24', caption: '24 Nov 2026, photo 1 of 2' },
      { id: ID_C, date: '2026-11-24', caption: '24 Nov 2026, photo 2 of 2' },
    ]);
  });

  it('leaves out days outside the period and addresses that are not stored files', () => {
    expect(
      photosInPeriod(
        [
          { date: '2026-11-18', photoUrls: [`/api/media/${ID_A}`] },
          { date: '2026-11-26', photoUrls: [`/api/media/${ID_B}`] },
          { date: '2026-11-22', photoUrls: ['https://example.com/rash.jpg'] },
        ],
        period,
      ),
    ).toEqual([]);
  });
});

describe('photosSection', () => {
  it('is empty without photos', () => {
    expect(photosSection([])).toBe('');
  });

  it('names each chosen photo', () => {
    const text = photosSection([
      { id: ID_A, date: '2026-11-20', caption: '20 Nov 2026, photo' },
      { id: ID_B, date: '2026-11-24', caption: '24 Nov 2026, photo 1 of 2' },
    ]);
    expect(text).toContain('## Photos');
    expect(text).toContain('2 photos chosen by the patient for this report');
    expect(text).toContain('- 20 Nov 2026, photo\n- 24 Nov 2026, photo 1 of 2');
  });
});
