import { useMemo, useRef, useState } from 'react';
import { Tabs } from 'radix-ui';
import { TabsList, TabsTrigger } from '@client/components/ui/tabs';
import type { PainLocation } from '@core/journal';
import { bodyPartName } from '@core/body-parts';
import { BodyFigure } from './body-figure';
import type { FigureView } from './figure-geometry';
import { LocationList } from './location-list';
import { PainLegend } from './pain-legend';
import { PainPanel } from './pain-panel';

const DEFAULT_INTENSITY = 5;

const VIEWS: { value: FigureView; label: string; hint: string }[] = [
  { value: 'front', label: 'Front', hint: 'Seen from the front: your right side is on the left.' },
  { value: 'back', label: 'Back', hint: 'Seen from behind: your left side is on the left.' },
];

export interface BodyChartProps {
  locations: PainLocation[];
  onChange(next: PainLocation[]): void;
}

/**
 * The body chart (spec document 1 sections 2 and 4). Controlled: the locations live with the
 * caller and every change goes out through onChange as the whole new list. Only the selection
 * (which part's panel is open) and the slider's draft value are kept here.
 */
export function BodyChart({ locations, onChange }: BodyChartProps) {
  const [view, setView] = useState<FigureView>('front');
  const [selected, setSelected] = useState<string | null>(null);
  const [draft, setDraft] = useState(DEFAULT_INTENSITY);
  const [status, setStatus] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  const intensities = useMemo(
    () => new Map(locations.map((location) => [location.bodyPart, location.intensity])),
    [locations],
  );

  const select = (key: string) => {
    setSelected(key);
    setDraft(intensities.get(key) ?? DEFAULT_INTENSITY);
  };

  /** Back to the part's button; if it is not on the open view, to the open view's tab. */
  const focusPart = (key: string) => {
    const root = rootRef.current;
    const target =
      root?.querySelector<HTMLElement>(`[data-part="${key}"]`) ??
      root?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    target?.focus();
  };

  const add = () => {
    if (selected === null) return;
    const item: PainLocation = { bodyPart: selected, intensity: draft, x: 0, y: 0 };
    // Replace in place so the list keeps its order; never two items for one part.
    const index = locations.findIndex((location) => location.bodyPart === selected);
    const next = locations.filter((location) => location.bodyPart !== selected);
    next.splice(index === -1 ? next.length : index, 0, item);
    onChange(next);
    setStatus(`${bodyPartName(selected)} set to pain ${draft} of 10.`);
    setSelected(null);
    focusPart(selected);
  };

  const cancel = () => {
    if (selected === null) return;
    setSelected(null);
    focusPart(selected);
  };

  const remove = (bodyPart: string) => {
    const index = locations.findIndex((location) => location.bodyPart === bodyPart);
    // Focus moves to the neighbouring Remove button (it stays mounted: items are keyed by part),
    // or to the list heading when this was the last one.
    const neighbour = locations[index + 1] ?? locations[index - 1];
    onChange(locations.filter((location) => location.bodyPart !== bodyPart));
    setStatus(`${bodyPartName(bodyPart)} removed.`);
    const button = neighbour
      ? rootRef.current?.querySelector<HTMLElement>(`[data-remove="${neighbour.bodyPart}"]`)
      : null;
    (button ?? listHeadingRef.current)?.focus();
  };

  const clearAll = () => {
    onChange([]);
    setSelected(null);
    setStatus('All pain locations cleared.');
    listHeadingRef.current?.focus();
  };

  return (
    <div ref={rootRef} className="@container">
      <div className="grid grid-cols-1 gap-5 @xl:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] @xl:items-start">
        <Tabs.Root
          value={view}
          onValueChange={(value) => setView(value as FigureView)}
          className="flex flex-col gap-3"
        >
          <TabsList aria-label="Body view" className="mx-auto w-full max-w-[16rem]">
            {VIEWS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {VIEWS.map(({ value, hint }) => (
            <Tabs.Content key={value} value={value} className="flex flex-col gap-2">
              <p className="text-center text-sm text-slate-600">{hint}</p>
              <BodyFigure
                view={value}
                intensities={intensities}
                selectedKey={selected}
                onSelect={select}
              />
            </Tabs.Content>
          ))}
          <PainLegend />
        </Tabs.Root>
        <div className="flex flex-col gap-4">
          {selected !== null && (
            <PainPanel
              partKey={selected}
              intensity={draft}
              onIntensityChange={setDraft}
              onAdd={add}
              onCancel={cancel}
            />
          )}
          <LocationList
            locations={locations}
            onRemove={remove}
            onClearAll={clearAll}
            headingRef={listHeadingRef}
          />
        </div>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
