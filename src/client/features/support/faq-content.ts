/**
 * The FAQ (spec document 2 section 2: three categories, one open at a time). Every answer
 * describes Cairn as it is; update them when a feature changes.
 */

export type FaqCategoryId = 'billing' | 'features' | 'technical';

export interface FaqCategory {
  id: FaqCategoryId;
  title: string;
  questions: ReadonlyArray<{ question: string; answer: string }>;
}

export const FAQ: readonly FaqCategory[] = [
  {
    id: 'billing',
    title: 'Billing & Subscriptions',
    questions: [
      {
        question: 'Can I cancel my subscription anytime?',
        answer:
          'Yes. Premium renews automatically until you cancel, and you can cancel at any time in the subscription settings of the App Store or Google Play, wherever you subscribed. You keep premium until the end of the period you have paid for; the rest of a period is not refunded.',
      },
      {
        question: 'What happens to my data if I downgrade to the free plan?',
        answer:
          'Nothing is deleted. Every journal entry, medication, trigger and setting stays in your account, and premium features pick up where you left off if you subscribe again.',
      },
      {
        question: 'Do you offer student discounts?',
        answer:
          'Yes, through support. Send us a message below with the category "Billing & subscriptions" and tell us where you study; we reply within 24 hours.',
      },
      {
        question: 'How much is premium, and where do I get it?',
        answer:
          'Premium is $9.99 a month, or $79 a year (a saving of $41). It is sold through the Cairn mobile apps, and it applies to your whole account, on the web too.',
      },
      {
        question: 'Is there a money-back guarantee?',
        answer:
          'Yes, for 30 days. If premium is not right for you, write to us within 30 days of subscribing and we will help you get your money back.',
      },
    ],
  },
  {
    id: 'features',
    title: 'App Features & Usage',
    questions: [
      {
        question: 'How do I record how I feel today?',
        answer:
          'Open Daily Journal. Tap the places that hurt on the body chart and set how strong each one is, then add your overall pain level, mood, sleep and notes. With Auto-save on (Settings), the entry saves a few seconds after you stop typing; with it off, use the Save button.',
      },
      {
        question: 'How do I export my data or share it with my doctor?',
        answer:
          'In Settings, under Data and Privacy: "Export all data" downloads everything as one file that Cairn can import again, and "Export journal as CSV" gives a spreadsheet for Excel, Numbers or Google Sheets. Export Data is also in the quick actions menu, the round button at the bottom right.',
      },
      {
        question: 'Is there a dark theme?',
        answer:
          'Yes. Settings, Appearance offers Light, Dark and System; System follows your device and switches with it.',
      },
      {
        question: 'Can Cairn remind me to write my journal?',
        answer:
          'Yes. Turn on the daily reminder in Settings and pick a time: 8 AM, noon, 6 PM, 8 PM or 10 PM in your time zone. If you have not written that day, the reminder appears while Cairn is open in a tab, and as a system notification too when you allow notifications.',
      },
      {
        question: 'How do I keep track of medications and triggers?',
        answer:
          'Medications holds what you take, with its dose and schedule, and lets you mark each dose as taken or skipped. Pain Triggers keeps the things that set off your pain, such as weather, foods or stress, so you can look for them in your entries and in Analytics.',
      },
      {
        question: 'What is Emergency Mode?',
        answer:
          'For a bad flare: the round button at the bottom right opens quick actions, where Emergency Mode records your pain level, symptoms and what you did in a few taps, and Emergency Resources lists who to call. In a medical emergency call 911; for a mental health crisis call or text 988.',
      },
    ],
  },
  {
    id: 'technical',
    title: 'Technical Issues',
    questions: [
      {
        question: 'Does Cairn work offline?',
        answer:
          'Not yet: Cairn needs a connection to open and to save, and offline use is coming. If your connection drops while you write, keep the page open; the journal shows "Try again" and saves what you wrote once you are back online.',
      },
      {
        question: 'I do not see my daily reminder.',
        answer:
          'Reminders are shown by Cairn itself, so it has to be open in a browser tab when the time comes, and they are skipped on days you have already written. For a system notification, allow notifications for Cairn in your browser\u2019s site settings; Settings shows whether they are allowed.',
      },
      {
        question: 'How do I delete my account and my data?',
        answer:
          'Settings, Data and Privacy, "Delete my account". Once you type your password, your account and every entry, medication, dose, trigger and setting are removed at once and cannot be recovered, so export first if you want a copy.',
      },
      {
        question: 'Is my data private?',
        answer:
          'Your journal is only shown to you. It is stored on the Cairn server you sign in to, never sold, and your password is kept only as a one-way hash. The Privacy Policy explains the rest.',
      },
      {
        question: 'A page does not load or looks wrong.',
        answer:
          'Reload the page and make sure your browser is up to date (a current Chrome, Edge, Firefox or Safari). If it keeps happening, use Report Bug above and tell us your browser, your device and what you were doing.',
      },
    ],
  },
];
