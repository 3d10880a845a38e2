/**
 * Fences per module (decision 044): which modules under app/modules each module may import. The
 * map is read by eslint.config.js, which turns it into `import-x/no-restricted-paths` zones, so an
 * import the map does not declare fails lint; tests/lint/module-map.test.ts proves that, and that
 * the map has no loop. Plain data and plain functions only: Node loads this file as it is (types
 * stripped) when ESLint reads its config.
 *
 * The map is what the modules import today (test files aside: they arrange data through any
 * module). To add an edge, add it here; the test refuses one that closes a loop. Routes, app/lib,
 * app/ui and db are fenced by the layer zones in eslint.config.js, not here.
 */
export const MODULE_DEPENDENCIES = {
  accounts: ['integrity', 'media', 'notifications', 'points', 'referrals'],
  analytics: ['reviews'],
  'api-docs': ['accounts', 'catalog', 'decisions', 'reviews', 'rewards', 'users'],
  appeals: ['cashback', 'decisions', 'notifications', 'points', 'reviews', 'rewards', 'surveys', 'users'],
  audit: [],
  backups: ['media'],
  badges: ['notifications', 'points'],
  cashback: ['catalog', 'community', 'decisions', 'points'],
  catalog: [],
  community: ['accounts', 'catalog', 'notifications', 'points', 'reviews', 'rewards'],
  content: ['points'],
  curation: ['catalog', 'marketplace'],
  decisions: ['notifications'],
  imports: ['catalog', 'price-alerts'],
  integrity: ['points'],
  maintenance: [],
  marketplace: [],
  media: ['catalog'],
  notifications: [],
  points: [],
  'price-alerts': ['catalog', 'notifications'],
  referrals: ['integrity', 'points'],
  reviews: ['accounts', 'badges', 'decisions', 'integrity', 'media', 'notifications', 'points'],
  rewards: ['decisions', 'notifications', 'points'],
  surveys: ['badges', 'catalog', 'decisions', 'points'],
  transparency: ['analytics', 'decisions'],
  users: ['badges', 'decisions', 'notifications', 'points', 'reviews', 'rewards'],
} as const satisfies Record<string, readonly string[]>;

export type ModuleName = keyof typeof MODULE_DEPENDENCIES;

/**
 * Imports that go against the map, allowed only from the files named until they move: integrity
 * sits below reviews and users (moderation, sign-up and invitations ask it for signals), yet a
 * group's page acts on them (cluster actions reject the group's pending reviews, withdraw the
 * published ones and block its members; the page labels review statuses). The list may only
 * shrink: the test fails on an entry whose file no longer makes that import, and no new file joins
 * it without editing this list, where a reviewer sees it.
 */
export const KNOWN_BACK_EDGES: readonly { from: ModuleName; to: ModuleName; files: readonly string[] }[] = [
  {
    from: 'integrity',
    to: 'reviews',
    files: [
      'app/modules/integrity/cluster-actions.server.ts',
      'app/modules/integrity/components/admin/cluster-page.tsx',
    ],
  },
  { from: 'integrity', to: 'users', files: ['app/modules/integrity/cluster-actions.server.ts'] },
];

type Zone = { target: string; from: string; except: string[]; message: string };

/** One zone per module: everything under app/modules except itself and what it may import. */
export function moduleZones(
  map: Record<string, readonly string[]> = MODULE_DEPENDENCIES,
  extra: Record<string, readonly string[]> = {},
): Zone[] {
  return Object.entries(map).map(([name, allowed]) => {
    const all = [...allowed, ...(extra[name] ?? [])];
    return {
      target: `./app/modules/${name}`,
      from: './app/modules',
      except: [name, ...all].map((module) => `./${module}`),
      message: `The module map (app/modules/dependencies.ts) lets ${name} import ${
        all.length ? all.join(', ') : 'no other module'
      }; declare a new dependency there (it must not close a loop) or move the shared code to app/lib.`,
    };
  });
}

/** For each file of KNOWN_BACK_EDGES, the modules it may import beyond its module's own list. */
export function backEdgeFiles(): Map<string, { module: ModuleName; extra: ModuleName[] }> {
  const files = new Map<string, { module: ModuleName; extra: ModuleName[] }>();
  for (const edge of KNOWN_BACK_EDGES) {
    for (const file of edge.files) {
      const entry = files.get(file) ?? { module: edge.from, extra: [] };
      entry.extra.push(edge.to);
      files.set(file, entry);
    }
  }
  return files;
}

/** A loop in the map (`['a', 'b', 'a']`), or null when it has none. */
export function findLoop(map: Record<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    if (state.get(name) === 'done') return null;
    if (state.get(name) === 'open') return [...path.slice(path.indexOf(name)), name];
    state.set(name, 'open');
    path.push(name);
    for (const next of map[name] ?? []) {
      const loop = visit(next);
      if (loop) return loop;
    }
    path.pop();
    state.set(name, 'done');
    return null;
  };
  for (const name of Object.keys(map)) {
    const loop = visit(name);
    if (loop) return loop;
  }
  return null;
}
