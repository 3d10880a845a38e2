/**
 * Whether a write failed for want of space: the disk full (ENOSPC), a quota reached (EDQUOT), or
 * the process's file-size limit (EFBIG, RLIMIT_FSIZE). Uploads answer these with a clear message
 * and keep no partial file (decision 036).
 */
export function isOutOfSpace(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined;
    current && typeof current === 'object';
    current = current.cause === current ? undefined : (current.cause as typeof current)
  ) {
    if (current.code === 'ENOSPC' || current.code === 'EDQUOT' || current.code === 'EFBIG') return true;
  }
  return false;
}
