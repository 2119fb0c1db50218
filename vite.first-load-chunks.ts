import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

const client = (path: string) => fileURLToPath(new URL(`./src/client/${path}`, import.meta.url));

const ENTRY = client('main.tsx');
const SHELL = client('components/shell/shell.tsx');
const DASHBOARD = client('features/dashboard/dashboard-page.tsx');
const LANDING = client('features/landing/landing-page.tsx');
const PUBLIC_PAGE = client('components/shell/public-page.tsx');

type ModuleInfoOf = (id: string) => {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  dynamicImporters: readonly string[];
} | null;

/** Every module reachable from `roots` (static imports, plus dynamic ones when asked). */
function reachable(
  info: ModuleInfoOf,
  roots: readonly string[],
  { dynamic = false, stopAt = new Set<string>() } = {},
): Set<string> {
  const seen = new Set<string>();
  const queue = roots.filter((id) => !stopAt.has(id));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const module = info(id);
    if (!module) continue;
    const next = dynamic
      ? [...module.importedIds, ...module.dynamicallyImportedIds]
      : module.importedIds;
    for (const child of next) if (!seen.has(child) && !stopAt.has(child)) queue.push(child);
  }
  return seen;
}

/**
 * Which group a module of the signed-in first paint (the shell and the dashboard) belongs to,
 * worked out once per build from the module graph, so that each audience downloads one chunk:
 * - `first-paint-landing`: what they share with the landing page (a visitor's first paint);
 * - `first-paint-public`: what they share with the public pages' layout (the route table);
 * - `first-paint`: the rest, which only a signed-in user loads.
 * The entry's own modules stay in the entry; the dashboard's own in the dashboard's chunk.
 */
function firstPaintGroups(info: ModuleInfoOf): Map<string, string> {
  const entry = reachable(info, [ENTRY]);
  const landing = reachable(info, [LANDING]);
  const publicPage = reachable(info, [PUBLIC_PAGE]);
  // Everything but the dashboard's own modules: those stay in the dashboard page's chunk.
  const notDashboard = reachable(info, [ENTRY], { dynamic: true, stopAt: new Set([DASHBOARD]) });
  const groups = new Map<string, string>();
  for (const id of reachable(info, [SHELL, DASHBOARD])) {
    if (entry.has(id) || !notDashboard.has(id) || id.startsWith('\0')) continue;
    // A module the app loads with import() keeps a chunk of its own (the dashboard: a page
    // opened directly other than it should not load it), except the shell: every signed-in
    // page loads it with this group, and in it the shell's code is 0.4 KB smaller than in a
    // chunk of its own. (Rolldown 1.2.19 builds this correctly; earlier 1.2 releases left the
    // shell's chunk re-exporting a namespace it no longer defined: "shell_exports is not
    // defined".) Lucide's dynamicIconImports, which lists every icon, is no such importer:
    // nothing uses it and it is shaken out.
    const loadedWithImport = info(id)?.dynamicImporters.some(
      (importer) => !importer.includes('/node_modules/'),
    );
    if (loadedWithImport && id !== SHELL) continue;
    groups.set(
      id,
      landing.has(id)
        ? 'first-paint-landing'
        : publicPage.has(id)
          ? 'first-paint-public'
          : SHELL_CHUNK,
    );
  }
  return groups;
}

/** The chunk holding the shell (scripts/write-signed-in-pages.ts preloads it by this name). */
export const SHELL_CHUNK = 'first-paint';

let cached: { context: object; groups: Map<string, string> } | undefined;

/**
 * The signed-in first paint in a few chunks instead of ~60: each shared module (an icon, a card,
 * a core helper) otherwise becomes a chunk of its own, gzipped and fetched on its own, most of
 * them one import level deeper than the last (docs/decisions/0030-first-paint.md).
 */
export const firstLoadChunks: Rolldown.CodeSplittingGroup = {
  // The groups are closed under static imports already, apart from the entry's modules, which
  // must stay in the entry chunk rather than follow their importers here.
  includeDependenciesRecursively: false,
  name: (id, context) => {
    if (cached?.context !== context) {
      cached = { context, groups: firstPaintGroups((m) => context.getModuleInfo(m)) };
    }
    return cached.groups.get(id) ?? null;
  },
};

/**
 * Modules the entry's imports reach only through @tanstack/react-query's index, which re-exports
 * everything: the entry never calls them (only lazy pages do), so they stay out of its chunk.
 */
const NOT_USED_BY_ENTRY =
  /[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver)\.js$/;

let entryCached: { context: object; modules: Set<string> } | undefined;

/**
 * Everything the entry imports, in the entry's chunk. Left to itself, rolldown moves a module
 * the entry shares with lazy chunks (React, the JSX runtime, parts of TanStack Query) into a
 * chunk of its own: five more scripts on every first load, each gzipped without the others'
 * dictionary. In one chunk the same code is ~1.7 KB smaller, signed in and signed out
 * (docs/decisions/0030-first-paint.md, second round). The entry is loaded first on every page,
 * so no page loads more than before. Modules the app loads with import() keep their own chunk.
 */
export const entryChunk: Rolldown.CodeSplittingGroup = {
  includeDependenciesRecursively: false,
  name: (id, context) => {
    if (entryCached?.context !== context) {
      const info: ModuleInfoOf = (m) => context.getModuleInfo(m);
      const modules = new Set<string>();
      for (const m of reachable(info, [ENTRY])) {
        if (NOT_USED_BY_ENTRY.test(m)) continue;
        if (info(m)?.dynamicImporters.some((importer) => !importer.includes('/node_modules/'))) {
          continue;
        }
        modules.add(m);
      }
      entryCached = { context, modules };
    }
    return entryCached.modules.has(id) ? 'index' : null;
  },
};
