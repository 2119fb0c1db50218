import type { PageCursor } from './page-cursor';
import { runsOf } from './page-cursor';
import { painChartGeometry, SEVERE_LINE_LABEL } from './pain-chart';
import { COLOR, CONTENT_WIDTH, lineHeight, PAGE, TYPE } from './theme';
import type { ChartPoint } from './types';
import { wrapRuns } from './wrap';

/** The figures: the daily pain chart and the patient's chosen photos, each kept on one page. */

const CHART_HEIGHT = 140;
const AXIS_LABEL_WIDTH = 22;
const TICK_LABEL_SPACE = 16;
/** Room right of the plot for the severe line's label, clear of the last day's dot. */
const SEVERE_LABEL_WIDTH = 40;

function caption(cursor: PageCursor, text: string) {
  return wrapRuns(runsOf(text), CONTENT_WIDTH, TYPE.small, cursor.measure);
}

function titleAndCaption(cursor: PageCursor, title: string, text: string, bodyHeight: number) {
  const lines = caption(cursor, text);
  const head = lineHeight(TYPE.h3) + lines.length * lineHeight(TYPE.small) + 6;
  cursor.ensure(head + bodyHeight);
  cursor.writeLines(
    wrapRuns(runsOf(title, true), CONTENT_WIDTH, TYPE.h3, cursor.measure),
    PAGE.marginX,
    TYPE.h3,
  );
  cursor.writeLines(lines, PAGE.marginX, TYPE.small, COLOR.muted);
  cursor.y -= 6;
}

export function layoutChart(
  cursor: PageCursor,
  block: { title: string; caption: string; start: string; end: string; points: ChartPoint[] },
) {
  titleAndCaption(cursor, block.title, block.caption, CHART_HEIGHT + TICK_LABEL_SPACE + 6);
  const box = {
    x: PAGE.marginX + AXIS_LABEL_WIDTH,
    y: cursor.y - CHART_HEIGHT - 4,
    width: CONTENT_WIDTH - AXIS_LABEL_WIDTH - SEVERE_LABEL_WIDTH,
    height: CHART_HEIGHT,
  };
  const chart = painChartGeometry(block.points, block.start, block.end, box);
  const { measure } = cursor;
  const small = TYPE.small;

  for (const line of chart.grid) {
    cursor.draw({
      kind: 'line',
      x1: box.x,
      y1: line.y,
      x2: box.x + box.width,
      y2: line.y,
      width: line.label === '0' ? 0.8 : 0.4,
      color: line.label === '0' ? COLOR.faint : COLOR.grid,
    });
    cursor.draw({
      kind: 'text',
      x: box.x - 5 - measure(line.label, small, false),
      y: line.y - small * 0.35,
      text: line.label,
      size: small,
      bold: false,
      color: COLOR.muted,
    });
  }
  cursor.draw({
    kind: 'line',
    x1: box.x,
    y1: chart.severeY,
    x2: box.x + box.width,
    y2: chart.severeY,
    width: 0.8,
    color: COLOR.severe,
    dash: [4, 3],
  });
  cursor.draw({
    kind: 'text',
    x: box.x + box.width + 5,
    y: chart.severeY - small * 0.35,
    text: SEVERE_LINE_LABEL,
    size: small,
    bold: false,
    color: COLOR.severe,
  });
  for (const segment of chart.segments) {
    cursor.draw({ kind: 'line', ...segment, width: 1.4, color: COLOR.accent });
  }
  const radius = chart.dots.length > 45 ? 1.6 : 2.4;
  for (const dot of chart.dots)
    cursor.draw({ kind: 'circle', ...dot, radius, color: COLOR.accent });
  for (const tick of chart.ticks) {
    const width = measure(tick.label, small, false);
    const x = Math.min(Math.max(tick.x - width / 2, box.x), box.x + box.width - width);
    cursor.draw({
      kind: 'text',
      x,
      y: box.y - 4 - small,
      text: tick.label,
      size: small,
      bold: false,
      color: COLOR.muted,
    });
  }
  cursor.y = box.y - TICK_LABEL_SPACE - 6;
}

/** A photo fills the width at most, and at most this height, so two can share a page. */
const PHOTO_MAX_HEIGHT = 320;

/** A chosen photo, scaled to fit and never enlarged past its pixels, with its caption below. */
export function layoutPhoto(
  cursor: PageCursor,
  block: { ref: number; caption: string; width: number; height: number },
) {
  const scale = Math.min(CONTENT_WIDTH / block.width, PHOTO_MAX_HEIGHT / block.height, 1);
  const width = block.width * scale;
  const height = block.height * scale;
  const lines = caption(cursor, block.caption);
  cursor.ensure(height + 4 + lines.length * lineHeight(TYPE.small) + 10);
  cursor.draw({
    kind: 'image',
    ref: block.ref,
    x: PAGE.marginX,
    y: cursor.y - height,
    width,
    height,
  });
  cursor.y -= height + 4;
  cursor.writeLines(lines, PAGE.marginX, TYPE.small, COLOR.muted);
  cursor.gap(10);
}
