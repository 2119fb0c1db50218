/** What the daily journal offers: goals, quotes and reflection prompts (spec document 1 section 3). */

export interface Goal {
  key: string;
  label: string;
}

/** Six goals exist; the journal shows the first three. They live only on the page. */
export const GOALS: readonly Goal[] = [
  { key: 'stretching', label: 'Gentle stretching' },
  { key: 'hydration', label: 'Drink enough water' },
  { key: 'meditation', label: 'A few minutes of meditation' },
  { key: 'movement', label: 'Some gentle movement' },
  { key: 'medication', label: 'Take medication on time' },
  { key: 'rest', label: 'Rest when I need to' },
];
export const GOALS_SHOWN = 3;

export const JOURNAL_QUOTES: readonly { text: string; author: string }[] = [
  {
    text: 'You are braver than you believe, stronger than you seem, and smarter than you think.',
    author: 'A. A. Milne',
  },
  { text: 'Rest when you are weary. Refresh and renew yourself.', author: 'Ralph Marston' },
  {
    text: 'Healing is a matter of time, but it is sometimes also a matter of opportunity.',
    author: 'Hippocrates',
  },
  { text: 'One small crack does not mean that you are broken.', author: 'Linda Poindexter' },
  {
    text: 'Courage does not always roar. Sometimes it is the quiet voice at the end of the day saying, "I will try again tomorrow."',
    author: 'Mary Anne Radmacher',
  },
];

export const REFLECTION_PROMPTS: readonly string[] = [
  'What is one thing that brought you comfort today?',
  'What helped your pain feel more manageable today?',
  'What is something your body did well today?',
  'Who or what are you grateful for right now?',
  'What would you like to tell your future self about today?',
  'What is one small thing you can do for yourself tomorrow?',
  'When did you feel most at ease today?',
  'What did you learn about your pain or your limits today?',
];

/** A random pick, with the random source passed in so it can be tested. */
export function pickOne<T>(items: readonly T[], random: () => number = Math.random): T {
  const index = Math.min(items.length - 1, Math.floor(random() * items.length));
  return items[index] as T;
}
