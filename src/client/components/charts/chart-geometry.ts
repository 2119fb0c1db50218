import { useEffect, useRef, useState } from 'react';
import { dayNumber } from '@core/calendar';

/** Room around the plot for the axis labels, in CSS pixels. */
export interface ChartPadding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * Charts are drawn at the width they are shown at (one unit per CSS pixel), so their labels
 * stay readable on a phone instead of shrinking with a fixed viewBox.
 */
export function useWidth(initial: number) {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    // jsdom (unit tests) has no ResizeObserver: the chart keeps its initial width there.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * x for a day between the window's first and last day; y for a value on a 0..max scale; and
 * the width of one day, for bands drawn behind days.
 */
export function scales(from: string, to: string, width: number, height: number, pad: ChartPadding) {
  const first = dayNumber(from) ?? 0;
  const span = Math.max(1, (dayNumber(to) ?? first) - first);
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  return {
    x: (date: string) => pad.left + (((dayNumber(date) ?? first) - first) / span) * plotWidth,
    y: (value: number, max: number) => pad.top + plotHeight - (value / max) * plotHeight,
    dayWidth: plotWidth / span,
  };
}

/** A line through the points, broken where days are missing so gaps are not drawn over. */
export function linePath(points: readonly { x: number; y: number; day: number }[]): string {
  return points
    .map(
      (p, i) =>
        `${i > 0 && p.day - points[i - 1]!.day === 1 ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`,
    )
    .join('');
}
