import type { LucideIcon } from 'lucide-react';
import { ClipboardList, Stethoscope, TrendingUp } from 'lucide-react';
import { REPORT_KINDS, REPORT_TITLES, type ReportKind } from '@core/report/kinds';

/** The three report cards (spec section 2): each one's title, icon and what it contains. */
export interface ReportKindCard {
  kind: ReportKind;
  title: string;
  icon: LucideIcon;
  summary: string;
  contents: readonly string[];
}

const DETAILS: Record<ReportKind, Omit<ReportKindCard, 'kind' | 'title'>> = {
  provider: {
    icon: Stethoscope,
    summary: 'A clear summary to bring to your next appointment.',
    contents: [
      'Pain pattern analysis',
      'Medication tracking',
      'Sleep-pain correlations',
      'Clinical recommendations',
      'Professional formatting',
    ],
  },
  insurance: {
    icon: ClipboardList,
    summary: 'A factual, dated record for claims and applications.',
    contents: [
      'Chronological pain logs',
      'Impact on daily activities',
      'Treatment compliance',
      'Functional limitations',
      'Legal-friendly format',
    ],
  },
  progress: {
    icon: TrendingUp,
    summary: 'For you: how things have gone, and what to aim for next.',
    contents: [
      'Progress visualization',
      'Achievement tracking',
      'Trend analysis',
      'Goal monitoring',
      'Motivational insights',
    ],
  },
};

export const REPORT_KIND_CARDS: readonly ReportKindCard[] = REPORT_KINDS.map((kind) => ({
  kind,
  title: REPORT_TITLES[kind],
  ...DETAILS[kind],
}));
