/** The 26 body parts of the body chart (spec document 1 section 3), with names and regions. */
export type BodyRegion = 'head' | 'torso' | 'arms' | 'legs';

export interface BodyPart {
  key: string;
  name: string;
  region: BodyRegion;
}

const sides = (part: string, name: string, region: BodyRegion): BodyPart[] => [
  { key: `left${part}`, name: `Left ${name}`, region },
  { key: `right${part}`, name: `Right ${name}`, region },
];

export const BODY_PARTS: readonly BodyPart[] = [
  { key: 'head', name: 'Head', region: 'head' },
  { key: 'neck', name: 'Neck', region: 'head' },
  { key: 'chest', name: 'Chest', region: 'torso' },
  { key: 'upperBack', name: 'Upper Back', region: 'torso' },
  { key: 'lowerBack', name: 'Lower Back', region: 'torso' },
  { key: 'abdomen', name: 'Abdomen', region: 'torso' },
  ...sides('Shoulder', 'Shoulder', 'arms'),
  ...sides('UpperArm', 'Upper Arm', 'arms'),
  ...sides('Elbow', 'Elbow', 'arms'),
  ...sides('Forearm', 'Forearm', 'arms'),
  ...sides('Hand', 'Hand', 'arms'),
  ...sides('Hip', 'Hip', 'legs'),
  ...sides('Thigh', 'Thigh', 'legs'),
  ...sides('Knee', 'Knee', 'legs'),
  ...sides('Calf', 'Calf', 'legs'),
  ...sides('Foot', 'Foot', 'legs'),
];

export const BODY_PART_KEYS = BODY_PARTS.map((part) => part.key) as [string, ...string[]];

const byKey = new Map(BODY_PARTS.map((part) => [part.key, part]));

/** The display name of a body part key; an unknown key is shown as it is. */
export function bodyPartName(key: string): string {
  return byKey.get(key)?.name ?? key;
}
