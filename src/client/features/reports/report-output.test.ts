// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { REPORT_TODAY } from '@core/test-support/report';
import { fixtureEntries, fixturePatient } from '@core/test-support/report-fixture';
import { defaultReportSettings } from '@core/report/settings';
import { makeReport } from './make-report';
import { printReport } from './report-output';

const PHOTO = {
  id: '0b5c3f1e-6a0e-4c39-9a55-1d2f7c8e9a01',
  date: '2026-01-30',
  caption: '30 Jan 2026, photo',
};

function report(photos: (typeof PHOTO)[] = []) {
  const settings = defaultReportSettings();
  settings.patientInfo = { ...fixturePatient(), name: 'Maria <b>Silva</b>' };
  return makeReport(
    { kind: 'provider', settings, today: REPORT_TODAY, timeZone: 'UTC', photos },
    { entries: fixtureEntries(), medications: [], triggers: [] },
  );
}

function popupWindow(images: { decode(): Promise<void> }[] = []) {
  const written: string[] = [];
  const popup = {
    document: {
      open: vi.fn(),
      write: (html: string) => written.push(html),
      close: vi.fn(),
      images,
    },
    focus: vi.fn(),
    print: vi.fn(),
  };
  return { popup, written, open: vi.fn(() => popup as unknown as Window) };
}

describe('printReport', () => {
  it('writes the report as HTML into a new window and prints it', async () => {
    const { popup, written, open } = popupWindow();
    expect(printReport(report(), open)).toBe(true);
    expect(open).toHaveBeenCalledWith('');
    const html = written.join('');
    expect(html).toContain(
      '<title>Healthcare Provider Report: Maria &lt;b&gt;Silva&lt;/b&gt;</title>',
    );
    expect(html).toContain('<h1>Healthcare Provider Report</h1>');
    expect(html).toContain('<h2>Summary</h2>');
    expect(popup.document.close).toHaveBeenCalled();
    await vi.waitFor(() => expect(popup.print).toHaveBeenCalledTimes(1));
  });

  it('prints the chosen photos from their full address, once they have loaded', async () => {
    let loaded: () => void = () => undefined;
    const image = { decode: () => new Promise<void>((resolve) => (loaded = resolve)) };
    const { popup, written, open } = popupWindow([image]);
    printReport(report([PHOTO]), open);
    expect(written.join('')).toContain(
      `<img src="${window.location.origin}/api/media/${PHOTO.id}" alt="30 Jan 2026, photo">`,
    );
    await Promise.resolve();
    expect(popup.print).not.toHaveBeenCalled();
    loaded();
    await vi.waitFor(() => expect(popup.print).toHaveBeenCalledTimes(1));
  });

  it('does nothing when the pop-up is blocked', () => {
    expect(printReport(report(), () => null)).toBe(false);
  });
});
