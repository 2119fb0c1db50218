import { useQuery } from '@tanstack/react-query';
import type { BiometricImport } from '@core/biometrics/types';
import { importsKey } from './keys';

/** The latest imports, newest first: a reload still shows one the server is reading. */
export function useImports() {
  return useQuery<BiometricImport[]>({ queryKey: importsKey });
}
