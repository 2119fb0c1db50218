import { BODY_PARTS } from '../body-parts';
import type { CodeDefinition } from './codes';

/**
 * The SNOMED CT body structure of each of the 26 body chart parts. A part with a side is its
 * own lateralised concept ("Structure of left knee region"), not a site plus a laterality
 * qualifier: one coding says all, and every receiving system reads it. Where each code was
 * found is in docs/decisions/0026-fhir-export.md.
 */
export const BODY_SITE_CODES: Readonly<Record<string, CodeDefinition>> = {
  head: { code: '69536005', display: 'Head structure' },
  neck: { code: '45048000', display: 'Neck structure' },
  chest: { code: '51185008', display: 'Thoracic structure' },
  // SNOMED has no "upper back" concept; the thoracic part of the back is the nearest.
  upperBack: { code: '1141986006', display: 'Structure of thoracic vertebral column region' },
  lowerBack: { code: '37822005', display: 'Lower back structure' },
  abdomen: { code: '818983003', display: 'Abdomen' },
  leftShoulder: { code: '91775009', display: 'Structure of left shoulder region' },
  rightShoulder: { code: '91774008', display: 'Structure of right shoulder region' },
  leftUpperArm: { code: '368208006', display: 'Left upper arm structure' },
  rightUpperArm: { code: '368209003', display: 'Right upper arm structure' },
  leftElbow: { code: '368148009', display: 'Left elbow region structure' },
  rightElbow: { code: '368149001', display: 'Right elbow region structure' },
  leftForearm: { code: '66480008', display: 'Structure of left forearm' },
  rightForearm: { code: '64262003', display: 'Structure of right forearm' },
  leftHand: { code: '85151006', display: 'Structure of left hand' },
  rightHand: { code: '78791008', display: 'Structure of right hand' },
  leftHip: { code: '287679003', display: 'Left hip region structure' },
  rightHip: { code: '287579007', display: 'Right hip region structure' },
  leftThigh: { code: '61396006', display: 'Structure of left thigh' },
  rightThigh: { code: '11207009', display: 'Structure of right thigh' },
  leftKnee: { code: '82169009', display: 'Structure of left knee region' },
  rightKnee: { code: '6757004', display: 'Structure of right knee region' },
  leftCalf: { code: '722115008', display: 'Structure of calf of left lower leg' },
  rightCalf: { code: '722116009', display: 'Structure of calf of right lower leg' },
  leftFoot: { code: '22335008', display: 'Structure of left foot' },
  rightFoot: { code: '7769000', display: 'Structure of right foot' },
};

const partBySnomedCode = new Map(
  BODY_PARTS.map((part) => [BODY_SITE_CODES[part.key]?.code, part.key] as const),
);

/** The body chart part a SNOMED CT code of the table stands for, or null. */
export function bodyPartOfSnomedCode(code: string): string | null {
  return partBySnomedCode.get(code) ?? null;
}
