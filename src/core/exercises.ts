import type { ExerciseId } from './exercise-ids';
import { painSeverity, severityLabel, type PainSeverity } from './pain-scale';

/** Spec document 1 section 3 "Exercise". Zod-free: the wellness page bundles this module. */
export type ExerciseType = 'breathing' | 'mindfulness' | 'cognitive' | 'grounding' | 'relaxation';
export type ExerciseDifficulty = 'beginner' | 'intermediate' | 'advanced';
/** Which current pain an exercise suits (spec section 9): any, or one severity of the pain scale. */
export type PainSuitability = 'any' | PainSeverity;

export interface Exercise {
  id: ExerciseId;
  title: string;
  description: string;
  type: ExerciseType;
  /** Minutes; the player's countdown starts at duration × 60 seconds. */
  duration: number;
  difficulty: ExerciseDifficulty;
  painLevel: PainSuitability;
  steps: readonly string[];
  benefits: readonly string[];
  /** Read aloud line by line in Audio Sessions. */
  audioScript: readonly string[];
}

export const EXERCISE_TYPE_LABELS: Record<ExerciseType, string> = {
  breathing: 'Breathing',
  mindfulness: 'Mindfulness',
  cognitive: 'Cognitive',
  grounding: 'Grounding',
  relaxation: 'Relaxation',
};

export const DIFFICULTY_LABELS: Record<ExerciseDifficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const SUITABILITY_LABELS: Record<PainSuitability, string> = {
  any: 'Any pain level',
  mild: severityLabel('mild'),
  moderate: severityLabel('moderate'),
  severe: severityLabel('severe'),
};

/** Spec section 9: exercise speech is slower and quieter than the voice's default. */
export const EXERCISE_SPEECH_RATE = 0.8;
export const EXERCISE_SPEECH_VOLUME = 0.7;

/** Spec section 9: with no entry yet, the wellness page assumes pain 5. */
export const DEFAULT_CURRENT_PAIN = 5;

/*
 * The content follows common practice in pain psychology (CBT, mindfulness-based stress
 * reduction, ACT). Every exercise invites the user to adapt it and to stop if it adds pain.
 */
