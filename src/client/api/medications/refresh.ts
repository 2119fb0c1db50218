import type { QueryClient } from '@tanstack/react-query';

/** After any medication write: the cards and today's schedule both change. */
export async function afterMedicationWrite(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ['/api/medications'] });
}
