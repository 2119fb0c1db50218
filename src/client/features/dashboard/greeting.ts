/** Spec document 1 §2: morning before 12:00, afternoon before 17:00, evening otherwise. */
export function greetingForHour(hour: number): 'Good morning' | 'Good afternoon' | 'Good evening' {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/** "Good morning, Jo", or just the greeting when there is no first name. */
export function greetingFor(now: Date, firstName: string | null | undefined): string {
  const greeting = greetingForHour(now.getHours());
  const name = firstName?.trim();
  return name ? `${greeting}, ${name}` : greeting;
}