export const EXERCISES: readonly Exercise[] = [
  {
    id: 'box-breathing',
    title: 'Box Breathing',
    description:
      'Breathe in a steady square rhythm (in, hold, out, hold) to calm your nervous system and ease the tension that tightens around pain.',
    type: 'breathing',
    duration: 5,
    difficulty: 'beginner',
    painLevel: 'any',
    steps: [
      'Sit or lie in the position that is most comfortable for your body right now. Support sore areas with pillows and let your shoulders drop.',
      'Breathe out gently through your mouth, letting your lungs empty without forcing.',
      'Breathe in slowly through your nose for a count of four, letting your belly rise.',
      'Hold your breath softly for a count of four. If holding feels uncomfortable, make the pause shorter.',
      'Breathe out slowly through your mouth for a count of four.',
      'Rest with your lungs empty for a count of four, then begin the next breath.',
      'Keep repeating the square. If you feel light-headed, shorten the counts or breathe normally for a while. When your mind drifts to the pain, notice it and return to counting.',
      'To finish, let your breathing find its own rhythm and notice how your body feels now.',
    ],
    benefits: [
      'Switches on the body’s relaxation response',
      'Can loosen muscle tension that adds to pain',
      'Gives an anxious mind something steady to follow',
      'Works anywhere, in any position',
    ],
    audioScript: [
      'Welcome. Find a position that feels as comfortable as possible for your body right now.',
      'Let your shoulders soften, and gently breathe all the air out.',
      'Breathe in through your nose. Two. Three. Four.',
      'Hold softly. Two. Three. Four.',
      'Breathe out through your mouth. Two. Three. Four.',
      'Rest with empty lungs. Two. Three. Four.',
      'Again. Breathe in. Two. Three. Four. Hold. Two. Three. Four.',
      'Breathe out. Two. Three. Four. And rest. Two. Three. Four.',
      'If you feel light-headed at any point, make the counts shorter, or simply breathe normally.',
      'Continue this square rhythm at your own pace. When thoughts or sensations pull you away, gently come back to the count.',
      'Now let your breath return to its natural rhythm. Notice any softening in your body. Well done.',
    ],
  },
  {
    id: 'body-scan',
    title: 'Body Scan Meditation',
    description:
      'Move your attention slowly through your body, noticing each sensation with curiosity rather than judgement, painful areas included.',
    type: 'mindfulness',
    duration: 15,
    difficulty: 'beginner',
    painLevel: 'any',
    steps: [
      'Lie down or sit supported. Close your eyes, or let your gaze rest softly on the floor.',
      'Take a few slow breaths and notice where your body touches the surface beneath you.',
      'Bring your attention to your feet and toes. Notice warmth, coolness, tingling, pressure, or nothing at all. Every answer is fine.',
      'Move your attention slowly up through your ankles, calves, knees and thighs, staying a few breaths with each area.',
      'Continue through your hips, lower back, belly, chest and upper back.',
      'When you reach an area of pain, notice its edges and shape, and whether it changes from moment to moment. Breathe towards it without trying to fix it. If it feels like too much, move your attention to a neutral place such as your hands.',
      'Move through your hands, arms, shoulders, neck, jaw and face, up to the top of your head.',
      'Finish by sensing your whole body breathing. Wiggle your fingers and toes before you open your eyes.',
    ],
    benefits: [
      'Helps you notice tension before it builds up',
      'Lets you meet pain as changing sensations rather than one solid block',
      'Encourages deep rest and can help with sleep',
      'Trains attention, making it easier to step back from worry',
    ],
    audioScript: [
      'Welcome to this body scan. Settle into a position where your body feels supported.',
      'Let your eyes close if that feels comfortable, and take a few slow breaths.',
      'Notice the places where your body meets the bed, the chair or the floor. Let them hold you.',
      'Bring your attention to your feet. Whatever you find there, warmth, tingling, pressure or nothing at all, simply notice it.',
      'Let your attention travel slowly up your legs: ankles, calves, knees, thighs.',
      'Now your hips and lower back. Breathe in, and as you breathe out, let this area soften if it can.',
      'Move to your belly and chest. Feel them rise and fall with each breath.',
      'If you meet pain, pause and notice it with curiosity. Where are its edges? Does it pulse, burn, ache, or shift? You do not need to change it.',
      'If the pain feels too strong to stay with, rest your attention on your hands or your breath instead. That is part of the practice too.',
      'Now your hands and arms, your shoulders, your neck.',
      'Let your jaw loosen. Let your forehead and the muscles around your eyes soften.',
      'Finally, sense your whole body, breathing as one.',
      'When you are ready, wiggle your fingers and toes, and gently open your eyes. Thank you for taking this time for yourself.',
    ],
  },
  {
    id: 'thought-challenging',
    title: 'Thought Challenging',
    description:
      'A CBT skill: catch an unhelpful thought about your pain, weigh the evidence, and find a more balanced way to see the situation.',
    type: 'cognitive',
    duration: 10,
    difficulty: 'intermediate',
    painLevel: 'any',
    steps: [
      'Think of a recent moment when your pain or mood got worse. Note the situation: where you were and what was happening.',
      'Write down the thought that went through your mind, word for word if you can, such as “This will never get better.”',
      'Name the feeling that came with it (fear, sadness, frustration, guilt) and rate how strong it was from 0 to 100.',
      'Look for thinking traps: expecting the worst, all-or-nothing thinking, guessing what others think, or harsh “should” statements.',
      'List the evidence that supports the thought, then the evidence that does not fit it. Include times you got through a flare before.',
      'Ask yourself what you would say to a friend who had this thought. Is there another way to see the situation?',
      'Write a more balanced thought that you can honestly believe, such as “Flares have eased before, and I have things that help.”',
      'Re-rate the feeling from 0 to 100 and notice any change, even a small one. Choose one helpful thing to do in the next hour.',
    ],
    benefits: [
      'Reduces catastrophising, which is linked to greater pain distress',
      'Eases the worry and low mood that often come with pain',
      'Builds a skill you can reach for during flares',
      'Helps you make decisions from balance rather than fear',
    ],
    audioScript: [
      'Welcome. For this exercise, you may like to have paper and a pen, or a notes app, nearby.',
      'Think of a recent moment when your pain or your mood got worse. Where were you, and what was happening?',
      'What thought went through your mind in that moment? Try to catch the exact words.',
      'What feeling came with that thought? Give it a name, and rate how strong it was, from zero to one hundred.',
      'Now look at the thought as if it were a guess, not a fact. Is it expecting the worst? Is it all or nothing?',
      'What evidence supports this thought? And what evidence does not quite fit?',
      'Remember a time when you got through something hard. What helped you then?',
      'If a friend told you this thought, what would you kindly say to them?',
      'Now put together a more balanced thought, one that is realistic and that you can believe.',
      'Read it back to yourself slowly. How strong is the feeling now, from zero to one hundred?',
      'Choose one small, helpful thing you could do in the next hour. Well done for practising this skill.',
    ],
  },
  {
    id: '5-4-3-2-1-grounding',
    title: '5-4-3-2-1 Grounding',
    description:
      'Use your five senses to anchor yourself in the present moment when pain or panic feels overwhelming.',
    type: 'grounding',
    duration: 5,
    difficulty: 'beginner',
    painLevel: 'severe',
    steps: [
      'Stay where you are, in whatever position is least painful. There is nothing to get right.',
      'Look around and name five things you can see. Take your time with each one: its colour, its shape, how the light falls on it.',
      'Notice four things you can feel: the weight of a blanket, the texture of your clothes, air on your skin, the surface holding you up.',
      'Listen for three things you can hear, near or far: traffic, a clock, your own breathing.',
      'Notice two things you can smell. If nothing comes, bring to mind two smells you like.',
      'Notice one thing you can taste, or take a sip of water and notice its taste.',
      'Take one slow breath. You are here, right now, and you have made it through the last few minutes.',
    ],
    benefits: [
      'Gives your mind something to hold when pain feels overwhelming',
      'Can interrupt panic and racing thoughts',
      'Needs no movement, equipment or special position',
      'Works within a few minutes, anywhere',
    ],
    audioScript: [
      'You are not alone in this moment. Stay in whatever position hurts least.',
      'Let us take a slow breath together. In. And out.',
      'Look around you, and find five things you can see. Name each one quietly to yourself.',
      'Now notice four things you can feel. Perhaps your clothes, the air on your skin, or the surface supporting you.',
      'Listen for three things you can hear. They might be close by, or far away.',
      'Notice two things you can smell. If nothing comes, think of two smells you enjoy.',
      'Notice one thing you can taste. A sip of water is fine.',
      'Take one more slow breath. You are here, right now. You have got through the last few minutes, and you can take the next ones one at a time.',
    ],
  },
  {
    id: 'progressive-relaxation',
    title: 'Progressive Muscle Relaxation',
    description:
      'Gently tense and release one muscle group at a time to learn the difference between tension and relaxation, and let tension go.',
    type: 'relaxation',
    duration: 20,
    difficulty: 'intermediate',
    painLevel: 'mild',
    steps: [
      'Lie down or sit supported. Tense each muscle group gently, at about half your strength and never to the point of pain. Skip any area that is sore or injured and simply let it relax instead.',
      'Feet: curl your toes gently for about five seconds, then release and notice the change for 10 to 15 seconds.',
      'Calves: gently draw your toes up towards your face, hold, then let go.',
      'Thighs and buttocks: squeeze gently, hold, and release.',
      'Hands and arms: make soft fists and bend your elbows, hold, then let your arms go loose.',
      'Shoulders: lift them gently towards your ears, hold, then let them drop.',
      'Face: scrunch your face softly, hold, then let your forehead, eyes and jaw soften.',
      'Finish by breathing slowly and scanning for any tension that is left. Let each breath out soften it a little more. Stop at any point if a movement increases your pain.',
    ],
    benefits: [
      'Teaches you to notice and release muscle tension',
      'Can ease tightness around painful areas',
      'Helps many people fall asleep',
      'Lowers stress and anxiety',
    ],
    audioScript: [
      'Welcome. Make yourself comfortable, lying down or sitting with support.',
      'Throughout this practice, tense gently, at about half your strength. If any area hurts, skip the tensing and just let it relax.',
      'Begin with your feet. Gently curl your toes. Hold. Two. Three. Four. Five. And release. Notice the difference.',
      'Now your calves. Draw your toes up towards you. Hold. And let go.',
      'Your thighs and buttocks. Squeeze gently. Hold. And release, letting your legs grow heavy.',
      'Your hands and arms. Make soft fists and bend your elbows. Hold. And let your arms go loose.',
      'Your shoulders. Lift them gently towards your ears. Hold. And let them drop.',
      'Your face. Scrunch it softly. Hold. And let your forehead, eyes and jaw soften.',
      'Now breathe slowly. With each breath out, let any remaining tension melt a little further.',
      'Rest here for a few moments, enjoying the feeling of relaxation. When you are ready, gently stretch and return. Well done.',
    ],
  },
  {
    id: 'pain-acceptance',
    title: 'Pain Acceptance Practice',
    description:
      'An ACT practice: make room for pain without fighting it, so more of your energy can go to what matters to you.',
    type: 'mindfulness',
    duration: 12,
    difficulty: 'advanced',
    painLevel: 'any',
    steps: [
      'Sit or lie comfortably and take a few slow breaths.',
      'Turn towards the pain with curiosity, as if noticing it for the first time. Where is it? How big is it? Does it have a temperature, a texture, a movement?',
      'Notice any urge to push the pain away, and any thoughts about it. Name them gently: “I’m having the thought that this is unbearable.”',
      'Imagine breathing in around the pain, making space for it the way you might make room for a guest you did not invite.',
      'You do not have to like the pain. See if you can allow it to be there for this breath, and then the next.',
      'Notice what else is here alongside the pain: sounds, your breath, parts of your body that feel neutral or comfortable.',
      'Think of something that matters to you, such as connection, creativity or caring for someone. Choose one small step towards it you could take today, with the pain coming along.',
      'Thank yourself for practising. Acceptance is a skill that grows with practice, not a feeling you need to have right now.',
    ],
    benefits: [
      'Eases the struggle with pain that adds to suffering',
      'Frees energy for the things you care about',
      'Draws on Acceptance and Commitment Therapy, which has research support in chronic pain',
      'Builds flexibility in how you respond to difficult moments',
    ],
    audioScript: [
      'Welcome. Settle into a comfortable position and take a few slow breaths.',
      'Gently turn your attention towards the pain. Not to change it, just to notice it.',
      'Where is it? How large is it? Does it have a shape, a temperature, a rhythm?',
      'Notice any thoughts that show up. You might say to yourself: I am having the thought that this is too much.',
      'Notice any urge to fight or escape the pain. That urge is understandable.',
      'As you breathe in, imagine your breath flowing around the pain, making a little more room for it.',
      'You do not have to like it or want it. Just see if you can let it be here, for this breath.',
      'Now widen your attention. What else is here? Sounds. The air. Parts of your body that feel okay.',
      'Bring to mind something that matters to you. A person, a place, an activity, a value.',
      'What is one small step towards it you could take today, even with the pain along for the ride?',
      'Take one last slow breath. Thank you for practising. Acceptance grows gently, one moment at a time.',
    ],
  },
];

export function exerciseById(id: string): Exercise | undefined {
  return EXERCISES.find((exercise) => exercise.id === id);
}

/**
 * Whether an exercise's suitability matches the current pain (spec section 9: mild at 3 or less,
 * moderate at 4 to 6, severe at 7 or more, the pain scale's severities).
 */
export function suitsPain(suitability: PainSuitability, painLevel: number): boolean {
  return suitability === 'any' || suitability === painSeverity(painLevel);
}

/** The Recommended tab: exercises suited to the current pain, in the built-in order. */
export function recommendExercises(
  painLevel: number,
  exercises: readonly Exercise[] = EXERCISES,
): Exercise[] {
  return exercises.filter((exercise) => suitsPain(exercise.painLevel, painLevel));
}

/**
 * Spec section 9: the current pain is the latest entry's pain level, or 5 with no entry.
 * Entries arrive oldest first, so the latest is the last one.
 */
export function currentPainLevel(entries: readonly { painLevel: number }[]): number {
  return entries.at(-1)?.painLevel ?? DEFAULT_CURRENT_PAIN;
}
