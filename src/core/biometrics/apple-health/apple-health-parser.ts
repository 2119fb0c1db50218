import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { SourcedReading } from '../reading-types';
import { parseAppleDate } from './apple-dates';
import { BLOOD_PRESSURE_CORRELATION, DIASTOLIC, SYSTOLIC } from './health-kit-types';
import {
  readBloodPressure,
  readRecord,
  type Attributes,
  type PressureHalf,
} from './record-reading';
import { createSourceAnnouncer } from './source-announcer';
import { cutShort, damaged, noHealthData, notXml, wrongRoot } from './format-errors';

export { AppleHealthFormatError } from './format-errors';

/**
 * The export.xml of the Health app's "Export All Health Data", read as a stream: the caller
 * writes text chunks as they arrive and only the open blood pressure Correlation is held, so
 * memory stays flat for a file of any size. Records sit directly under <HealthData>; a
 * Correlation holds the two halves of a blood pressure.
 */

export interface AppleHealthSource {
  name: string;
  manufacturer: string | null;
  model: string | null;
  hardware: string | null;
}

export interface AppleHealthStats {
  /** Top-level Record and Correlation elements. */
  records: number;
  readings: number;
  /** Top-level records of a type Cairn does not keep (and awake periods of sleep). */
  ignored: number;
  /** Records of a kept type that cannot be read, or whose value cannot be real. */
  skipped: number;
  /** When the export was made, as ISO 8601 in UTC. */
  exportDate: string | null;
}

export interface AppleHealthHandlers {
  onReading(reading: SourcedReading): void;
  /** Called once per sourceName, before its first reading. */
  onSource(source: AppleHealthSource): void;
}

/**
 * XML 1.0 forbids most control characters, yet some exports carry a stray vertical tab (\x0b)
 * inside a value; dropping them keeps such a file readable and changes no line number.
 */
// eslint-disable-next-line no-control-regex -- these control characters are the point
const FORBIDDEN_CONTROLS = /[\x00-\x08\x0b\x0c\x0e-\x1f]/g;

interface OpenBloodPressure {
  attributes: Attributes;
  systolic: PressureHalf | null;
  diastolic: PressureHalf | null;
}

export interface AppleHealthParser {
  /** The next piece of the file's text; throws AppleHealthFormatError when it cannot be read. */
  write(chunk: string): void;
  /** The end of the file; throws when the export is cut short or was never one. */
  close(): void;
  stats(): AppleHealthStats;
}

export function createAppleHealthParser(handlers: AppleHealthHandlers): AppleHealthParser {
  const xml = new SaxesParser({ xmlns: false, position: true });
  const sources = createSourceAnnouncer(handlers.onSource);
  const stats: AppleHealthStats = {
    records: 0,
    readings: 0,
    ignored: 0,
    skipped: 0,
    exportDate: null,
  };
  /** Open elements, counting the one being opened: <HealthData> is 1, a top-level Record 2. */
  let depth = 0;
  let sawStart = false;
  let sawRoot = false;
  let bloodPressure: OpenBloodPressure | null = null;
  let failure: unknown = null;

  const emit = (reading: SourcedReading) => {
    sources.announce(reading.source);
    stats.readings += 1;
    handlers.onReading(reading);
  };

  const topLevel = (tag: SaxesTagPlain) => {
    const { attributes } = tag;
    if (tag.name === 'Record') {
      stats.records += 1;
      sources.saw(attributes.sourceName, attributes.device);
      const outcome = readRecord(attributes);
      if (outcome === 'ignored') stats.ignored += 1;
      else if (outcome === 'skipped') stats.skipped += 1;
      else if (outcome !== 'passed') emit(outcome);
    } else if (tag.name === 'Correlation') {
      stats.records += 1;
      sources.saw(attributes.sourceName, attributes.device);
      if (attributes.type === BLOOD_PRESSURE_CORRELATION) {
        bloodPressure = { attributes, systolic: null, diastolic: null };
      } else {
        stats.ignored += 1;
      }
    } else if (tag.name === 'ExportDate') {
      const instant = parseAppleDate(attributes.value);
      stats.exportDate = instant === null ? null : new Date(instant).toISOString();
    }
  };

  const insideBloodPressure = (open: OpenBloodPressure, attributes: Attributes) => {
    const half = { value: attributes.value, unit: attributes.unit };
    if (attributes.type === SYSTOLIC) open.systolic ??= half;
    else if (attributes.type === DIASTOLIC) open.diastolic ??= half;
  };

  const closeBloodPressure = (open: OpenBloodPressure) => {
    const outcome = readBloodPressure(open.attributes, open.systolic, open.diastolic);
    if (outcome === 'skipped') stats.skipped += 1;
    else emit(outcome);
  };

  xml.on('opentag', (tag) => {
    depth += 1;
    if (depth === 2) topLevel(tag);
    else if (depth === 3 && bloodPressure !== null && tag.name === 'Record') {
      insideBloodPressure(bloodPressure, tag.attributes);
    } else if (depth === 1) {
      if (tag.name !== 'HealthData') throw wrongRoot(tag.name);
      sawRoot = true;
    }
  });
  xml.on('closetag', () => {
    if (depth === 2 && bloodPressure !== null) {
      const open = bloodPressure;
      bloodPressure = null;
      closeBloodPressure(open);
    }
    depth -= 1;
  });
  xml.on('error', (error) => {
    throw damaged(xml.line, error.message.replace(/^\d+:\d+: /, ''));
  });

  /** A zip, a PDF or a CSV fails here with a clear message rather than an XML error. */
  const checkStart = (chunk: string) => {
    const first = chunk.replace(/^[\s\uFEFF]+/, '');
    if (first === '') return;
    sawStart = true;
    if (!first.startsWith('<')) throw notXml();
  };

  /** Runs `step`; after any failure every later call repeats it instead of reading on. */
  const guarded = (step: () => void) => {
    if (failure !== null) throw failure;
    try {
      step();
    } catch (error) {
      failure = error;
      throw error;
    }
  };

  return {
    write(chunk: string): void {
      guarded(() => {
        if (!sawStart) checkStart(chunk);
        xml.write(chunk.replace(FORBIDDEN_CONTROLS, ''));
      });
    },
    close(): void {
      guarded(() => {
        if (!sawRoot) throw noHealthData();
        if (depth > 0) throw cutShort(xml.line);
        xml.close();
      });
    },
    stats(): AppleHealthStats {
      return { ...stats };
    },
  };
}
