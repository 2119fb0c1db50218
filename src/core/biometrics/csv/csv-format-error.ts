/** A CSV file Cairn cannot read at all (as opposed to one bad row, which is reported and passed). */
export class CsvFormatError extends Error {
  override name = 'CsvFormatError';
}
