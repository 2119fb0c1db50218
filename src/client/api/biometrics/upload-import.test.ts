// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from './fake-xhr';
import { UploadCancelled, uploadImport } from './upload-import';

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => vi.unstubAllGlobals());

const file = () => new File(['timestamp,type,value,unit\n'], 'weight.csv', { type: 'text/csv' });

describe('uploadImport', () => {
  it('posts the kind, the device and then the file, and reports progress', async () => {
    const onProgress = vi.fn<(fraction: number) => void>();
    const done = uploadImport({ kind: 'csv', deviceId: 'device-1', file: file(), onProgress });
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/biometric-imports');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.fields()).toEqual([
      ['kind', 'csv'],
      ['deviceId', 'device-1'],
      ['file', 'weight.csv'],
    ]);
    xhr.progress(25, 100);
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    xhr.respond(202, { id: 'import-1', status: 'queued' });
    await expect(done).resolves.toMatchObject({ id: 'import-1', status: 'queued' });
  });

  it('sends no device for an Apple Health export', () => {
    void uploadImport({ kind: 'apple_health', file: file() }).catch(() => {});
    expect(FakeXhr.sent[0]!.fields().map(([key]) => key)).toEqual(['kind', 'file']);
  });

  it('fails like every API call: "{status}: {body}"', async () => {
    const done = uploadImport({ kind: 'apple_health', file: file() });
    FakeXhr.sent[0]!.respond(409, { message: 'An import is already running' });
    await expect(done).rejects.toThrow('409: {"message":"An import is already running"}');
  });

  it('rejects with UploadCancelled when aborted', async () => {
    const controller = new AbortController();
    const done = uploadImport({ kind: 'csv', file: file(), signal: controller.signal });
    controller.abort();
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
    await expect(done).rejects.toBeInstanceOf(UploadCancelled);
  });
});
