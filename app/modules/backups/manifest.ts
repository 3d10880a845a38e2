import { z } from 'zod';

/** What a backup archive says about itself: its first entry, `manifest.json`. */
export const MANIFEST_NAME = 'manifest.json';
export const MANIFEST_FORMAT = 'provato-backup';
export const MANIFEST_VERSION = 1;

/** The database's entry: a pg_dump custom-format file, or PGlite's own gzipped data folder. */
export const DATABASE_ENTRY = { postgres: 'database.pgdump', pglite: 'database.pglite.tar.gz' } as const;
export const UPLOADS_PREFIX = 'uploads/';

const fileSchema = z.object({ bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  app: z.object({ name: z.string(), version: z.string() }),
  engine: z.enum(['postgres', 'pglite']),
  serverVersion: z.string(),
  migrations: z.array(z.object({ tag: z.string().nullable(), hash: z.string(), createdAt: z.number() })),
  tables: z.array(z.object({ table: z.string(), rows: z.number().int().min(0), checksum: z.string() })),
  database: fileSchema.extend({ entry: z.string() }),
  uploads: z.object({
    source: z.enum(['local', 's3']),
    files: z.array(fileSchema.extend({ key: z.string() })),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;
