/** The Insight shape (spec document 1 section 3). */

export type InsightType = 'pattern' | 'recommendation' | 'achievement';
export type InsightPriority = 'low' | 'medium' | 'high';
export type InsightCategory =
  'data' | 'trends' | 'sleep' | 'stress' | 'medication' | 'weather' | 'activity' | 'achievement';

export interface Insight {
  /** Fixed per rule ("pain-trend", "sleep-correlation", ...) so React keys stay stable. */
  id: string;
  type: InsightType;
  title: string;
  description: string;
  /** True when the description suggests something the user can do. */
  actionable: boolean;
  priority: InsightPriority;
  category: InsightCategory;
  /** The unrounded figures behind the text, for charts or a closer look. */
  data?: Record<string, number | string>;
  /** ISO timestamp of the run that produced it. */
  generatedAt: string;
}

/** A rule's finding before the run stamps it with `generatedAt`. */
export type Finding = Omit<Insight, 'generatedAt'>;
