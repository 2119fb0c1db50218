/**
 * Reading a FHIR Bundle someone else wrote (the readers in import-formats/): a parsed JSON
 * document is untrusted, so every element is looked at through these guards, and references
 * are followed within the bundle only.
 */

export type JsonObject = Record<string, unknown>;

export interface BundleItem {
  /** The 1-based position of the entry in the bundle's list, as the import reports it. */
  row: number;
  fullUrl: string | null;
  resource: JsonObject | null;
}

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text with something in it, trimmed; null otherwise. */
export function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function isBundle(document: unknown): document is JsonObject {
  return isObject(document) && document.resourceType === 'Bundle';
}

/** The bundle's entries; a document that is no bundle at all is refused in plain words. */
export function bundleItems(document: unknown, format: string): BundleItem[] {
  if (!isBundle(document)) {
    throw new Error(
      `This file is not a ${format} file: it should be a FHIR Bundle (a JSON object with "resourceType": "Bundle").`,
    );
  }
  if (document.entry !== undefined && !Array.isArray(document.entry)) {
    throw new Error(`This file is not a ${format} file: the bundle's "entry" is not a list.`);
  }
  return listOf(document.entry).map((entry, index) => ({
    row: index + 1,
    fullUrl: isObject(entry) ? textOf(entry.fullUrl) : null,
    resource: isObject(entry) && isObject(entry.resource) ? entry.resource : null,
  }));
}

export const resourceTypeOf = (item: BundleItem) => textOf(item.resource?.resourceType);

/** The codings of a CodeableConcept, each with its system and code as text (or null). */
export function codingsOf(concept: unknown): Array<{ system: string | null; code: string | null }> {
  if (!isObject(concept)) return [];
  return listOf(concept.coding)
    .filter(isObject)
    .map((coding) => ({ system: textOf(coding.system), code: textOf(coding.code) }));
}

export function hasCoding(concept: unknown, system: string, code: string): boolean {
  return codingsOf(concept).some((coding) => coding.system === system && coding.code === code);
}

/** The first code a concept has in `system`, or null. */
export function codeIn(concept: unknown, system: string): string | null {
  return codingsOf(concept).find((coding) => coding.system === system)?.code ?? null;
}

/** What a person reads of a concept: its text, else its first coding's display. */
export function conceptText(concept: unknown): string | null {
  if (!isObject(concept)) return null;
  const display = listOf(concept.coding)
    .filter(isObject)
    .map((coding) => textOf(coding.display));
  return textOf(concept.text) ?? display.find((text) => text !== null) ?? null;
}

/** The texts of a list of Annotations (or of CodeableConcepts with text). */
export function textsOf(value: unknown): string[] {
  return listOf(value)
    .map((item) => (isObject(item) ? textOf(item.text) : null))
    .filter((text): text is string => text !== null);
}

/**
 * Follows `{ reference }` within the bundle: by the entry's fullUrl ("urn:uuid:..."), or by
 * "Type/id" for a bundle that names its resources that way.
 */
export function referenceResolver(items: readonly BundleItem[]) {
  const byKey = new Map<string, BundleItem>();
  for (const item of items) {
    if (item.fullUrl) byKey.set(item.fullUrl, item);
    const type = resourceTypeOf(item);
    const id = textOf(item.resource?.id);
    if (type && id && !byKey.has(`${type}/${id}`)) byKey.set(`${type}/${id}`, item);
  }
  return (reference: unknown): BundleItem | null => {
    const key = isObject(reference) ? textOf(reference.reference) : null;
    return key === null ? null : (byKey.get(key) ?? null);
  };
}
