/** One look for the plain placeholder button and the real menu trigger that replaces it. */
export const FAB_CLASS =
  'group inline-flex size-14 items-center justify-center rounded-full bg-primary text-white shadow-lg ' +
  'ring-4 ring-white/80 transition-colors hover:bg-primary-hover ' +
  'focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-primary';

export const FAB_LABEL = 'Quick actions';

/** The menu's entries (spec document 2 section 2). */
export type QuickAction = 'emergency' | 'quick-pain' | 'medication' | 'resources' | 'export';
