/** "Maria Grazia Rossi" → first "Maria", last "Grazia Rossi": split at the first space (spec §4). */
export function splitFullName(fullName: string | null | undefined): {
  firstName: string | null;
  lastName: string | null;
} {
  const trimmed = (fullName ?? '').trim().replace(/\s+/g, ' ');
  if (!trimmed) return { firstName: null, lastName: null };
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: null };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/** Avatar initials: first letters of first and last name, or 'U' when there are none. */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const letters = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();
  return letters || 'U';
}
