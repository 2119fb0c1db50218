// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BODY_PARTS } from '@core/body-parts';
import type { PainLocation } from '@core/journal';
import { BodyChart } from './body-chart';

beforeAll(() => {
  // Radix Slider measures its thumb; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(cleanup);

const at = (bodyPart: string, intensity: number): PainLocation => ({
  bodyPart,
  intensity,
  x: 0,
  y: 0,
});

function renderChart(locations: PainLocation[] = []) {
  const onChange = vi.fn<(next: PainLocation[]) => void>();
  render(<BodyChart locations={locations} onChange={onChange} />);
  return onChange;
}

/** The chart with a parent that keeps the list, as the journal page will. */
function Stateful({ initial }: { initial: PainLocation[] }) {
  const [locations, setLocations] = useState(initial);
  return <BodyChart locations={locations} onChange={setLocations} />;
}

/** Selects a part and waits for focus to land on the slider (a frame later). */
async function openPanel(partName: string) {
  fireEvent.click(screen.getByRole('button', { name: partName }));
  await waitFor(() => expect(document.activeElement).toBe(slider()));
}

const listed = () =>
  within(screen.getByRole('region', { name: /^Pain locations/ })).queryAllByRole('listitem');
const panel = () => screen.queryByRole('region', { name: /^Add Pain to/ });
const slider = () => screen.getByRole('slider', { name: 'Pain intensity' });
const partButtons = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('button')
    .map((b) => b.dataset.part);

function showBack() {
  fireEvent.mouseDown(screen.getByRole('tab', { name: 'Back' }));
  expect(screen.getByRole('tab', { name: 'Back' }).getAttribute('aria-selected')).toBe('true');
}

describe('BodyChart', () => {
  it('opens "Add Pain to {part}" when a part is clicked, with the slider at 5', async () => {
    const onChange = renderChart();
    expect(panel()).toBeNull();
    await openPanel('Left Knee');
    expect(screen.getByRole('heading', { name: 'Add Pain to Left Knee' })).not.toBeNull();
    expect(slider().getAttribute('aria-valuenow')).toBe('5');
    expect(slider().getAttribute('aria-valuetext')).toBe('5, Moderate');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('adds the selected part at intensity 5, closes the panel and refocuses the part', () => {
    const onChange = renderChart([at('head', 2)]);
    fireEvent.click(screen.getByRole('button', { name: 'Left Knee' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Pain Location' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([at('head', 2), at('leftKnee', 5)]);
    expect(panel()).toBeNull();
    expect(document.activeElement?.getAttribute('data-part')).toBe('leftKnee');
  });

  it('starts the slider at an existing intensity and replaces that entry on Add', async () => {
    const onChange = renderChart([at('leftKnee', 7), at('head', 2)]);
    await openPanel('Left Knee, pain 7 of 10');
    expect(slider().getAttribute('aria-valuenow')).toBe('7');
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(slider().getAttribute('aria-valuetext')).toBe('8, Very severe');
    fireEvent.click(screen.getByRole('button', { name: 'Add Pain Location' }));
    expect(onChange).toHaveBeenCalledWith([at('leftKnee', 8), at('head', 2)]);
  });

  it('keeps one item per part when a parent holds the list', async () => {
    render(<Stateful initial={[]} />);
    await openPanel('Chest');
    fireEvent.click(screen.getByRole('button', { name: 'Add Pain Location' }));
    await openPanel('Chest, pain 5 of 10');
    fireEvent.keyDown(slider(), { key: 'End' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Pain Location' }));
    const items = listed();
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('10/10');
    expect(items[0]!.textContent).toContain('Worst possible');
    expect(screen.getByRole('button', { name: 'Chest, pain 10 of 10' }).textContent).toBe('10');
  });

  it('opens the panel from the keyboard with Enter and with Space', async () => {
    renderChart();
    const knee = screen.getByRole('button', { name: 'Right Knee' });
    expect(knee.getAttribute('tabindex')).toBe('0');
    knee.focus();
    fireEvent.keyDown(knee, { key: 'Enter' });
    expect(screen.getByRole('heading', { name: 'Add Pain to Right Knee' })).not.toBeNull();
    const hand = screen.getByRole('button', { name: 'Left Hand' });
    fireEvent.keyDown(hand, { key: ' ' });
    expect(screen.getByRole('heading', { name: 'Add Pain to Left Hand' })).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Add Pain to Right Knee' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(slider()));
    // The focused slider answers the arrow keys straight away.
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    expect(slider().getAttribute('aria-valuetext')).toBe('4, Moderate');
  });

  it('closes on Cancel without calling onChange and returns focus to the part', async () => {
    const onChange = renderChart([at('neck', 3)]);
    await openPanel('Neck, pain 3 of 10');
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(slider().getAttribute('aria-valuenow')).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(panel()).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement?.getAttribute('data-part')).toBe('neck');
  });

  it('closes on Escape like Cancel', async () => {
    const onChange = renderChart();
    await openPanel('Left Elbow');
    fireEvent.keyDown(slider(), { key: 'Escape' });
    expect(panel()).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement?.getAttribute('data-part')).toBe('leftElbow');
  });

  it('removes one location with its Remove button', () => {
    const onChange = renderChart([at('head', 2), at('leftKnee', 7), at('chest', 9)]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Left Knee' }));
    expect(onChange).toHaveBeenCalledWith([at('head', 2), at('chest', 9)]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Chest' }));
  });

  it('clears everything with Clear All and closes an open panel', () => {
    const onChange = renderChart([at('head', 2), at('chest', 9)]);
    fireEvent.click(screen.getByRole('button', { name: 'Abdomen' }));
    expect(panel()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onChange).toHaveBeenCalledWith([]);
    expect(panel()).toBeNull();
  });

  it('shows a hint and no Clear All when there are no locations', () => {
    render(<Stateful initial={[at('head', 4)]} />);
    expect(screen.queryByText('Tap where it hurts to add a location.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Head' }));
    expect(screen.getByText('Tap where it hurts to add a location.')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear All' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Head' })).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pain locations' }));
  });

  it('lists each location with its intensity and descriptor', () => {
    renderChart([at('leftKnee', 7), at('rightFoot', 1)]);
    const items = listed();
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Left Knee\s*7\/10\s*Severe/),
      expect.stringMatching(/Right Foot\s*1\/10\s*Very mild/),
    ]);
  });

  it('names every part with its intensity when set, and shows the number on the figure', () => {
    renderChart([at('leftKnee', 7)]);
    const knee = screen.getByRole('button', { name: 'Left Knee, pain 7 of 10' });
    expect(knee.textContent).toBe('7');
    expect(screen.getByRole('button', { name: 'Right Knee' }).textContent).toBe('');
  });

  it('reaches all 26 body parts across the front and back views', () => {
    renderChart();
    const front = partButtons();
    expect(front).toContain('chest');
    expect(front).toContain('abdomen');
    expect(front).not.toContain('upperBack');
    showBack();
    const back = partButtons();
    expect(back).toContain('upperBack');
    expect(back).toContain('lowerBack');
    expect(back).not.toContain('chest');
    const seen = new Set([...front, ...back]);
    expect([...seen].sort()).toEqual(BODY_PARTS.map((part) => part.key).sort());
    for (const part of BODY_PARTS.filter((p) => back.includes(p.key))) {
      expect(screen.getByRole('button', { name: part.name }).dataset.part).toBe(part.key);
    }
  });

  it('moves between the Front and Back tabs with the arrow keys', async () => {
    renderChart();
    const front = screen.getByRole('tab', { name: 'Front' });
    expect(screen.getByRole('tablist', { name: 'Body view' })).not.toBeNull();
    front.focus();
    fireEvent.keyDown(front, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Back' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(screen.getByRole('button', { name: 'Upper Back' })).not.toBeNull();
  });

  it('keeps the panel open across a tab switch and adds the part from the other view', () => {
    const onChange = renderChart();
    fireEvent.click(screen.getByRole('button', { name: 'Chest' }));
    showBack();
    fireEvent.click(screen.getByRole('button', { name: 'Add Pain Location' }));
    expect(onChange).toHaveBeenCalledWith([at('chest', 5)]);
    // Chest is not on the back view, so focus goes to the open tab instead of being lost.
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Back' }));
  });
});
