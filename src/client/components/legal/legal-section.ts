import type { ReactNode } from 'react';

/** One section of a policy page: its anchor id, its heading (also its contents entry), its text. */
export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}
