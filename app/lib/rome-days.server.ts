import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';

/*
 * The back office's date filters are days in Italy (admin-side §5: 'Dal' not before, 'Al' not
 * after). A day's end is the start of the next day in Rome, not start + 24 hours: the days the
 * clocks change last 23 and 25 hours.
 */
const romeMidnight = (date: string, days = 0) =>
  sql`((${date}::date + ${days}::int)::timestamp at time zone 'Europe/Rome')`;

/** `column` within the days from … to (either may be empty: no bound). */
export function withinRomeDays(column: SQLWrapper, range: { from: string; to: string }): SQL[] {
  return [
    ...(range.from ? [sql`${column} >= ${romeMidnight(range.from)}`] : []),
    ...(range.to ? [sql`${column} < ${romeMidnight(range.to, 1)}`] : []),
  ];
}
