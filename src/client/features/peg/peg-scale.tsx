import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import type { PegQuestion } from '@core/peg';
import { cn } from '@client/lib/cn';

const NUMBERS = Array.from({ length: 11 }, (_, number) => number);

function anchorName(number: number, question: PegQuestion): string | undefined {
  if (number === 0) return `0, ${question.low}`;
  return number === 10 ? `10, ${question.high}` : undefined;
}

/**
 * One PEG question as a radio group of 0 to 10 (arrow keys move along it). The two anchors are
 * shown under the numbers and read with the group, and 0 and 10 carry them in their names.
 * Six to a row on a phone, all eleven in one row from `sm` up, every choice a 44 px target.
 */
export function PegScale({
  position,
  question,
  value,
  onChange,
  missing,
}: {
  /** 1, 2 or 3: the question's number on the form. */
  position: number;
  question: PegQuestion;
  value: number | null;
  onChange(value: number): void;
  /** Save was pressed without an answer here. */
  missing: boolean;
}) {
  const id = useId();
  const anchors = `${id}-anchors`;
  const missingId = `${id}-missing`;
  return (
    <div className="flex flex-col gap-3">
      <p id={`${id}-question`} className="text-base font-medium text-slate-900">
        {position}. {question.question}
      </p>
      <RadioGroup.Root
        aria-labelledby={`${id}-question`}
        aria-describedby={missing ? `${anchors} ${missingId}` : anchors}
        aria-required="true"
        value={value === null ? '' : String(value)}
        onValueChange={(chosen) => onChange(Number(chosen))}
        orientation="horizontal"
        className="grid grid-cols-6 gap-2 sm:grid-cols-11"
      >
        {NUMBERS.map((number) => (
          <RadioGroup.Item
            key={number}
            value={String(number)}
            // The ends carry their anchor in the name ("0, No pain"); the rest are their number.
            aria-label={anchorName(number, question)}
            className={cn(
              'flex min-h-11 items-center justify-center rounded-xl border border-slate-300 bg-white',
              'text-base font-semibold tabular-nums text-slate-900 outline-none hover:border-primary',
              'focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2',
              'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-white',
            )}
          >
            {number}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <p id={anchors} className="flex justify-between gap-4 text-sm text-slate-600">
        <span>0: {question.low}</span>
        <span className="text-right">10: {question.high}</span>
      </p>
      {missing ? (
        <p id={missingId} className="text-sm font-semibold text-red-800">
          Choose a number from 0 to 10.
        </p>
      ) : null}
    </div>
  );
}
