import { type SQL, sql } from 'drizzle-orm';
import { searchWords } from '#db/schema/index.ts';

/** How close a typed word must be to a vocabulary word by trigrams: "galxy"/"galaxy" is 0.44. */
export const SIMILARITY = 0.4;

/**
 * The vocabulary words close to the typed word `q.word` of the enclosing query, as a text[]: up to
 * three by trigram similarity, never with other digits ("rtx4060" is no typo of "rtx4070"), then
 * up to three one edit away ("iphnoe" → iphone, "appel" → apple; four letters or more, no digit,
 * migration 0032), when `oneEditAlso` holds too. The catalogue's search and the suggestions
 * correct typos alike.
 */
export function vocabularyNeighbours(oneEditAlso: SQL = sql`true`): SQL {
  return sql`array(select s.word from ${searchWords} s
                   where s.word % q.word and similarity(s.word, q.word) >= ${SIMILARITY}
                     and regexp_replace(s.word, '[^0-9]', '', 'g') = regexp_replace(q.word, '[^0-9]', '', 'g')
                   order by similarity(s.word, q.word) desc, s.word limit 3)
             || case when length(q.word) >= 4 and q.word !~ '[0-9]' and ${oneEditAlso}
                     then array(select s.word from ${searchWords} s
                                where (s.word = any(search_word_deletions(q.word))
                                       or search_word_deletions(s.word)
                                          && (q.word || search_word_deletions(q.word)))
                                  and length(s.word) >= 4 and s.word !~ '[0-9]'
                                  and within_one_edit(q.word, s.word)
                                order by similarity(s.word, q.word) desc, s.word limit 3)
                     else '{}'::text[] end`;
}
