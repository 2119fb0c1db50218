/**
 * The four education articles of the Resources tab (spec document 1 section 2: read times of
 * 10, 8, 12 and 15 minutes). Written for Cairn in plain language from widely taught pain
 * self-management: pain science education, CBT for insomnia, activity pacing and flare planning.
 * They inform and do not replace a clinician's advice. The client loads this module only when
 * the Resources tab opens.
 */

export interface ArticleSection {
  heading: string;
  paragraphs: readonly string[];
  /** A short list shown after the paragraphs. */
  points?: readonly string[];
}

export interface EducationArticle {
  id: string;
  title: string;
  summary: string;
  readMinutes: number;
  sections: readonly ArticleSection[];
}

export const EDUCATION_ARTICLES: readonly EducationArticle[] = [
  {
    id: 'understanding-chronic-pain',
    title: 'Understanding Chronic Pain: The Pain–Brain Connection',
    summary:
      'Why pain can continue after tissues have healed, what turns the “volume” of pain up and down, and why that understanding opens doors.',
    readMinutes: 10,
    sections: [
      {
        heading: 'Pain is a protector',
        paragraphs: [
          'Pain can feel as if it comes straight from the body part that hurts, but every pain you feel is produced by your nervous system as a whole. Nerves in your tissues detect possible danger, such as heat, pressure or inflammation, and send signals to the spinal cord and brain. The brain then weighs those signals against everything else it knows: your memories, your mood, what is happening around you and what you believe the sensation means. If it concludes that you need protecting, it produces pain.',
          'This is why the same bump can hurt more on a stressful day than on a relaxed one, and why soldiers and athletes sometimes feel little pain from serious injuries until later. Pain is a real experience every time. It is not “all in your head”, but your head is always involved.',
        ],
      },
      {
        heading: 'When pain outlasts healing',
        paragraphs: [
          'Pain that lasts longer than about three months is called chronic or persistent pain. Most tissues heal within weeks to months, yet pain can carry on long after. In many people with chronic pain the nervous system itself has changed: it has become more sensitive, a process researchers call central sensitisation.',
          'A helpful picture is a house alarm whose sensitivity has been turned up. It now goes off for a cat walking past, not just for a burglar. In the same way, a sensitised nervous system can produce pain from movements or touch that would not normally hurt, pain can spread beyond the original area, and it can last longer once it starts. These are measurable changes in how nerves and the brain handle signals. They are not imagined, and they are not a sign of weakness.',
        ],
      },
      {
        heading: 'Hurt does not always mean harm',
        paragraphs: [
          'With acute pain, such as a sprained ankle, more pain usually means more damage. With chronic pain that link becomes loose. A flare-up often reflects an overprotective nervous system rather than fresh injury, and scans frequently show little that explains how much someone hurts.',
          'Knowing this can make it feel safer to move, rest and live with less fear. It does not mean every pain should be ignored. New symptoms, or pain that is very different from your usual pattern, deserve a check with your clinician.',
        ],
      },
      {
        heading: 'What turns the volume up, and down',
        paragraphs: [
          'Because the brain weighs so many inputs, many everyday factors can make pain louder or quieter. None of them is your fault, and many of them can be changed a little at a time.',
        ],
        points: [
          'Often turns pain up: poor sleep, stress and worry, fear of movement, long periods of inactivity, low mood, loneliness, and feeling disbelieved.',
          'Often turns pain down: restful sleep, gentle regular movement, feeling safe and understood, slow breathing and relaxation, absorbing activities, time with people you like, and understanding how pain works.',
        ],
      },
      {
        heading: 'The pain cycle',
        paragraphs: [
          'Chronic pain often sets off cycles that keep it going. Pain leads to doing less; doing less weakens muscles and reduces stamina, so activity hurts sooner. Pain also brings worry and tension; tension and poor sleep sensitise the nervous system further. Low mood makes everything feel heavier.',
          'The encouraging side of a cycle is that it can be loosened at any point. Better sleep, a little more movement, a calmer breath or a kinder thought each weakens one link, and the effects add up.',
        ],
      },
      {
        heading: 'What this means for you',
        paragraphs: [
          'Your nervous system is adaptable. The same ability to change that made it more sensitive also allows it to settle, although this usually takes weeks to months of steady practice rather than days. Studies of pain science education suggest that understanding pain in this way can reduce fear and help people become more active.',
          'Most people do best with several approaches together: medical care, paced activity and exercise, good sleep, and psychological skills such as the exercises on this page. Your journal can help you spot what turns your own pain up and down, which makes conversations with your care team more specific and more useful.',
        ],
      },
    ],
  },
  {
    id: 'sleep-and-pain',
    title: 'Sleep and Pain: Breaking the Cycle',
    summary:
      'Pain disturbs sleep and poor sleep makes pain worse. Practical steps, drawn from CBT for insomnia, to get more rest from your nights.',
    readMinutes: 8,
    sections: [
      {
        heading: 'A two-way street',
        paragraphs: [
          'Most people living with chronic pain also struggle with sleep. Pain makes it harder to get comfortable, to fall asleep and to stay asleep. In the other direction, a poor night lowers the next day’s tolerance for pain and makes stress and low mood harder to manage. Studies suggest that a bad night often predicts more pain the next day, sometimes more strongly than pain predicts a bad night.',
          'That means sleep is not only a symptom to put up with. It is one of the most useful places to intervene.',
        ],
      },
      {
        heading: 'Keep your body clock steady',
        paragraphs: [
          'Your body clock works best with regular signals. Getting up at the same time every day, including weekends and after a poor night, is one of the strongest of them. Daylight soon after waking helps set the clock, even on a cloudy day or by a window.',
          'Naps can help on difficult days, but long or late naps borrow from the night. If you nap, keep it to about 20 to 30 minutes and finish by mid-afternoon.',
        ],
      },
      {
        heading: 'Make the bed a place for sleep',
        paragraphs: [
          'Lying awake in bed for long stretches can teach the brain that bed is a place for tossing, turning and worrying. If you have been awake for what feels like 20 minutes or so and are getting frustrated, get up if you can, go somewhere comfortable with dim light, and do something quiet until you feel sleepy again. If getting up is too painful, change what you are doing instead: sit up, listen to something calm, or practise a breathing exercise.',
          'Try to keep screens, work and difficult conversations out of the bedroom, so that bed becomes linked with rest.',
        ],
      },
      {
        heading: 'Wind down on purpose',
        paragraphs: ['Give yourself 30 to 60 minutes to shift gear before bed.'],
        points: [
          'Dim the lights and put phones and laptops aside.',
          'Try a body scan, box breathing or progressive muscle relaxation.',
          'Avoid caffeine after midday; it stays in the body for many hours.',
          'Alcohol may help you doze off but breaks up sleep later in the night.',
          'Write tomorrow’s worries on paper so your mind does not have to hold them.',
        ],
      },
      {
        heading: 'Comfort at night',
        paragraphs: [
          'Small changes in position can ease night pain. Lying on your side with a pillow between your knees, or on your back with a pillow under them, takes strain off the lower back and hips. A cooler, darker, quieter room helps most people sleep more deeply.',
          'If you take pain medication, ask your clinician or pharmacist whether the timing of your doses could better cover the night. Pacing your day also matters: both an overly busy day and a very inactive one can make pain louder at bedtime.',
        ],
      },
      {
        heading: 'When pain wakes you',
        paragraphs: [
          'Try not to check the clock: working out how little sleep is left adds alarm to pain. Use a grounding or breathing exercise and remind yourself that quiet rest still helps your body, even when sleep does not come straight away.',
        ],
      },
      {
        heading: 'When to talk to your clinician',
        paragraphs: [
          'Some sleep problems need their own treatment. Cognitive behavioural therapy for insomnia (CBT-I) is the recommended first treatment for long-lasting insomnia and works for people with chronic pain too; ask whether it is available to you, in person or online.',
        ],
        points: [
          'Loud snoring, gasping or pauses in breathing during sleep.',
          'An urge to move your legs that keeps you awake.',
          'Trouble sleeping on most nights for three months or more.',
          'Low mood, or sleep problems that began with a new medication.',
        ],
      },
    ],
  },
  {
    id: 'pacing-and-activity',
    title: 'Pacing: Doing More Without Paying for It Later',
    summary:
      'How to step out of the boom-and-bust cycle by finding your baseline, working to time instead of pain, and building up gradually.',
    readMinutes: 12,
    sections: [
      {
        heading: 'The boom-and-bust cycle',
        paragraphs: [
          'On a good day it is natural to catch up on everything that has waited: the washing, the garden, a long walk with a friend. Often the price comes later that evening or the next day, as a flare that forces several days of rest. During those days stamina fades, so the next good day ends in a flare even sooner.',
          'Over months this boom-and-bust pattern can shrink the life someone is able to live. It is extremely common, and it is not a failure of willpower. It is what happens when pain, rather than a plan, decides when to stop.',
        ],
      },
      {
        heading: 'What pacing is',
        paragraphs: [
          'Pacing means doing regular, planned amounts of activity that you can manage on good days and bad days alike, then building up slowly. The aim is not to do less forever. It is to become steadier, so that your overall activity can grow without repeated flares.',
          'Pacing applies to physical activities such as walking, standing, cleaning and gardening, and also to sitting, screen work, social time and concentration.',
        ],
      },
      {
        heading: 'Step 1: Find your baseline',
        paragraphs: [
          'Choose one activity that tends to trigger flares. For a few days, note how long you can do it before your pain rises noticeably. Use an ordinary day, not your best or worst.',
          'Take the average and set your starting point a little below it; many pain programmes suggest about 80 percent. If you can usually walk for 10 minutes before the pain climbs, your baseline might be 8 minutes. It should feel almost too easy. That is the point: it must be possible on a bad day too.',
        ],
      },
      {
        heading: 'Step 2: Work to time, not to pain',
        paragraphs: [
          'Use a timer, and stop when it goes off, even if you feel you could carry on. Stopping while you still feel fine is the heart of pacing, and the hardest part on good days. After a break, you can often return to the same task or switch to a different one.',
          'Changing position regularly also counts as pacing. Alternate sitting, standing and moving rather than holding one position until it hurts.',
        ],
      },
      {
        heading: 'Step 3: Break tasks into pieces',
        paragraphs: ['Large tasks become manageable when they are split up and spread out.'],
        points: [
          'Clean one room a day instead of the whole home at once.',
          'Alternate heavier and lighter tasks, and physical with sitting tasks.',
          'Plan rest breaks before you need them, not after the pain arrives.',
          'Sit for tasks you usually stand for, such as ironing or preparing vegetables.',
          'Ask for help, or use tools such as trolleys and long-handled grabbers, without guilt.',
        ],
      },
      {
        heading: 'Step 4: Build up gradually',
        paragraphs: [
          'Once your baseline feels manageable for a week or two, increase it by a small amount, often about 10 percent. Eight minutes of walking becomes nine. Small steps add up: over a few months they can double what you are able to do, without the crashes.',
          'Setbacks are part of the process. After a flare, return to a level you can manage, perhaps your previous step, and build up again from there rather than starting from zero.',
        ],
      },
      {
        heading: 'The four Ps: plan your week',
        paragraphs: [
          'Occupational therapists often teach four Ps. Prioritise: what really needs doing, and what could wait or be shared? Plan: spread demanding tasks across the week rather than stacking them on one day. Pace: use your baselines and breaks. Position: set up tasks so your body is supported and not strained.',
          'Make sure your plan includes things you enjoy, not only chores. Pleasure and connection are not luxuries; they help to quieten pain and protect mood.',
        ],
      },
      {
        heading: 'Good days and bad days',
        paragraphs: [
          'On good days, stay close to your plan and resist the urge to catch up. On bad days, try a smaller version of your plan rather than stopping completely; complete bed rest usually makes stiffness and weakness worse. Some gentle movement and a short exercise from this page are often possible even on hard days.',
          'Your journal can show how activity, pain and rest connect over time. Looking back over a few weeks often reveals patterns that are hard to notice day by day, and that makes it easier to set your baselines realistically.',
        ],
      },
    ],
  },
  {
    id: 'clinician-and-flare-plan',
    title: 'Talking With Your Clinician and Planning for Flares',
    summary:
      'How to prepare for appointments, describe your pain clearly, agree goals, and write a flare plan, plus the warning signs that need urgent care.',
    readMinutes: 15,
    sections: [
      {
        heading: 'Before the appointment',
        paragraphs: [
          'Appointments are often short, and pain can make it hard to think clearly on the day. A little preparation helps you use the time well.',
        ],
        points: [
          'Write down the two or three things that matter most to you, in order.',
          'Bring your pain journal or a report from Cairn, so you do not have to rely on memory.',
          'List every medication you take, including over-the-counter products and supplements, with doses and how well each one works.',
          'Note what you have already tried, what helped and what did not.',
          'Consider bringing someone you trust to listen and take notes.',
        ],
      },
      {
        heading: 'Describing your pain',
        paragraphs: [
          'Clinicians find it useful to hear about several sides of pain, not only a number. Think about where it is and whether it spreads; what it feels like (aching, burning, stabbing, throbbing, tingling or electric); how strong it is at its best, worst and on average; when it happens and how long it lasts; and what makes it better or worse.',
          'Just as important is what pain stops you from doing. “I can no longer sit through my child’s football match” or “I wake three times a night” tells your clinician far more than “it’s a seven”. Changes in function are often the clearest way to judge whether a treatment is working.',
        ],
      },
      {
        heading: 'Setting goals together',
        paragraphs: [
          'With chronic pain, treatments rarely remove pain entirely, so it helps to agree goals about living well alongside it. Good goals are specific and achievable: walking to the local shop twice a week, returning to work part-time, or sleeping through more nights. Share what matters most to you, because the right plan depends on your priorities.',
        ],
      },
      {
        heading: 'Questions you might ask',
        paragraphs: ['You are entitled to understand your care. Questions like these can help:'],
        points: [
          'What do you think is causing or maintaining my pain?',
          'What are my options, including treatments that do not involve medication?',
          'What benefits and side effects should I expect, and how soon?',
          'How long should I try this before we decide whether it helps?',
          'What should I do if it does not help, or makes things worse?',
          'Could a physiotherapist, psychologist or pain clinic help me?',
        ],
      },
      {
        heading: 'Reviewing medications',
        paragraphs: [
          'Medications deserve a regular review: are they still helping, and are side effects such as drowsiness, constipation or low mood worth the benefit? Ask before stopping or changing any medication. Some, including opioids, gabapentinoids and several antidepressants, can cause withdrawal effects or rebound pain if stopped suddenly and need to be reduced gradually with guidance.',
          'Keep medications stored safely and out of reach of children, and ask your pharmacist before combining them with over-the-counter remedies or alcohol.',
        ],
      },
      {
        heading: 'Writing a flare plan',
        paragraphs: [
          'A flare is a period when pain is much worse than usual for you. Flares are common and usually settle, but they are easier to manage with a plan written on a calm day, ideally with your clinician. Keep it somewhere easy to find, such as on the fridge or in your phone.',
        ],
        points: [
          'What a flare looks like for you, and your early warning signs.',
          'First steps: any medication changes agreed in advance, heat or cold, comfortable positions, and a breathing or grounding exercise.',
          'How to scale activities down without stopping completely.',
          'Who to tell, and who could help with children, pets, meals or work.',
          'How to return to your usual routine in steps as the flare settles.',
          'When to contact your clinician: for example, if the flare lasts longer than usual or your plan is not helping.',
        ],
      },
      {
        heading: 'When to seek urgent help',
        paragraphs: [
          'Most flares are not dangerous, but some symptoms need prompt medical attention. Call your local emergency number (911 in the United States) or go to an emergency department if you notice any of the following:',
        ],
        points: [
          'New weakness or numbness in your legs or arms.',
          'Loss of bladder or bowel control, or numbness around the groin or buttocks.',
          'Back pain with fever, or feeling very unwell.',
          'Pain after a serious fall or accident.',
          'Chest pain, or sudden shortness of breath.',
          'A sudden, severe headache unlike any you have had before.',
          'Pain that is completely different from your usual pattern.',
        ],
      },
      {
        heading: 'If pain is affecting your mood',
        paragraphs: [
          'Living with pain is exhausting, and low mood and anxiety are common companions. They are worth raising with your clinician, because treating them often eases pain too. If you ever have thoughts of harming yourself, reach out straight away: in the United States you can call or text 988, the Suicide and Crisis Lifeline, at any hour.',
        ],
      },
      {
        heading: 'After the appointment',
        paragraphs: [
          'Write down what was agreed while it is fresh, or ask for a written summary. Make a note of when you will follow up and what you will track until then. If you leave unsure, it is fine to call back with questions, and it is reasonable to ask for a second opinion. Good pain care is a partnership, and your own observations are a key part of it.',
        ],
      },
    ],
  },
];

/** Words in an article, for checking that each is substantive. */
export function articleWordCount(article: EducationArticle): number {
  const text = article.sections
    .flatMap((section) => [section.heading, ...section.paragraphs, ...(section.points ?? [])])
    .join(' ');
  return text.split(/\s+/).filter(Boolean).length;
}
