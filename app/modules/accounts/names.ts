/**
 * Never part of a name (decision 032): control characters (TAB, CR, LF, NUL…), the Unicode line
 * and paragraph separators, and the marks and overrides that reverse the direction of the text
 * around them (a name that turns the rest of a line backwards).
 */
export const NOT_IN_A_NAME = /[\p{Cc}\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/u;
const ALL_NOT_IN_A_NAME = new RegExp(NOT_IN_A_NAME.source, 'gu');

/**
 * A name from elsewhere (a Google or Facebook profile), not refused but cleaned: runs of white
 * space (tabs and line breaks included) become one space, what NOT_IN_A_NAME lists is dropped.
 */
export function cleanName(name: string | null | undefined): string {
  return (name ?? '').replace(/\s+/g, ' ').replace(ALL_NOT_IN_A_NAME, '').replace(/ +/g, ' ').trim();
}

/** "Maria Grazia Rossi" → first "Maria", last "Grazia Rossi": split at the first space (spec §4). */
export function splitFullName(fullName: string | null | undefined): {
  firstName: string | null;
  lastName: string | null;
} {
  const trimmed = cleanName(fullName);
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
