export interface Quote {
  text: string;
  author: string;
}

/**
 * Short encouraging quotes for the sidebar's daily card, chosen for people living with long
 * illness: patience, rest, small steps and hope rather than "push through the pain".
 */
export const DAILY_QUOTES: readonly Quote[] = [
  {
    text: 'Rivers know this: there is no hurry. We shall get there some day.',
    author: 'A. A. Milne',
  },
  {
    text: 'Although the world is full of suffering, it is also full of the overcoming of it.',
    author: 'Helen Keller',
  },
  {
    text: '“Hope” is the thing with feathers that perches in the soul.',
    author: 'Emily Dickinson',
  },
  {
    text: 'Be patient toward all that is unsolved in your heart and try to love the questions themselves.',
    author: 'Rainer Maria Rilke',
  },
  {
    text: 'Let everything happen to you: beauty and terror. Just keep going. No feeling is final.',
    author: 'Rainer Maria Rilke',
  },
  { text: 'Fall seven times, stand up eight.', author: 'Japanese proverb' },
  { text: 'The best way out is always through.', author: 'Robert Frost' },
  {
    text: 'In three words I can sum up everything I’ve learned about life: it goes on.',
    author: 'Robert Frost',
  },
  {
    text: 'In the depth of winter, I finally learned that within me there lay an invincible summer.',
    author: 'Albert Camus',
  },
  {
    text: 'Courage doesn’t always roar. Sometimes courage is the quiet voice at the end of the day saying, “I will try again tomorrow.”',
    author: 'Mary Anne Radmacher',
  },
  {
    text: 'You gain strength, courage and confidence by every experience in which you really stop to look fear in the face.',
    author: 'Eleanor Roosevelt',
  },
  { text: 'You must do the thing you think you cannot do.', author: 'Eleanor Roosevelt' },
  { text: 'Do what you can, with what you have, where you are.', author: 'Theodore Roosevelt' },
  { text: 'Adopt the pace of nature: her secret is patience.', author: 'Ralph Waldo Emerson' },
  { text: 'Rest is not idleness.', author: 'John Lubbock' },
  {
    text: 'Almost everything will work again if you unplug it for a few minutes, including you.',
    author: 'Anne Lamott',
  },
  {
    text: 'There is a crack in everything, that’s how the light gets in.',
    author: 'Leonard Cohen',
  },
  {
    text: 'Our greatest glory is not in never falling, but in rising every time we fall.',
    author: 'Oliver Goldsmith',
  },
  {
    text: 'I am not afraid of storms, for I am learning how to sail my ship.',
    author: 'Louisa May Alcott',
  },
  { text: 'Be kind, for everyone you meet is fighting a hard battle.', author: 'Ian Maclaren' },
  { text: 'Start where you are. Use what you have. Do what you can.', author: 'Arthur Ashe' },
  { text: 'The darkest hour has only sixty minutes.', author: 'Morris Mandel' },
  { text: 'And now that you don’t have to be perfect, you can be good.', author: 'John Steinbeck' },
  {
    text: 'When we are no longer able to change a situation, we are challenged to change ourselves.',
    author: 'Viktor E. Frankl',
  },
  {
    text: 'We must accept finite disappointment, but never lose infinite hope.',
    author: 'Martin Luther King Jr.',
  },
  { text: 'Take rest; a field that has rested gives a bountiful crop.', author: 'Ovid' },
  {
    text: 'Be gentle with yourself. You are a child of the universe, no less than the trees and the stars.',
    author: 'Max Ehrmann',
  },
  {
    text: 'The sun himself is weak when he first rises, and gathers strength and courage as the day gets on.',
    author: 'Charles Dickens',
  },
  {
    text: 'Hope is a good thing, maybe the best of things, and no good thing ever dies.',
    author: 'Stephen King',
  },
  { text: 'Little by little, one travels far.', author: 'Spanish proverb' },
  { text: 'No winter lasts forever; no spring skips its turn.', author: 'Hal Borland' },
  {
    text: 'You can’t calm the storm, so stop trying. What you can do is calm yourself. The storm will pass.',
    author: 'Timber Hawkeye',
  },
  {
    text: 'Feelings come and go like clouds in a windy sky. Conscious breathing is my anchor.',
    author: 'Thich Nhat Hanh',
  },
  { text: 'Smile, breathe and go slowly.', author: 'Thich Nhat Hanh' },
  {
    text: 'The oak fought the wind and was broken, the willow bent when it must and survived.',
    author: 'Robert Jordan',
  },
  { text: 'Turn your face to the sun and the shadows fall behind you.', author: 'Māori proverb' },
  { text: 'Sometimes even to live is an act of courage.', author: 'Seneca' },
  { text: 'He who has a why to live can bear almost any how.', author: 'Friedrich Nietzsche' },
  {
    text: 'Hope is itself a species of happiness, and, perhaps, the chief happiness which this world affords.',
    author: 'Samuel Johnson',
  },
  {
    text: 'I can be changed by what happens to me. But I refuse to be reduced by it.',
    author: 'Maya Angelou',
  },
  {
    text: 'Self-care is never a selfish act — it is simply good stewardship of the only gift I have.',
    author: 'Parker J. Palmer',
  },
  {
    text: 'Caring for myself is not self-indulgence, it is self-preservation.',
    author: 'Audre Lorde',
  },
  {
    text: 'Within you there is a stillness and a sanctuary to which you can retreat at any time and be yourself.',
    author: 'Hermann Hesse',
  },
  {
    text: 'All we have to decide is what to do with the time that is given us.',
    author: 'J. R. R. Tolkien',
  },
  { text: 'Tomorrow is a new day with no mistakes in it yet.', author: 'L. M. Montgomery' },
  { text: 'Hope is the only bee that makes honey without flowers.', author: 'Robert G. Ingersoll' },
  {
    text: 'Perseverance is not a long race; it is many short races one after the other.',
    author: 'Walter Elliot',
  },
  {
    text: 'A bird doesn’t sing because it has an answer, it sings because it has a song.',
    author: 'Joan Walsh Anglund',
  },
  { text: 'Our patience will achieve more than our force.', author: 'Edmund Burke' },
  {
    text: 'Have patience with all things, but first of all with yourself.',
    author: 'Saint Francis de Sales',
  },
  {
    text: 'Be not afraid of growing slowly, be afraid only of standing still.',
    author: 'Chinese proverb',
  },
  { text: 'A smooth sea never made a skilled sailor.', author: 'English proverb' },
];

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** 1 for 1 January, up to 365 or 366, from the date's local calendar day. */
export function dayOfYear(date: Date): number {
  const today = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const startOfYear = Date.UTC(date.getFullYear(), 0, 1);
  return Math.round((today - startOfYear) / MS_PER_DAY) + 1;
}

/** The same quote all day (in the viewer's local calendar), a different one the next day. */
export function quoteOfTheDay(date: Date): Quote {
  const index = (dayOfYear(date) - 1) % DAILY_QUOTES.length;
  // DAILY_QUOTES is a non-empty constant, so the index is always in range.
  return DAILY_QUOTES[index] as Quote;
}
