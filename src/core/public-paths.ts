/**
 * The only paths a signed-out visitor sees as themselves; every other path shows the landing page
 * (spec document 2 §2). The policies must be readable before anyone signs up, and they link to
 * the Support Centre. Signed in, these paths are ordinary routes inside the shell. The server
 * reads them too: it sends the prerendered landing page for every other path.
 */
export const PUBLIC_PATHS: readonly string[] = ['/privacy', '/terms', '/support'];

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.includes(path);
}
