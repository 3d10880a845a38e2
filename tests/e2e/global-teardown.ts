import { rm } from 'node:fs/promises';

export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('provato-e2e-')) await rm(dir, { recursive: true, force: true });
}
