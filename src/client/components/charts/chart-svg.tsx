import { useId, type ReactNode } from 'react';

/**
 * A chart's drawing at the width it is shown at (one unit per CSS pixel), read out by screen
 * readers as one image named by `title`, a sentence that sums the chart up.
 */
export function ChartSvg({
  width,
  height,
  title,
  testId,
  children,
}: {
  width: number;
  height: number;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <title id={titleId}>{title}</title>
      {children}
    </svg>
  );
}
