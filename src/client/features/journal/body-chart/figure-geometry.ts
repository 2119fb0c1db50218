/**
 * Where each body part sits on the two figures. Coordinates are in the SVG's own units
 * (FIGURE_WIDTH x FIGURE_HEIGHT); the figure scales to its container.
 *
 * Only the viewer's left half of the limbs is written out; the viewer's right half is its mirror.
 * On the FRONT view the person faces us, so the viewer's left is the person's RIGHT side; on the
 * BACK view we stand behind them, so the viewer's left is the person's LEFT side.
 */

export const FIGURE_WIDTH = 220;
export const FIGURE_HEIGHT = 444;
const CX = FIGURE_WIDTH / 2;

export type Shape =
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; r: number }
  /** A stadium from one point to another: used for limbs so they can lean. */
  | { kind: 'capsule'; x1: number; y1: number; x2: number; y2: number; width: number }
  | { kind: 'path'; d: string; cx: number; cy: number };

export type FigureView = 'front' | 'back';

export interface FigurePart {
  key: string;
  shape: Shape;
  /** A larger invisible shape for parts too small to tap comfortably (44px at phone width). */
  hit?: Shape;
  /** A line drawn on the shape (the spine on the back view); decoration only. */
  line?: { x1: number; y1: number; x2: number; y2: number };
}

/** A trapezoid with rounded corners, centred on the figure: chest, abdomen and their backs. */
function torsoPath(top: number, bottom: number, topHalf: number, bottomHalf: number, r: number) {
  const [tl, tr, bl, br] = [CX - topHalf, CX + topHalf, CX - bottomHalf, CX + bottomHalf];
  const d = [
    `M ${tl + r} ${top}`,
    `H ${tr - r}`,
    `Q ${tr} ${top} ${tr} ${top + r}`,
    `L ${br} ${bottom - r}`,
    `Q ${br} ${bottom} ${br - r} ${bottom}`,
    `H ${bl + r}`,
    `Q ${bl} ${bottom} ${bl} ${bottom - r}`,
    `L ${tl} ${top + r}`,
    `Q ${tl} ${top} ${tl + r} ${top}`,
    'Z',
  ].join(' ');
  return { kind: 'path', d, cx: CX, cy: (top + bottom) / 2 } as const;
}

const circle = (cx: number, cy: number, r: number): Shape => ({
  kind: 'ellipse',
  cx,
  cy,
  rx: r,
  ry: r,
});

const spine = (top: number, bottom: number) => ({ x1: CX, y1: top + 7, x2: CX, y2: bottom - 7 });

const HEAD: Shape = { kind: 'ellipse', cx: CX, cy: 38, rx: 21, ry: 25 };
const NECK: Shape = { kind: 'rect', x: CX - 10, y: 64, width: 20, height: 16, r: 6 };
const NECK_HIT: Shape = { kind: 'rect', x: CX - 20, y: 58, width: 40, height: 26, r: 6 };
const UPPER_TORSO = torsoPath(82, 142, 28, 24, 12);
const LOWER_TORSO = torsoPath(145, 195, 24, 27, 12);

