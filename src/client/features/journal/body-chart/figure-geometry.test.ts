import { describe, expect, it } from 'vitest';
import { BODY_PART_KEYS } from '@core/body-parts';
import { FIGURE_PARTS, FIGURE_WIDTH, shapeCentre, type FigureView } from './figure-geometry';

const centreX = (view: FigureView, key: string) => {
  const part = FIGURE_PARTS[view].find((p) => p.key === key);
  if (!part) throw new Error(`${key} is not on the ${view} view`);
  return shapeCentre(part.shape).x;
};

const LIMBS = [
  'Shoulder',
  'UpperArm',
  'Elbow',
  'Forearm',
  'Hand',
  'Hip',
  'Thigh',
  'Knee',
  'Calf',
  'Foot',
];

describe('figure geometry', () => {
  it('puts each known part on a view at most once, and every key on some view', () => {
    for (const view of ['front', 'back'] as const) {
      const keys = FIGURE_PARTS[view].map((p) => p.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.every((key) => BODY_PART_KEYS.includes(key))).toBe(true);
      expect(keys).toHaveLength(24);
    }
    const all = new Set([...FIGURE_PARTS.front, ...FIGURE_PARTS.back].map((p) => p.key));
    expect(all.size).toBe(26);
  });

  it("shows the person's left on the viewer's right from the front, and on the left from behind", () => {
    const middle = FIGURE_WIDTH / 2;
    for (const limb of LIMBS) {
      expect(centreX('front', `left${limb}`)).toBeGreaterThan(middle);
      expect(centreX('front', `right${limb}`)).toBeLessThan(middle);
      expect(centreX('back', `left${limb}`)).toBeLessThan(middle);
      expect(centreX('back', `right${limb}`)).toBeGreaterThan(middle);
      // Mirror images: the two sides sit the same distance from the middle.
      expect(centreX('front', `left${limb}`) - middle).toBeCloseTo(
        middle - centreX('front', `right${limb}`),
      );
    }
  });

  it('stacks the parts head to foot', () => {
    const y = (key: string) => shapeCentre(FIGURE_PARTS.front.find((p) => p.key === key)!.shape).y;
    const order = ['head', 'neck', 'chest', 'abdomen', 'leftHip', 'leftThigh', 'leftKnee'];
    const chain = [...order, 'leftCalf', 'leftFoot'].map(y);
    expect(chain).toEqual([...chain].sort((a, b) => a - b));
    const arm = ['leftShoulder', 'leftUpperArm', 'leftElbow', 'leftForearm', 'leftHand'].map(y);
    expect(arm).toEqual([...arm].sort((a, b) => a - b));
  });
});
