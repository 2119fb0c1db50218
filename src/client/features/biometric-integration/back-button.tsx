import { ArrowLeft } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/** Back to the three ways of adding a device; only before anything was sent. */
export function BackButton({ onBack }: { onBack(): void }) {
  return (
    <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Other ways
    </Button>
  );
}
