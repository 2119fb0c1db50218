import { ExternalLink, MessageSquare, Phone } from 'lucide-react';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { CRISIS_LINE, EMERGENCY_NUMBER, PAIN_ASSOCIATION } from '@core/emergency-options';

const linkClass = (variant: 'destructive' | 'outline') =>
  buttonVariants({ variant, className: 'w-full justify-start' });

/** Who to call: emergency services, the crisis line, and a chronic pain association. */
export function EmergencyResourcesList({ className }: { className?: string }) {
  return (
    <ul className={cn('grid gap-4', className)}>
      <li className="grid gap-1.5">
        <p className="font-semibold text-slate-900">Emergency: call {EMERGENCY_NUMBER}</p>
        <p className="text-sm text-slate-600">
          For sudden, severe or new pain, or if you feel unsafe.
        </p>
        <a href={`tel:${EMERGENCY_NUMBER}`} className={linkClass('destructive')}>
          <Phone aria-hidden="true" className="size-5" />
          Call {EMERGENCY_NUMBER}
        </a>
      </li>
      <li className="grid gap-1.5">
        <p className="font-semibold text-slate-900">Crisis line: call or text {CRISIS_LINE}</p>
        <p className="text-sm text-slate-600">Someone to talk to, any time, day or night.</p>
        <div className="grid grid-cols-2 gap-2">
          <a href={`tel:${CRISIS_LINE}`} className={linkClass('outline')}>
            <Phone aria-hidden="true" className="size-5" />
            Call {CRISIS_LINE}
          </a>
          <a href={`sms:${CRISIS_LINE}`} className={linkClass('outline')}>
            <MessageSquare aria-hidden="true" className="size-5" />
            Text {CRISIS_LINE}
          </a>
        </div>
      </li>
      <li className="grid gap-1.5">
        <p className="font-semibold text-slate-900">Chronic pain support</p>
        <p className="text-sm text-slate-600">Information and community for people in pain.</p>
        <a
          href={PAIN_ASSOCIATION.url}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass('outline')}
        >
          <ExternalLink aria-hidden="true" className="size-5" />
          {PAIN_ASSOCIATION.name}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}
