import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/**
 * An uploaded file opened as a stream of text, whatever its wrapping: an Apple Health
 * export.zip (the export.xml inside it, inflated as it is read), a bare export.xml, or a CSV.
 * What a file is comes from its first bytes, never from its name.
 */

export type FileFormat = 'zip' | 'xml' | 'text';

export class UnreadableFileError extends Error {}

export async function sniffFormat(file: string): Promise<FileFormat> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    return formatOf(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** ZIP's local file header, or text that opens with an XML tag (after a byte order mark). */
export function formatOf(head: Buffer): FileFormat {
  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) return 'zip';
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<') ? 'xml' : 'text';
}

export interface TextSource {
  /** Text chunks, decoded as UTF-8 (a character split between chunks stays whole). */
  stream: Readable;
  /** Bytes of the text (inflated size for a zip entry). */
  size: number;
  /** Bytes of the text read so far. */
  bytesRead(): number;
}

function counted(stream: Readable, size: number): TextSource {
  let read = 0;
  stream.on('data', (chunk: Buffer) => {
    read += chunk.length;
  });
  // Counted as bytes above, then decoded: setEncoding applies to what consumers get.
  stream.setEncoding('utf8');
  return { stream, size, bytesRead: () => read };
}

/**
 * The export inside an Apple Health zip: `apple_health_export/export.xml` (or the largest
 * other .xml that is not the clinical export_cda.xml, for exports in other languages).
 */
function pickEntry(entries: yauzl.Entry[]): yauzl.Entry | undefined {
  const xml = entries.filter(
    (entry) => /\.xml$/i.test(entry.fileName) && !/cda\.xml$/i.test(entry.fileName),
  );
  return (
    xml.find((entry) => /(^|\/)export\.xml$/i.test(entry.fileName)) ??
    xml.sort((a, b) => b.uncompressedSize - a.uncompressedSize)[0]
  );
}

function openZipEntry(file: string): Promise<TextSource> {
  return new Promise((resolve, reject) => {
    // Closed by hand once the entry's stream is done: with autoClose the file would be closed
    // as soon as the list of entries ends, before the entry is opened.
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) => {
      if (error || !zip) {
        reject(new UnreadableFileError('The zip file could not be opened: it may be incomplete.'));
        return;
      }
      const entries: yauzl.Entry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push(entry);
        zip.readEntry();
      });
      zip.on('error', () =>
        reject(new UnreadableFileError('The zip file is damaged: it may be incomplete.')),
      );
      zip.on('end', () => {
        const entry = pickEntry(entries);
        if (!entry) {
          zip.close();
          reject(
            new UnreadableFileError(
              'This zip has no export.xml inside: choose the export.zip the Health app made.',
            ),
          );
          return;
        }
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) {
            zip.close();
            reject(new UnreadableFileError('The export inside the zip could not be read.'));
            return;
          }
          stream.once('close', () => zip.close());
          resolve(counted(stream, entry.uncompressedSize));
        });
      });
      zip.readEntry();
    });
  });
}

export async function openText(
  file: string,
  format: FileFormat,
  size: number,
): Promise<TextSource> {
  if (format === 'zip') return openZipEntry(file);
  return counted(createReadStream(file, { highWaterMark: 256 * 1024 }), size);
}
