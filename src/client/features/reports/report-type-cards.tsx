import { Check } from 'lucide-react';
import type { ReportKind } from '@core/report/kinds';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';
import { REPORT_KIND_CARDS } from './report-kinds';

/**
 * The three report cards, as a radio group: choosing a card chooses the report the generator
 * makes. The radio inside each card is what keyboards and screen readers use; a click anywhere
 * on the card does the same for pointers.
 */
export function ReportTypeCards({
  selected,
  onSelect,
}: {
  selected: ReportKind;
  onSelect(kind: ReportKind): void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Choose a report</legend>
      <div className="grid gap-4 md:grid-cols-3">
        {REPORT_KIND_CARDS.map((card) => {
          const id = `report-kind-${card.kind}`;
          const chosen = card.kind === selected;
          const Icon = card.icon;
          return (
            <div
              key={card.kind}
              data-testid={`report-card-${card.kind}`}
              onClick={() => onSelect(card.kind)}
              className={cn(
                'flex cursor-pointer flex-col gap-3 rounded-2xl border bg-white p-5 shadow-sm transition-colors',
                chosen
                  ? 'border-primary ring-2 ring-primary'
                  : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <Badge variant="secondary">Available</Badge>
              </div>
              <div className="flex items-start gap-3">
                <input
                  type="radio"
                  id={id}
                  name="report-kind"
                  value={card.kind}
                  checked={chosen}
                  onChange={() => onSelect(card.kind)}
                  aria-describedby={`${id}-summary`}
                  className="mt-1.5 size-5 shrink-0 accent-(--color-primary)"
                />
                <label htmlFor={id} className="cursor-pointer text-lg font-semibold text-slate-900">
                  {card.title}
                </label>
              </div>
              <p id={`${id}-summary`} className="text-sm text-slate-600">
                {card.summary}
              </p>
              <ul className="flex flex-col gap-1.5 text-sm text-slate-700">
                {card.contents.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
