import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** lucide-react's export names (Sprout, SproutIcon, LucideSprout...) to their icon module. */
function iconModules(): Map<string, string> {
  const barrel = require
    .resolve('lucide-react')
    .replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs');
  const icons = new Map<string, string>();
  const line = /export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs';/g;
  for (const [, names, file] of readFileSync(barrel, 'utf8').matchAll(line)) {
    for (const name of names!.split(',')) {
      const exported = /default as (\w+)/.exec(name)?.[1];
      if (exported) icons.set(exported, `lucide-react/dist/esm/icons/${file}.mjs`);
    }
  }
  return icons;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])lucide-react\2;?/g;

/**
 * `import { Sprout } from 'lucide-react'` becomes `import Sprout from
 * 'lucide-react/dist/esm/icons/sprout.mjs'`. The bundle is the same (the barrel is shaken out
 * either way), but the module graph then says which module uses which icon: through the barrel,
 * every module that imports one icon appears to import all of them, and the first-paint chunk
 * groups (vite.first-load-chunks.ts) are worked out from that graph.
 */
export function lucideIconImports(): Plugin {
  let icons: Map<string, string> | undefined;
  return {
    name: 'cairn-lucide-icon-imports',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]src[\\/]client[\\/].*\.tsx?$/, code: 'lucide-react' },
      handler(code) {
        icons ??= iconModules();
        const known = icons;
        let changed = false;
        const result = code.replace(IMPORT, (statement, specifiers: string) => {
          const rest: string[] = [];
          const direct: string[] = [];
          for (const specifier of specifiers.split(',').map((part) => part.trim())) {
            if (!specifier) continue;
            const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
            const file = known.get(imported);
            if (file) direct.push(`import ${local} from '${file}';`);
            else rest.push(specifier);
          }
          if (direct.length === 0) return statement;
          changed = true;
          const barrel =
            rest.length > 0 ? `import { ${rest.join(', ')} } from 'lucide-react';` : '';
          // As many lines as before, so the lines of the module's source map still match.
          const lines = statement.split('\n').length - 1;
          return [barrel, ...direct].join('') + '\n'.repeat(lines);
        });
        return changed ? { code: result, map: null } : undefined;
      },
    },
  };
}

const NODE_KEY = /\bkey: "[0-9a-z]+"/g;

/**
 * Each element of a lucide icon carries a React key of six random characters ("adv99a"), which
 * gzip cannot compress: about 20 bytes an element, 0.6 KB over the icons of the signed-in first
 * paint. React only needs the keys to tell the elements of one icon apart, so each becomes its
 * position in its icon's module ("0", "1"...), which compresses to almost nothing. The icon's
 * elements never change order, so React renders exactly what it rendered before.
 */
export function lucideIconKeys(): Plugin {
  return {
    name: 'cairn-lucide-icon-keys',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][a-z0-9-]+\.mjs$/ },
      handler(code) {
        let position = 0;
        const result = code.replace(NODE_KEY, () => `key: "${position++}"`);
        return position > 0 ? { code: result, map: null } : undefined;
      },
    },
  };
}
