import { Award, SlidersHorizontal } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/** My Impact and Privacy Settings (spec); full width and stacked on a phone. */
export function PageActions({ onImpact, onPrivacy }: { onImpact(): void; onPrivacy(): void }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button variant="outline" onClick={onImpact}>
        <Award aria-hidden="true" className="size-5" />
        My Impact
      </Button>
      <Button variant="outline" onClick={onPrivacy}>
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        Privacy Settings
      </Button>
    </div>
  );
}
