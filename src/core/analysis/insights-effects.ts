import { effectConfidence, severityFromRho } from './confidence';
import { NUMERIC_FACTORS, SHORT_NIGHT_FACTOR } from './factors';
import type { AiInsight, FactorEffect } from './types';

/**
 * Insights from the tested factor effects: only significant ones (q < 0.05) become insights.
 * One a factor can do something about, in the direction that helps (more sleep with less pain,
 * stress with more, a tag or trigger with more, an activity with less), is a recommendation;
 * the rest are correlations. The advice is ours: cautious, practical, and never a change of
 * treatment without the clinician.
 */

type Draft = Omit<AiInsight, 'timeframe' | 'generatedAt'>;

const MAX_EFFECT_INSIGHTS = 5;
/** What tends to come with pain rather than before it. */
const COMPANIONS: readonly string[] = ['mood', 'energy', 'symptom'];
/** Factors people can act on come first among insights; symptoms, mood and energy last. */
const GROUP_ORDER = ['sleep', 'stress', 'medication', 'activity', 'trigger', 'tag', 'weather'];

/** "gluten" of "Tag: gluten"; a name without a kind ("Nights under 6 hours") as it is. */
const shortName = (effect: FactorEffect) => effect.factor.replace(/^[A-Z][a-z]+: /, '');
const factorId = (effect: FactorEffect) => effect.key.slice(0, effect.key.lastIndexOf(':'));

/**
 * Which way of the factor people aim for: more sleep, fewer short nights, less stress, doses
 * taken, activities kept, tags and triggers avoided. An effect "helps" when moving that way
 * goes with less pain.
 */
function aimsHigher(effect: FactorEffect): boolean {
  if (effect.key.startsWith(`${SHORT_NIGHT_FACTOR.id}:`)) return false;
  return effect.group === 'sleep' || effect.group === 'medication' || effect.group === 'activity';
}

const helps = (effect: FactorEffect) => (aimsHigher(effect) ? effect.rho < 0 : effect.rho > 0);

function title(effect: FactorEffect): string {
  const direction = effect.rho > 0 ? 'more' : 'less';
  if (effect.key.startsWith(`${SHORT_NIGHT_FACTOR.id}:`)) {
    return `Short nights, ${direction} pain the day after`;
  }
  if (effect.kind === 'yesno') return `"${shortName(effect)}" days: ${direction} pain`;
  const factor = NUMERIC_FACTORS.find((item) => item.id === factorId(effect));
  return `${factor?.higher ?? effect.factor} goes with ${direction} pain`;
}

const SLEEP_ADVICE = [
  'Aim for a regular bedtime and wake time, even after a bad night.',
  'Wind down without screens for the last half hour before bed.',
  'If short or poor nights are common, ask your clinician about sleep support.',
];
const STRESS_ADVICE = [
  'Try a breathing or relaxation exercise from Wellness on high-stress days.',
  'Where you can, plan a lighter day after a stressful one.',
  'If stress is often high, talking to your clinician or a counsellor can help.',
];
const MEDICATION_ADVICE = [
  'Reminders in Settings can help you take scheduled doses on time.',
  'Never change a prescribed dose without talking to your prescriber.',
];
const WEATHER_ADVICE = [
  'You cannot change the weather, but you can plan around it: pace yourself on days like these.',
  'Keep warm and keep moving gently when the weather turns.',
];
const MOOD_ADVICE = [
  'Pain, mood and energy often move together; gentle activity and time with people you trust can help.',
  'If low mood lasts more than two weeks, talk to your clinician.',
];

/** The recommendation for an effect that helps when acted on, else null. */
function actionable(effect: FactorEffect): string[] | null {
  if (!helps(effect)) return null;
  const name = shortName(effect);
  switch (effect.group) {
    case 'sleep':
      return SLEEP_ADVICE;
    case 'stress':
      return STRESS_ADVICE;
    case 'medication':
      return MEDICATION_ADVICE;
    case 'activity':
      return [
        `Keep "${name}" in your week if it feels right, and pace it on bad days.`,
        'Build activity up gradually; a physiotherapist can help you plan it.',
      ];
    case 'tag':
    case 'trigger':
      return [
        `Keep noting "${name}" so the picture gets clearer.`,
        `Discuss "${name}" with your clinician before cutting anything out.`,
      ];
    default:
      return null;
  }
}

function correlationAdvice(effect: FactorEffect): string[] {
  const name = shortName(effect);
  switch (effect.group) {
    case 'weather':
      return WEATHER_ADVICE;
    case 'mood':
    case 'energy':
      return MOOD_ADVICE;
    case 'symptom':
      return [`"${name}" tends to come with higher pain: your reports show it to your clinician.`];
    case 'activity':
      return [`Notice how you feel during and after "${name}": breaks and pacing may help.`];
    default:
      return ['Keep logging: more days make this clearer.'];
  }
}

function analysis(effect: FactorEffect, tested: number): string {
  const figures =
    effect.kind === 'yesno'
      ? `Days with it averaged ${effect.meanWith}/10 and days without ${effect.meanWithout}/10 (${effect.daysWith} and ${effect.daysWithout} days).`
      : `Spearman's rank correlation is ${effect.rho.toFixed(2)} over ${effect.n} days.`;
  return `${effect.description} ${figures} A permutation test gives p = ${effect.pValue}; after correcting for the ${tested} factors tested in this period, q = ${effect.qValue}, below 0.05, so it is unlikely to be chance. It shows that the two go together in your entries, not that one causes the other.`;
}

export function effectInsights(effects: readonly FactorEffect[]): Draft[] {
  const rank = (effect: FactorEffect) => {
    const index = GROUP_ORDER.indexOf(effect.group);
    return index < 0 ? GROUP_ORDER.length : index;
  };
  return effects
    .filter((effect) => effect.significant)
    .sort((a, b) => rank(a) - rank(b) || Math.abs(b.rho) - Math.abs(a.rho))
    .slice(0, MAX_EFFECT_INSIGHTS)
    .map((effect) => {
      const advice = actionable(effect);
      return {
        id: `${advice ? 'recommendation' : 'correlation'}:${effect.key}`,
        type: advice ? 'recommendation' : 'correlation',
        title: title(effect),
        description: effect.description,
        confidence: effectConfidence(effect.n, effect.qValue),
        // What comes with pain (mood, energy, symptoms) is worth knowing but not a finding to
        // act on: never above low.
        severity: COMPANIONS.includes(effect.group) ? 'low' : severityFromRho(effect.rho),
        category: effect.group,
        dataPoints: effect.n,
        dataUnit: 'days',
        actionable: advice !== null,
        recommendations: advice ?? correlationAdvice(effect),
        relatedFactors: [effect.factor],
        accuracy: null,
        analysis: analysis(effect, effects.length),
      } satisfies Draft;
    });
}
