import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { ZIP_DOCUMENT_NAME, type ExportDocument } from '@core/data-export';
import { FILE_EXTENSIONS, type MediaItem } from '@core/media';
import { HttpError } from '../../http-errors';

/**
 * The full export's zip: `cairn-export.json` (the JSON export) and `media/<id>.<ext>` for every
 * photo and voice note. Written as a stream and read from a temporary file, so neither the
 * server nor a 500 MB account's files are ever held in memory at once.
 */

export const zipMediaName = (item: Pick<MediaItem, 'id' | 'contentType'>) =>
  `media/${item.id}.${FILE_EXTENSIONS[item.contentType]}`;

/**
 * The zip as a stream. Each file's bytes are read (`readBytes`) only when the zip reaches it,
 * and the next only after that one is written out, so one file is in memory at a time.
 * Photos and recordings are compressed already and are stored as they are.
 */
export function fullExportStream(
  document: ExportDocument,
  readBytes: (id: string) => Promise<Buffer | undefined>,
): Readable {
  const zip = new ZipFile();
  const output = new PassThrough();
  zip.on('error', (error: Error) => output.destroy(error));
  zip.outputStream.on('error', (error: Error) => output.destroy(error));
  const mtime = new Date(document.exportedAt);
  zip.addBuffer(Buffer.from(JSON.stringify(document)), ZIP_DOCUMENT_NAME, { mtime });
  for (const item of document.media ?? []) {
    zip.addReadStreamLazy(
      zipMediaName(item),
      { compress: false, mtime: new Date(item.createdAt) },
      (done) => {
        readBytes(item.id).then(
          // Deleted since the list was read: an empty file, which an import skips as refused.
          (data) => done(null, Readable.from([data ?? Buffer.alloc(0)])),
          (error: unknown) => done(error as Error, undefined as never),
        );
      },
    );
  }
  zip.end();
  zip.outputStream.pipe(output);
  return output;
}

export const NOT_A_ZIP_MESSAGE =
  'The file could not be read as a zip. Choose the .zip file of a Cairn full export, or its JSON export.';
export const NO_DOCUMENT_MESSAGE = `${ZIP_DOCUMENT_NAME}: not in the zip. A Cairn full export holds it beside its media folder.`;
/** More names than any export holds (every file of a 500 MB allowance, and the document). */
const MAX_ZIP_ENTRIES = 250_000;

/** A body saved to a temporary file for `work`, which is deleted afterwards whatever happens. */
export async function withSavedBody<T>(
  body: Readable,
  maxBytes: number,
  tooLargeMessage: string,
  work: (file: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cairn-import-'));
  try {
    const file = path.join(dir, 'upload.zip');
    let bytes = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        if (bytes > maxBytes) callback(new HttpError(413, tooLargeMessage));
        else callback(null, chunk);
      },
    });
    await pipeline(body, limit, createWriteStream(file));
    return await work(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** An opened zip: the names it holds, each with the size it says it has. */
export interface ZipReader {
  has(name: string): boolean;
  /** The uncompressed size the zip's directory gives, or undefined when it has no such file. */
  sizeOf(name: string): number | undefined;
  /**
   * A file's bytes; refused (400 naming the file) when larger than `maxBytes` or when its data
   * is longer than the directory said (a zip bomb) or damaged.
   */
  read(name: string, maxBytes: number): Promise<Buffer>;
  close(): void;
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // validateEntrySizes (on by default) stops a file whose data runs past its stated size.
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) => {
      if (error || !zip) reject(new HttpError(400, NOT_A_ZIP_MESSAGE));
      else resolve(zip);
    });
  });
}

function readDirectory(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.size >= MAX_ZIP_ENTRIES) {
        reject(new HttpError(400, `The zip holds more than ${MAX_ZIP_ENTRIES} files.`));
        zip.close();
        return;
      }
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(new HttpError(400, NOT_A_ZIP_MESSAGE)));
    zip.readEntry();
  });
}

export async function readZip(file: string): Promise<ZipReader> {
  const zip = await openZip(file);
  let entries: Map<string, yauzl.Entry>;
  try {
    entries = await readDirectory(zip);
  } catch (error) {
    zip.close();
    throw error;
  }
  return {
    has: (name) => entries.has(name),
    sizeOf: (name) => entries.get(name)?.uncompressedSize,
    async read(name, maxBytes) {
      const entry = entries.get(name);
      if (!entry) throw new HttpError(400, `${name}: not in the zip.`);
      if (entry.uncompressedSize > maxBytes) {
        throw new HttpError(400, `${name}: larger than ${maxBytes} bytes.`);
      }
      try {
        const stream = await new Promise<Readable>((resolve, reject) =>
          zip.openReadStream(entry, (error, readable) =>
            error || !readable ? reject(error ?? new Error('no stream')) : resolve(readable),
          ),
        );
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      } catch {
        throw new HttpError(400, `${name}: damaged, or longer than the zip says.`);
      }
    },
    close: () => zip.close(),
  };
}
