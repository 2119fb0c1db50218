import { Suspense, use } from 'react';
import { Quote } from 'lucide-react';
import { quotePlace, type Quote as DailyQuote } from '@core/quotes';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

// The list of daily quotes (1.6 KB) is not in the shell's code: only the day's part of it
// (core/daily-quotes/, 0.2 KB) is fetched, as the sidebar renders. One loader per part.
const PARTS: readonly (() => Promise<{ QUOTES: readonly DailyQuote[] }>)[] = [
  () => import('@core/daily-quotes/part-0'),
  () => import('@core/daily-quotes/part-1'),
  () => import('@core/daily-quotes/part-2'),
  () => import('@core/daily-quotes/part-3'),
  () => import('@core/daily-quotes/part-4'),
  () => import('@core/daily-quotes/part-5'),
  () => import('@core/daily-quotes/part-6'),
  () => import('@core/daily-quotes/part-7'),
];

const parts = new Map<number, Promise<readonly DailyQuote[] | null>>();

/**
 * The part's quotes, or null when its code could not be fetched: the card then shows no quote
 * until the next page load (not fetched again on every render).
 */
function loadPart(part: number): Promise<readonly DailyQuote[] | null> {
  let loading = parts.get(part);
  if (!loading) {
    loading = (PARTS[part]?.() ?? Promise.reject(new Error(`No quote part ${part}`))).then(
      (module) => module.QUOTES,
      (error: unknown) => {
        console.warn('The quote of the day could not be loaded', error);
        return null;
      },
    );
    parts.set(part, loading);
  }
  return loading;
}

function DayQuote({ date }: { date: Date }) {
  const { part, index } = quotePlace(date);
  const quote = use(loadPart(part))?.[index];
  if (!quote) return null;
  return (
    <figure>
      <blockquote className="text-slate-800 italic">{quote.text}</blockquote>
      <figcaption className="mt-2 text-sm text-slate-600">— {quote.author}</figcaption>
    </figure>
  );
}

export function QuoteCard({ date }: { date: Date }) {
  return (
    <Card className="bg-primary-soft">
      <CardHeader className="flex-row items-center gap-2">
        <Quote aria-hidden="true" className="size-5 text-primary" />
        <CardTitle className="text-base">Daily Inspiration</CardTitle>
      </CardHeader>
      <CardContent>
        {/* While the day's part arrives: room for a quote of three lines and its author. */}
        <Suspense fallback={<div className="h-25" />}>
          <DayQuote date={date} />
        </Suspense>
      </CardContent>
    </Card>
  );
}
