import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@client/components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

export interface PlanCardProps {
  id: string;
  title: string;
  description: string;
  /** "$9.99", "$0". */
  price: string;
  /** "month", "year"; read out as "per month". */
  period: string;
  features: readonly string[];
  /** Markers beside the title: "Most Popular", "Current plan", "Included". */
  badges?: readonly string[];
  /** A line under the price, such as the annual saving. */
  note?: ReactNode;
  /** The raised look of the plan the page recommends. */
  featured?: boolean;
  /** The card's button or its words about how to get the plan. */
  footer?: ReactNode;
}

/** One plan: name, price, features and what can be done about it. */
export function PlanCard({
  id,
  title,
  description,
  price,
  period,
  features,
  badges = [],
  note,
  featured = false,
  footer,
}: PlanCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      data-testid={`plan-${id}`}
      className={cn('flex flex-col', featured && 'border-2 border-primary shadow-md')}
    >
      <CardHeader>
        {badges.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {badges.map((badge) => (
              <Badge
                key={badge}
                variant="tint"
                className={
                  badge === 'Most Popular'
                    ? 'bg-primary text-white'
                    : 'bg-primary-soft text-primary ring-1 ring-primary'
                }
              >
                {badge}
              </Badge>
            ))}
          </div>
        ) : null}
        <CardTitle id={headingId} className="text-xl">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
        <p className="mt-2 flex items-baseline gap-1 text-slate-900">
          <span className="text-4xl font-bold tracking-tight">{price}</span>
          <span aria-hidden="true" className="text-base text-slate-600">
            /{period}
          </span>
          <span className="sr-only">per {period}</span>
        </p>
        {note}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <ul aria-label={`${title} features`} className="flex flex-col gap-2">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-slate-700">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              {feature}
            </li>
          ))}
        </ul>
        {footer ? <div className="mt-auto flex flex-col gap-2">{footer}</div> : null}
      </CardContent>
    </Card>
  );
}
