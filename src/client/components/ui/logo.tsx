import { cn } from '@client/lib/cn';

/** The Cairn mark: four stacked stones on a teal tile. Decorative; name the link around it. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-10 shrink-0', className)}
    >
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <ellipse cx="16" cy="25" rx="10" ry="3.6" fill="#ccfbf1" />
      <ellipse cx="16" cy="18.6" rx="7.4" ry="3.2" fill="#99f6e4" />
      <ellipse cx="16" cy="12.8" rx="5" ry="2.8" fill="#5eead4" />
      <ellipse cx="16" cy="7.6" rx="2.9" ry="2.3" fill="#f0fdfa" />
    </svg>
  );
}
