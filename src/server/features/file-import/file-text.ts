import { IMPORT_MAX_BYTES } from '@core/data-export';
import { FILE_TOO_LARGE_MESSAGE } from '@core/file-import';
import { HttpError } from '../../http-errors';

export type FileKind = 'json' | 'csv';

/**
 * The request body as text, chunk by chunk, never whole: UTF-8 decoded across chunk edges (a
 * byte-order mark dropped), at most IMPORT_MAX_BYTES, and its kind told by its first visible
 * character (a JSON document starts with { or [; anything else is read as CSV).
 */
export async function* fileText(
  body: AsyncIterable<Buffer | string>,
): AsyncGenerator<{ kind: FileKind; text: string; bytes: number }> {
  const decoder = new TextDecoder('utf-8');
  let bytes = 0;
  let kind: FileKind | null = null;
  let leading = '';
  for await (const chunk of body) {
    const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    bytes += data.length;
    if (bytes > IMPORT_MAX_BYTES) throw new HttpError(413, FILE_TOO_LARGE_MESSAGE);
    let text = decoder.decode(data, { stream: true });
    if (!kind) {
      leading += text;
      const first = leading.trimStart()[0];
      if (first === undefined) continue;
      kind = first === '{' || first === '[' ? 'json' : 'csv';
      text = leading;
    }
    yield { kind, text, bytes };
  }
  const rest = decoder.decode();
  if (kind && rest) yield { kind, text: rest, bytes };
}
