import { Quote } from 'lucide-react';
import { quoteOfTheDay } from '@core/quotes';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

export function QuoteCard({ date }: { date: Date }) {
  const quote = quoteOfTheDay(date);
  return (
    <Card className="bg-primary-soft">
      <CardHeader className="flex-row items-center gap-2">
        <Quote aria-hidden="true" className="size-5 text-primary" />
        <CardTitle className="text-base">Daily Inspiration</CardTitle>
      </CardHeader>
      <CardContent>
        <figure>
          <blockquote className="text-slate-800 italic">{quote.text}</blockquote>
          <figcaption className="mt-2 text-sm text-slate-600">— {quote.author}</figcaption>
        </figure>
      </CardContent>
    </Card>
  );
}
