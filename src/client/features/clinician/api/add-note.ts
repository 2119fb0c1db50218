import type { ProviderNote } from '@core/provider-portal/types';
import type { z } from 'zod';
import type { clinicianNoteSchema } from '@core/provider-portal/schemas';
import { useClinicianPost } from './use-clinician-post';

export type NoteBody = z.output<typeof clinicianNoteSchema>;

export const useAddNote = () => useClinicianPost<NoteBody, ProviderNote>('/api/clinician/notes');
