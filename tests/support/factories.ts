import { randomUUID } from 'node:crypto';
import { db } from '#app/lib/db.server.ts';
import { categories, merchants, offers, products, profiles, reviews, users } from '#db/schema/index.ts';

/** Test data in one place: each factory inserts a valid row, overridable field by field. */
let sequence = 0;
const next = () => {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}`;
};

export async function createCategory(fields: Partial<typeof categories.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ name: `Categoria ${n}`, slug: `categoria-${n}`, ...fields })
    .returning();
  return row!;
}

export async function createProduct(fields: Partial<typeof products.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      name: `Prodotto ${n}`,
      slug: `prodotto-${n}`,
      brandName: 'Marca',
      description: 'Un prodotto di prova.',
      status: 'approved',
      ...fields,
    })
    .returning();
  return row!;
}

export async function createMerchant(fields: Partial<typeof merchants.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(merchants)
    .values({ name: `Negozio ${n}`, slug: `negozio-${n}`, websiteUrl: 'https://negozio.example', ...fields })
    .returning();
  return row!;
}

export async function createOffer(
  productId: string | null,
  merchantId: string,
  fields: Partial<typeof offers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(offers)
    .values({
      productId,
      merchantId,
      source: 'feed',
      name: 'Offerta',
      price: '99.90',
      affiliateUrl: 'https://negozio.example/p/1',
      isApproved: true,
      ...fields,
    })
    .returning();
  return row!;
}

export async function createUser(
  fields: Partial<typeof users.$inferInsert> & { firstName?: string; lastName?: string } = {},
) {
  const n = next();
  const { firstName = 'Anna', lastName = 'Rossi', ...userFields } = fields;
  const [user] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      name: `${firstName} ${lastName}`,
      email: `utente.${n}@example.com`,
      emailVerified: true,
      ...userFields,
    })
    .returning();
  await db.insert(profiles).values({ userId: user!.id, firstName, lastName });
  return user!;
}

export async function createReview(
  productId: string,
  userId: string,
  fields: Partial<typeof reviews.$inferInsert> = {},
) {
  const [row] = await db
    .insert(reviews)
    .values({
      productId,
      userId,
      rating: 4,
      title: 'Ottimo acquisto',
      pros: 'Batteria che dura tutto il giorno',
      cons: 'Il caricatore non è incluso',
      status: 'pubblicata',
      ...fields,
    })
    .returning();
  return row!;
}
