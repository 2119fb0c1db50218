import {
  AlertTriangle,
  CalendarClock,
  Lightbulb,
  Link2,
  Repeat,
  type LucideIcon,
} from 'lucide-react';
import type { AiInsightType, AiSeverity } from '@core/analysis/types';
import { Badge } from '@client/components/ui/badge';
import { INSIGHT_TYPE_WORDS, SEVERITY_LOOK } from './figures';

export const INSIGHT_TYPE_ICONS: Record<AiInsightType, LucideIcon> = {
  pattern: Repeat,
  prediction: CalendarClock,
  recommendation: Lightbulb,
  correlation: Link2,
  warning: AlertTriangle,
};

export function InsightTypeBadge({ type }: { type: AiInsightType }) {
  const Icon = INSIGHT_TYPE_ICONS[type];
  return (
    <Badge variant="outline" className="gap-1">
      <Icon aria-hidden="true" className="size-3.5" />
      {INSIGHT_TYPE_WORDS[type]}
    </Badge>
  );
}

/** "High severity": the word always, the tint as a second signal. */
export function SeverityBadge({ severity }: { severity: AiSeverity }) {
  const look = SEVERITY_LOOK[severity];
  return (
    <Badge variant="secondary" className={look.className} data-severity={severity}>
      {look.word} severity
    </Badge>
  );
}
