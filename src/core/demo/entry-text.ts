import { SHORT_SLEEP_HOURS } from './daily-factors';
import type { DemoDay } from './demo-day';
import type { Random } from './random';

/** The short words a person writes in the journal, chosen to fit the day they describe. */

const FLARE = [
  'Flare started this afternoon. Heat pad and lying down helped a little.',
  'Bad flare day. Cancelled plans and stayed in.',
  'Pain spread from my lower back into my hip. Hard to sit.',
  'Still flaring. Took ibuprofen twice.',
  'Woke up stiff and it got worse through the day.',
];
const SHORT_NIGHT = [
  'Slept badly, awake from 4 a.m.',
  'Restless night, could not get comfortable.',
  'Only a few hours of sleep. Feeling it today.',
];
const STRESS = [
  'Stressful day at work, shoulders tight all afternoon.',
  'Deadline week. Neck is tense.',
  'Too much on my plate today.',
];
const GLUTEN = [
  'Had pasta at lunch.',
  'Pizza with friends tonight.',
  'Sandwiches for lunch again.',
];
const TRAVEL = ['Long car journey today.', 'Travelling, the hotel bed was too soft.'];
const WEATHER = ['Weather turned, storm coming in.', 'Rainy and grey. My joints feel it.'];
const GOOD = [
  'Good day overall. Managed a longer walk.',
  'Low pain today, got a lot done.',
  'Felt almost normal this morning.',
];
const ORDINARY = [
  'Usual background ache.',
  'Manageable day. Did my stretches.',
  'Some stiffness in the morning, eased by lunch.',
  'Tired in the evening but okay.',
];
const NIGHT = [
  'Pain keeping me awake.',
  'Woke up with a spasm in my lower back.',
  'Heat pad on, waiting for the ibuprofen to work.',
  'Cannot get comfortable in any position.',
];
const GRATITUDE = [
  'My partner cooked dinner.',
  'A sunny walk with the dog.',
  'A good chat with my sister.',
  'A quiet evening with a book.',
  'The new stretches from my physio.',
];
const REFLECTION = [
  'Pacing myself worked better today: short breaks every hour.',
  'I said no to something and did not feel guilty about it.',
  'Noticing that the mornings are the hardest part of the day.',
  'The breathing exercise took the edge off before bed.',
];
const EMOTIONS = {
  good: ['Calm', 'Hopeful', 'Content'],
  middling: ['Tired', 'Okay', 'Restless'],
  bad: ['Frustrated', 'Anxious', 'Low', 'Exhausted'],
};

/** A note for the day's journal, or null (most days have none). */
export function dayNote(day: DemoDay, random: Random): string | null {
  const { factors, weather, pain } = day;
  if (!random.chance(pain.flare ? 0.7 : 0.3)) return null;
  const fitting: string[][] = [];
  if (pain.flare) fitting.push(FLARE, FLARE);
  if (factors.sleepHours < SHORT_SLEEP_HOURS) fitting.push(SHORT_NIGHT);
  if (factors.stress >= 8) fitting.push(STRESS);
  if (factors.tags.includes('gluten')) fitting.push(GLUTEN);
  if (factors.tags.includes('travel')) fitting.push(TRAVEL);
  if (weather.pressureDrop) fitting.push(WEATHER);
  if (pain.pain <= 3) fitting.push(GOOD);
  if (!pain.flare) fitting.push(ORDINARY);
  return random.pick(random.pick(fitting));
}

export const nightNote = (random: Random): string | null =>
  random.chance(0.5) ? random.pick(NIGHT) : null;

export const gratitude = (random: Random): string | null =>
  random.chance(0.1) ? random.pick(GRATITUDE) : null;

export const reflection = (random: Random): string | null =>
  random.chance(0.08) ? random.pick(REFLECTION) : null;

export function emotionalState(pain: number, random: Random): string | null {
  if (!random.chance(0.3)) return null;
  return random.pick(pain <= 3 ? EMOTIONS.good : pain <= 6 ? EMOTIONS.middling : EMOTIONS.bad);
}
