import { addDays } from '@core/calendar';
import { renderReport } from '@core/report/kinds';
import { entry } from '@core/test-support/entries';
import { medication, REPORT_TODAY, reportData } from '@core/test-support/report';
import { fixturePatient } from '@core/test-support/report-fixture';
import type { ReportPdfInput } from './render-pdf';

/** Body parts a typical month marks, a few a day. */
const PARTS = ['lowerBack', 'neck', 'leftKnee', 'rightShoulder'];

/**
 * A typical report for the PDF tests: a comprehensive provider report over a month logged every
 * day, with symptoms, activities, body chart parts, sleep, stress, mood, two medications and a
 * journal note each day (several pages).
 */
export function typicalReport(notes = 'Ask about the knee and the new tablets.'): ReportPdfInput {
  const entries = Array.from({ length: 30 }, (_, day) =>
    entry({
      date: addDays(REPORT_TODAY, day - 29),
      painLevel: 3 + ((day * 7) % 6),
      sleepQuality: 3 + ((day * 5) % 7),
      stressLevel: 2 + ((day * 3) % 7),
      moodLevel: 1 + (day % 5),
      symptoms: day % 3 === 0 ? ['Fatigue', 'Stiffness'] : ['Headache'],
      activities: day % 2 === 0 ? ['Walking'] : ['Yoga', 'Gardening'],
      painLocations: PARTS.slice(0, 1 + (day % 4)).map((bodyPart) => ({
        bodyPart,
        intensity: 4 + (day % 5),
      })),
      journalEntry: `Day ${day}: walked to the shop, took my medication at noon, slept badly after the flare.`,
    }),
  );
  const data = reportData(entries, {
    settings: { patientInfo: { ...fixturePatient(), notes } },
    medications: [medication({ name: 'Amitriptyline', dosage: '10 mg' }), medication()],
  });
  return { kind: 'provider', data, text: renderReport('provider', data) };
}
