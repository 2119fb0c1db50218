/**
 * What the person is told when a file cannot be read as an export: what is wrong, and what to
 * do about it (the server shows these messages as they are).
 */

export class AppleHealthFormatError extends Error {
  override name = 'AppleHealthFormatError';
}

const EXPORT_AGAIN = 'Export your data again from the Health app and upload the new export.xml.';
const UPLOAD_EXPORT_XML = 'Upload the export.xml inside the export.zip the Health app makes.';

function notAnExport(reason: string): AppleHealthFormatError {
  return new AppleHealthFormatError(`This file is not an Apple Health export: ${reason}`);
}

/** A zip, a PDF or a CSV: the first thing in the file is not markup. */
export function notXml(): AppleHealthFormatError {
  return notAnExport(`it is not an XML file. ${UPLOAD_EXPORT_XML}`);
}

/** Another XML document, such as export_cda.xml from the same zip. */
export function wrongRoot(name: string): AppleHealthFormatError {
  const hint =
    name === 'ClinicalDocument'
      ? ' (export_cda.xml holds clinical documents; Cairn reads export.xml beside it).'
      : `. ${UPLOAD_EXPORT_XML}`;
  return notAnExport(`it starts with <${name}> where an export starts with <HealthData>${hint}`);
}

export function noHealthData(): AppleHealthFormatError {
  return notAnExport(`it holds no <HealthData> element. ${EXPORT_AGAIN}`);
}

/** Broken XML; `reason` is the XML parser's own words ("unclosed tag: Record"). */
export function damaged(line: number, reason: string): AppleHealthFormatError {
  return new AppleHealthFormatError(
    `The export is damaged at line ${line}: ${reason} ${EXPORT_AGAIN}`,
  );
}

/** The file stops inside <HealthData>: an upload or a copy that did not finish. */
export function cutShort(line: number): AppleHealthFormatError {
  return damaged(line, 'it ends before </HealthData>, so it was probably cut short.');
}
