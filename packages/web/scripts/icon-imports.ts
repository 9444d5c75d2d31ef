// `import { AddOutline } from 'antd-mobile-icons'` (ours and antd-mobile's own components) becomes
// `import AddOutline from 'antd-mobile-icons/es/AddOutline.js'` before bundling. The package's
// entry re-exports every one of its icons, so through it each screen's module graph seems to
// import all of them: the chunking in vite.config.ts, which puts what the signed-in shell imports
// into one chunk, then found every icon already "taken" by the login route and left each icon the
// shell uses in a file of its own, a request each on a phone's slow link. Tree-shaking gave the
// same bytes either way; only the graph was wrong.
import type { Plugin } from 'vite';

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]antd-mobile-icons['"];?/g;

/** `A, B as C` → one default import per icon from its own module. */
function deepImports(names: string): string {
  return names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => {
      const [icon, local = icon] = name.split(/\s+as\s+/).map((part) => part.trim());
      return `import ${local} from 'antd-mobile-icons/es/${icon}.js';`;
    })
    .join(' ');
}

export function iconImports(): Plugin {
  return {
    name: 'crm-icon-imports',
    enforce: 'pre',
    transform: {
      filter: { id: /\.(tsx?|js)$/, code: 'antd-mobile-icons' },
      handler(code) {
        if (!BARREL_IMPORT.test(code)) return null;
        BARREL_IMPORT.lastIndex = 0;
        return { code: code.replace(BARREL_IMPORT, (_, names: string) => deepImports(names)), map: null };
      },
    },
  };
}