/** The viewer's left arm and leg, top to bottom; suffixes are joined to 'left'/'right'. */
const LIMB: { part: string; shape: Shape; hit?: Shape }[] = [
  {
    part: 'Shoulder',
    shape: { kind: 'ellipse', cx: 68, cy: 92, rx: 14, ry: 12 },
    hit: circle(68, 92, 17),
  },
  { part: 'UpperArm', shape: { kind: 'capsule', x1: 61, y1: 108, x2: 52, y2: 164, width: 20 } },
  { part: 'Elbow', shape: circle(48, 176, 10), hit: circle(48, 176, 19) },
  { part: 'Forearm', shape: { kind: 'capsule', x1: 45, y1: 190, x2: 38, y2: 242, width: 17 } },
  {
    part: 'Hand',
    shape: { kind: 'ellipse', cx: 35, cy: 258, rx: 10, ry: 13 },
    hit: circle(35, 258, 21),
  },
];
const HIP = {
  part: 'Hip',
  shape: { kind: 'rect', x: 83, y: 199, width: 26, height: 27, r: 10 } as Shape,
};
const LEG: { part: string; shape: Shape; hit?: Shape }[] = [
  { part: 'Thigh', shape: { kind: 'capsule', x1: 96, y1: 230, x2: 93, y2: 306, width: 26 } },
  { part: 'Knee', shape: circle(92, 320, 12), hit: circle(92, 320, 19) },
  { part: 'Calf', shape: { kind: 'capsule', x1: 92, y1: 336, x2: 90, y2: 406, width: 20 } },
  {
    part: 'Foot',
    shape: { kind: 'ellipse', cx: 86, cy: 421, rx: 14, ry: 9 },
    hit: { kind: 'ellipse', cx: 86, cy: 423, rx: 22, ry: 18 },
  },
];

export function mirror(shape: Shape): Shape {
  const flip = (x: number) => FIGURE_WIDTH - x;
  switch (shape.kind) {
    case 'ellipse':
      return { ...shape, cx: flip(shape.cx) };
    case 'rect':
      return { ...shape, x: FIGURE_WIDTH - shape.x - shape.width };
    case 'capsule':
      return { ...shape, x1: flip(shape.x1), x2: flip(shape.x2) };
    case 'path':
      // Only the centred torso shapes are paths, and they are symmetric.
      return shape;
  }
}

function bothSides(
  items: { part: string; shape: Shape; hit?: Shape }[],
  viewerLeft: 'left' | 'right',
): { near: FigurePart[]; far: FigurePart[] } {
  const viewerRight = viewerLeft === 'left' ? 'right' : 'left';
  const near = items.map(({ part, shape, hit }) => ({ key: `${viewerLeft}${part}`, shape, hit }));
  const far = items.map(({ part, shape, hit }) => ({
    key: `${viewerRight}${part}`,
    shape: mirror(shape),
    hit: hit && mirror(hit),
  }));
  return { near, far };
}

/**
 * The parts of one view in reading (and Tab) order: head to torso, then each arm, the hips and
 * each leg, the viewer's left side first.
 */
function viewParts(view: FigureView): FigurePart[] {
  const viewerLeft = view === 'front' ? 'right' : 'left';
  const [upper, lower] = view === 'front' ? ['chest', 'abdomen'] : ['upperBack', 'lowerBack'];
  const arms = bothSides(LIMB, viewerLeft);
  const hips = bothSides([HIP], viewerLeft);
  const legs = bothSides(LEG, viewerLeft);
  return [
    { key: 'head', shape: HEAD },
    { key: 'neck', shape: NECK, hit: NECK_HIT },
    { key: upper, shape: UPPER_TORSO, line: view === 'back' ? spine(82, 142) : undefined },
    { key: lower, shape: LOWER_TORSO, line: view === 'back' ? spine(145, 195) : undefined },
    ...arms.near,
    ...arms.far,
    ...hips.near,
    ...hips.far,
    ...legs.near,
    ...legs.far,
  ];
}

export const FIGURE_PARTS: Record<FigureView, readonly FigurePart[]> = {
  front: viewParts('front'),
  back: viewParts('back'),
};

/** Where a part's number label goes: the middle of its shape. */
export function shapeCentre(shape: Shape): { x: number; y: number } {
  switch (shape.kind) {
    case 'ellipse':
      return { x: shape.cx, y: shape.cy };
    case 'rect':
      return { x: shape.x + shape.width / 2, y: shape.y + shape.height / 2 };
    case 'capsule':
      return { x: (shape.x1 + shape.x2) / 2, y: (shape.y1 + shape.y2) / 2 };
    case 'path':
      return { x: shape.cx, y: shape.cy };
  }
}
