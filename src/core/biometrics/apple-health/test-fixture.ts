import type { SourcedReading } from '../reading-types';
import {
  createAppleHealthParser,
  type AppleHealthSource,
  type AppleHealthStats,
} from './apple-health-parser';

/**
 * A small export.xml shaped like a real one (HealthKit Export Version 13), written by hand
 * rather than by the writer so the parser is checked against Apple's shape, not against our
 * own idea of it. Every kind of record the parser must handle appears once; the tests list the
 * readings it must give. Its DTD ends with the syntax error iOS 16 exports carried (an ATTLIST
 * without its closing ">"), which the parser must step over.
 */
export const FIXTURE_EXPORT = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 13 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!-- Note: Any Records that appear as children of a correlation also appear as top-level records in this document. -->
<!ELEMENT Correlation ((MetadataEntry|Record)*)>
<!ATTLIST VisionPrescription
  type             CDATA #REQUIRED
  dateIssued       CDATA #REQUIRED
  expirationDate   CDATA #IMPLIED
  brand            CDATA #IMPLIED
<!ELEMENT RightEye EMPTY>
]>
<HealthData locale="en_US">
 <ExportDate value="2024-06-08 14:12:17 -0400"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1985-03-12" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>
 <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Jane’s Apple Watch" sourceVersion="10.1" device="&lt;&lt;HKDevice: 0x283c6c0a0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:10.1&gt;" unit="count/min" creationDate="2024-01-05 08:33:10 -0500" startDate="2024-01-05 08:31:00 -0500" endDate="2024-01-05 08:31:00 -0500" value="72">
  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>
 </Record>
 <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Jane’s Apple Watch" sourceVersion="10.1" unit="count/min" creationDate="2024-01-06 09:01:00 +0530" startDate="2024-01-06 09:00:00 +0530" endDate="2024-01-06 09:00:00 +0530" value="64"/>
 <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Jane’s Apple Watch" unit="count/min" creationDate="2024-01-05 09:00:00 -0500" startDate="2024-01-05 09:00:00 -0500" endDate="2024-01-05 09:00:00 -0500" value="abc"/>
 <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Jane’s Apple Watch" unit="count/min" creationDate="2024-01-05 09:05:00 -0500" startDate="2024-01-05 09:05:00 -0500" endDate="2024-01-05 09:05:00 -0500" value="400"/>
 <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Jane’s Apple Watch" unit="count/min" creationDate="2024-01-05T09:10:00Z" startDate="2024-01-05T09:10:00Z" endDate="2024-01-05T09:10:00Z" value="70"/>
 <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Jane’s &amp; Sam’s &lt;Polar&gt;" sourceVersion="5.2" unit="count/min" creationDate="2024-01-05 10:00:00 +0100" startDate="2024-01-05 10:00:00 +0100" endDate="2024-01-05 10:00:00 +0100" value="88.5"/>
 <Record type="HKQuantityTypeIdentifierRestingHeartRate" sourceName="Jane’s Apple Watch" sourceVersion="10.1" device="&lt;&lt;HKDevice: 0x283c6c0a0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:10.1&gt;" unit="count/min" creationDate="2024-01-05 22:10:02 -0500" startDate="2024-01-05 00:04:13 -0500" endDate="2024-01-05 21:58:40 -0500" value="58"/>
 <Record type="HKQuantityTypeIdentifierHeartRateVariabilitySDNN" sourceName="Jane’s Apple Watch" sourceVersion="10.1" device="&lt;&lt;HKDevice: 0x283c6c0a0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:10.1&gt;" unit="ms" creationDate="2024-01-05 03:12:55 -0500" startDate="2024-01-05 03:11:50 -0500" endDate="2024-01-05 03:12:54 -0500" value="45.5125">
  <HeartRateVariabilityMetadataList>
   <InstantaneousBeatsPerMinute bpm="58" time="3:11:51.36 AM"/>
   <InstantaneousBeatsPerMinute bpm="61" time="3:11:52.34 AM"/>
  </HeartRateVariabilityMetadataList>
 </Record>
 <Record type="HKQuantityTypeIdentifierOxygenSaturation" sourceName="Jane’s Apple Watch" sourceVersion="10.1" unit="%" creationDate="2024-01-05 02:40:11 -0500" startDate="2024-01-05 02:40:11 -0500" endDate="2024-01-05 02:40:11 -0500" value="0.97"/>
 <Record type="HKQuantityTypeIdentifierBodyTemperature" sourceName="Kinsa" sourceVersion="5.0" unit="degF" creationDate="2024-01-05 07:00:00 -0500" startDate="2024-01-05 07:00:00 -0500" endDate="2024-01-05 07:00:00 -0500" value="98.6"/>
 <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Withings" sourceVersion="6010001" unit="lb" creationDate="2024-01-05 07:15:00 -0500" startDate="2024-01-05 07:15:00 -0500" endDate="2024-01-05 07:15:00 -0500" value="154.3"/>
 <Record type="HKQuantityTypeIdentifierBloodGlucose" sourceName="Contour" sourceVersion="3.1" unit="mmol&lt;180.1558800000541&gt;/L" creationDate="2024-01-05 12:30:00 -0500" startDate="2024-01-05 12:30:00 -0500" endDate="2024-01-05 12:30:00 -0500" value="5.5"/>
 <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Jane’s iPhone" sourceVersion="17.5.1" device="&lt;&lt;HKDevice: 0x283c6c1e0&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5, software:17.5.1&gt;" unit="count" creationDate="2024-01-05 08:50:12 -0500" startDate="2024-01-05 08:40:03 -0500" endDate="2024-01-05 08:49:41 -0500" value="412"/>
 <Record type="HKQuantityTypeIdentifierActiveEnergyBurned" sourceName="Jane’s Apple Watch" sourceVersion="10.1" unit="Cal" creationDate="2024-01-05 08:50:00 -0500" startDate="2024-01-05 08:40:00 -0500" endDate="2024-01-05 08:49:00 -0500" value="12.4"/>
 <Record type="HKQuantityTypeIdentifierBloodPressureSystolic" sourceName="Withings" sourceVersion="6010001" unit="mmHg" creationDate="2024-01-05 07:20:00 -0500" startDate="2024-01-05 07:20:00 -0500" endDate="2024-01-05 07:20:00 -0500" value="124"/>
 <Record type="HKQuantityTypeIdentifierBloodPressureDiastolic" sourceName="Withings" sourceVersion="6010001" unit="mmHg" creationDate="2024-01-05 07:20:00 -0500" startDate="2024-01-05 07:20:00 -0500" endDate="2024-01-05 07:20:00 -0500" value="79"/>
 <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Jane’s iPhone" sourceVersion="17.5.1" creationDate="2024-01-05 06:50:00 -0500" startDate="2024-01-04 22:30:00 -0500" endDate="2024-01-05 06:45:00 -0500" value="HKCategoryValueSleepAnalysisInBed"/>
 <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Jane’s Apple Watch" sourceVersion="10.1" creationDate="2024-01-05 06:50:00 -0500" startDate="2024-01-04 22:45:00 -0500" endDate="2024-01-04 23:30:00 -0500" value="HKCategoryValueSleepAnalysisAsleepCore"/>
 <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Jane’s Apple Watch" sourceVersion="10.1" creationDate="2024-01-05 06:50:00 -0500" startDate="2024-01-04 23:30:00 -0500" endDate="2024-01-05 00:10:30 -0500" value="HKCategoryValueSleepAnalysisAsleepDeep"/>
 <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Jane’s Apple Watch" sourceVersion="10.1" creationDate="2024-01-05 06:50:00 -0500" startDate="2024-01-05 00:10:30 -0500" endDate="2024-01-05 00:14:00 -0500" value="HKCategoryValueSleepAnalysisAwake"/>
 <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Jane’s Apple Watch" sourceVersion="10.1" creationDate="2024-01-05 06:50:00 -0500" startDate="2024-01-05 00:14:00 -0500" endDate="2024-01-05 00:40:00 -0500" value="HKCategoryValueSleepAnalysisAsleepREM"/>
 <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Jane’s Apple Watch" sourceVersion="10.1" creationDate="2024-01-05 06:50:00 -0500" startDate="2024-01-05 00:40:00 -0500" endDate="2024-01-05 01:00:00 -0500" value="HKCategoryValueSleepAnalysisAsleepUnspecified"/>
 <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Sleep Cycle" sourceVersion="4.1" creationDate="2019-03-02 07:00:00 +0100" startDate="2019-03-01 23:00:00 +0100" endDate="2019-03-02 06:30:00 +0100" value="1"/>
 <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Sleep Cycle" sourceVersion="4.1" creationDate="2019-03-02 07:00:00 +0100" startDate="2019-03-02 03:00:00 +0100" endDate="2019-03-02 03:05:00 +0100" value="2"/>
 <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Withings" sourceVersion="6010001" creationDate="2024-01-05 07:20:00 -0500" startDate="2024-01-05 07:20:00 -0500" endDate="2024-01-05 07:20:00 -0500">
  <MetadataEntry key="HKWasUserEntered" value="0"/>
  <Record type="HKQuantityTypeIdentifierBloodPressureDiastolic" sourceName="Withings" sourceVersion="6010001" unit="mmHg" creationDate="2024-01-05 07:20:00 -0500" startDate="2024-01-05 07:20:00 -0500" endDate="2024-01-05 07:20:00 -0500" value="79"/>
  <Record type="HKQuantityTypeIdentifierBloodPressureSystolic" sourceName="Withings" sourceVersion="6010001" unit="mmHg" creationDate="2024-01-05 07:20:00 -0500" startDate="2024-01-05 07:20:00 -0500" endDate="2024-01-05 07:20:00 -0500" value="124"/>
 </Correlation>
 <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Withings" sourceVersion="6010001" creationDate="2024-01-06 07:20:00 -0500" startDate="2024-01-06 07:20:00 -0500" endDate="2024-01-06 07:20:00 -0500">
  <Record type="HKQuantityTypeIdentifierBloodPressureSystolic" sourceName="Withings" sourceVersion="6010001" unit="mmHg" creationDate="2024-01-06 07:20:00 -0500" startDate="2024-01-06 07:20:00 -0500" endDate="2024-01-06 07:20:00 -0500" value="131"/>
 </Correlation>
 <Correlation type="HKCorrelationTypeIdentifierFood" sourceName="MyFitnessPal" sourceVersion="1" creationDate="2024-01-05 13:00:00 -0500" startDate="2024-01-05 12:45:00 -0500" endDate="2024-01-05 12:45:00 -0500">
  <Record type="HKQuantityTypeIdentifierDietaryEnergyConsumed" sourceName="MyFitnessPal" sourceVersion="1" unit="Cal" creationDate="2024-01-05 13:00:00 -0500" startDate="2024-01-05 12:45:00 -0500" endDate="2024-01-05 12:45:00 -0500" value="540"/>
 </Correlation>
 <Workout workoutActivityType="HKWorkoutActivityTypeWalking" duration="32.5" durationUnit="min" sourceName="Jane’s Apple Watch" sourceVersion="10.1" creationDate="2024-01-05 18:40:00 -0500" startDate="2024-01-05 18:05:00 -0500" endDate="2024-01-05 18:37:30 -0500">
  <MetadataEntry key="HKIndoorWorkout" value="0"/>
  <WorkoutEvent type="HKWorkoutEventTypeSegment" date="2024-01-05 18:05:00 -0500" duration="10" durationUnit="min"/>
  <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" startDate="2024-01-05 18:05:00 -0500" endDate="2024-01-05 18:37:30 -0500" average="104" minimum="88" maximum="121" unit="count/min"/>
  <WorkoutRoute sourceName="Jane’s Apple Watch" sourceVersion="10.1" creationDate="2024-01-05 18:40:00 -0500" startDate="2024-01-05 18:05:00 -0500" endDate="2024-01-05 18:37:30 -0500">
   <FileReference path="/workout-routes/route_2024-01-05_6.37pm.gpx"/>
  </WorkoutRoute>
 </Workout>
 <ActivitySummary dateComponents="2024-01-05" activeEnergyBurned="412.5" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="Cal" appleMoveTime="0" appleMoveTimeGoal="0" appleExerciseTime="32" appleExerciseTimeGoal="30" appleStandHours="11" appleStandHoursGoal="12"/>
 <ClinicalRecord type="HKClinicalTypeIdentifierLabResultRecord" identifier="1234" sourceName="Clinic" sourceURL="https://example.org/fhir" fhirVersion="4.0.1" receivedDate="2024-01-05 10:00:00 -0500" resourceFilePath="/clinical-records/Observation-1234.json"/>
</HealthData>
`;

export interface ParsedExport {
  readings: SourcedReading[];
  sources: AppleHealthSource[];
  stats: AppleHealthStats;
}

/** Everything a parser hands over for `chunks`, in order. */
export function parseExport(chunks: Iterable<string>): ParsedExport {
  const readings: SourcedReading[] = [];
  const sources: AppleHealthSource[] = [];
  const parser = createAppleHealthParser({
    onReading: (reading) => readings.push(reading),
    onSource: (source) => sources.push(source),
  });
  for (const chunk of chunks) parser.write(chunk);
  parser.close();
  return { readings, sources, stats: parser.stats() };
}

/** `text` cut into pieces of `size` characters. */
export function* chunksOf(text: string, size: number): Generator<string> {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}
