import type { KeyboardEvent, SVGAttributes } from 'react';
import { cn } from '@client/lib/cn';
import {
  FIGURE_HEIGHT,
  FIGURE_PARTS,
  FIGURE_WIDTH,
  shapeCentre,
  type FigureView,
  type Shape,
} from './figure-geometry';
import { painColorClasses } from '@client/lib/pain-colors';
import { partLabel } from './pain-part-name';

export interface BodyFigureProps {
  view: FigureView;
  /** Chosen parts and their intensity. */
  intensities: ReadonlyMap<string, number>;
  /** The part whose panel is open, if any. */
  selectedKey: string | null;
  onSelect(key: string): void;
}

function ShapeElement({ shape, ...props }: { shape: Shape } & SVGAttributes<SVGElement>) {
  switch (shape.kind) {
    case 'ellipse':
      return <ellipse cx={shape.cx} cy={shape.cy} rx={shape.rx} ry={shape.ry} {...props} />;
    case 'rect':
      return (
        <rect
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          rx={shape.r}
          {...props}
        />
      );
    case 'capsule': {
      // A vertical stadium centred between the two points, turned to lie along them.
      const length = Math.hypot(shape.x2 - shape.x1, shape.y2 - shape.y1);
      const angle = (Math.atan2(-(shape.x2 - shape.x1), shape.y2 - shape.y1) * 180) / Math.PI;
      const { x, y } = shapeCentre(shape);
      return (
        <rect
          x={x - shape.width / 2}
          y={y - length / 2}
          width={shape.width}
          height={length}
          rx={shape.width / 2}
          transform={`rotate(${angle.toFixed(2)} ${x} ${y})`}
          {...props}
        />
      );
    }
    case 'path':
      return <path d={shape.d} {...props} />;
  }
}

/** One view of the figure: every part is a keyboard-reachable button. */
export function BodyFigure({ view, intensities, selectedKey, onSelect }: BodyFigureProps) {
  const parts = FIGURE_PARTS[view];
  // Which of the person's sides is on the viewer's left (see figure-geometry.ts).
  const [viewerLeft, viewerRight] = view === 'front' ? ['Right', 'Left'] : ['Left', 'Right'];

  const onKeyDown = (key: string) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      // Space would otherwise scroll the page, as it does not on a real button.
      event.preventDefault();
      onSelect(key);
    }
  };

  return (
    <svg
      viewBox={`0 0 ${FIGURE_WIDTH} ${FIGURE_HEIGHT}`}
      role="group"
      aria-label={view === 'front' ? 'Body, front view' : 'Body, back view'}
      className="mx-auto block h-auto w-full max-w-[16rem] touch-manipulation select-none"
    >
      <g aria-hidden="true" className="fill-slate-500 text-[11px] font-semibold">
        <text x={6} y={20}>
          {viewerLeft}
        </text>
        <text x={FIGURE_WIDTH - 6} y={20} textAnchor="end">
          {viewerRight}
        </text>
      </g>
      {parts.map(({ key, shape, hit, line }) => {
        const intensity = intensities.get(key);
        const colours = intensity === undefined ? undefined : painColorClasses(intensity);
        const selected = key === selectedKey;
        const centre = shapeCentre(shape);
        return (
          <g
            key={key}
            role="button"
            tabIndex={0}
            aria-label={partLabel(key, intensity)}
            data-part={key}
            className="group cursor-pointer outline-none"
            onClick={() => onSelect(key)}
            onKeyDown={onKeyDown(key)}
          >
            {hit && <ShapeElement shape={hit} className="fill-transparent" />}
            {/* The focus ring: a wide teal halo around the shape, shown only on keyboard focus. */}
            <ShapeElement
              shape={shape}
              strokeWidth={10}
              className="fill-none stroke-primary opacity-0 group-focus-visible:opacity-100"
            />
            <ShapeElement
              shape={shape}
              strokeWidth={selected ? 3 : 1.5}
              strokeDasharray={selected ? '5 3' : undefined}
              // cn only joins, so each state gets exactly one fill and one stroke class.
              className={cn(
                'transition-colors',
                colours ? colours.fill : selected ? 'fill-teal-100' : 'fill-slate-100',
                !colours && !selected && 'group-hover:fill-teal-50',
                selected ? 'stroke-primary' : (colours?.stroke ?? 'stroke-slate-500'),
              )}
            />
            {line && (
              <line
                {...line}
                strokeDasharray="3 4"
                strokeLinecap="round"
                className={cn('pointer-events-none', colours ? colours.stroke : 'stroke-slate-400')}
              />
            )}
            {intensity !== undefined && (
              <g aria-hidden="true" className="pointer-events-none">
                <circle
                  cx={centre.x}
                  cy={centre.y}
                  r={8.5}
                  strokeWidth={1.5}
                  className={cn('fill-white', colours?.stroke)}
                />
                <text
                  x={centre.x}
                  y={centre.y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  className="fill-slate-900 text-[10px] font-bold"
                >
                  {intensity}
                </text>
              </g>
            )}
          </g>
        );
      })}
    </svg>
  );
}
