/**
 * A PostgreSQL array literal for a bound parameter, every element quoted: unquoted, the word
 * `null` would be an SQL NULL (a search for "null" once crashed the catalogue).
 */
export function pgArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}
