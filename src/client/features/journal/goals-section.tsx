import { useState } from 'react';
import { GOALS, GOALS_SHOWN } from '@core/journal-content';
import { JournalSection } from './journal-section';

/** Today's Goals: a checklist that lives only on this page (spec: not saved). */
export function GoalsSection() {
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  return (
    <JournalSection id="goals-heading" title="Today's Goals">
      <ul className="flex flex-col gap-1">
        {GOALS.slice(0, GOALS_SHOWN).map((goal) => (
          <li key={goal.key}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-slate-50">
              <input
                type="checkbox"
                className="size-5 accent-[var(--color-primary)]"
                checked={done.has(goal.key)}
                onChange={(event) => {
                  const next = new Set(done);
                  if (event.target.checked) next.add(goal.key);
                  else next.delete(goal.key);
                  setDone(next);
                }}
              />
              <span
                className={done.has(goal.key) ? 'text-slate-500 line-through' : 'text-slate-800'}
              >
                {goal.label}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </JournalSection>
  );
}
