import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './file-name';

describe('fileNameFrom', () => {
  it('reads the quoted and the bare form', () => {
    expect(fileNameFrom('attachment; filename="cairn-2026-03-14-export.json"')).toBe(
      'cairn-2026-03-14-export.json',
    );
    expect(fileNameFrom('attachment; filename=cairn-2026-03-14-entries.csv')).toBe(
      'cairn-2026-03-14-entries.csv',
    );
  });

  it('prefers the encoded form when both are there', () => {
    expect(fileNameFrom(`attachment; filename="plain.json"; filename*=UTF-8''caf%C3%A9.json`)).toBe(
      'café.json',
    );
  });

  it('is null without a name, and never keeps a path', () => {
    expect(fileNameFrom(null)).toBeNull();
    expect(fileNameFrom('attachment')).toBeNull();
    expect(fileNameFrom('attachment; filename=""')).toBeNull();
    expect(fileNameFrom('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
  });
});
