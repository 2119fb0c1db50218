/**
 * Paths that signed-out visitors see as themselves, in the public layout, rather than as the
 * landing page: someone who cannot sign in needs the Support Centre most. Each must also be in
 * ROUTES (routes.tsx), which signed-in users get inside the shell. /privacy and /terms can join
 * once their pages read well without the shell.
 */
export const PUBLIC_PATHS: readonly string[] = ['/support'];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(pathname);
}
