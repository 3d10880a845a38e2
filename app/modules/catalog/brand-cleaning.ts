/*
 * The brand-cleaning rule of admin-side §5, with the one guard decision 014 adds: a brand is
 * emptied when it only repeats the product's name, never when it names the maker.
 */

/** The words of a text as the rule compares them: lower case, letters and digits. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Words longer than 2 characters: the ones the rule looks at ("de", "lg", "&" are not). */
const significant = (list: string[]) => list.filter((word) => word.length > 2);

/**
 * The spec's three tests, literally: the brand repeats the name when (1) the name contains it,
 * (2) it has several words and every significant one is a word of the name, or (3) every
 * significant word matches a significant word of the name by containment either way ("galaxy" and
 * "galaxys24"). Test 3 compares significant name words only: a one-letter word of the name would
 * otherwise be "contained" in every brand.
 */
export function repeatsName(brand: string, name: string): boolean {
  const cleanBrand = brand.trim().toLowerCase();
  if (!cleanBrand) return false;
  if (name.toLowerCase().includes(cleanBrand)) return true;
  const brandWords = words(cleanBrand);
  const brandSignificant = significant(brandWords);
  if (brandSignificant.length === 0) return false;
  const nameWords = words(name);
  if (brandWords.length > 1 && brandSignificant.every((word) => nameWords.includes(word))) return true;
  const nameSignificant = significant(nameWords);
  return brandSignificant.every((word) =>
    nameSignificant.some((other) => other.includes(word) || word.includes(other)),
  );
}

/**
 * A maker's name, which the rule keeps even when the product's name repeats it: at most one
 * significant word ("Samsung", "LG", "De'Longhi", "HP"), or two when the name begins with it
 * ("Bang & Olufsen Beoplay H95"). Longer brands that the name repeats are fragments of a title
 * copied into the brand field ("Samsung Galaxy S24 Ultra"), which is what the rule is for.
 */
export function isMakerName(brand: string, name: string): boolean {
  const brandWords = words(brand);
  const count = significant(brandWords).length;
  if (count <= 1) return true;
  if (count > 2) return false;
  const nameWords = words(name);
  return brandWords.every((word, index) => nameWords[index] === word);
}

/**
 * The brand to store for a product (or an offer) called `name`: trimmed, null when empty, and
 * null when cleaning is on and the brand only repeats the name.
 */
export function cleanBrand(
  brand: string | null | undefined,
  name: string,
  cleaningOn: boolean,
): string | null {
  const trimmed = brand?.trim() ?? '';
  if (!trimmed) return null;
  if (!cleaningOn) return trimmed;
  return repeatsName(trimmed, name) && !isMakerName(trimmed, name) ? null : trimmed;
}
