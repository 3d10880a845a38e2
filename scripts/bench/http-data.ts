// The data floor for `npm run bench:http`: the catalogue's and the product page's loaders' service
// calls (the same functions), answered as JSON by a bare node:http server: no Express, no middleware, no React Router,
// no React, no compression. What a page costs above this is the rendering stack's.
// Started by scripts/bench/http.ts with DATABASE_URL and PORT; prints 'up' when listening.
import { createServer } from 'node:http';
import { connectDatabase, installDatabase, readingFromReplica } from '#app/lib/db.server.ts';
import { parseCatalogQuery } from '#app/modules/catalog/catalog-query.ts';
import { getProductBySlug } from '#app/modules/catalog/get-product.server.ts';
import { loadCatalogPage } from '#app/modules/catalog/list-products.server.ts';
import { listProductReviews } from '#app/modules/reviews/list-product-reviews.server.ts';

installDatabase(await connectDatabase({ kind: 'postgres', url: process.env.DATABASE_URL! }));

async function answer(url: URL): Promise<unknown> {
  if (url.pathname === '/catalog') return loadCatalogPage(parseCatalogQuery(url.searchParams));
  const product = await getProductBySlug(url.pathname.slice('/product/'.length));
  if (!product) return null;
  return { product, reviews: await listProductReviews({ productId: product.id, sort: 'recent', page: 1 }) };
}

createServer((request, response) => {
  readingFromReplica(() => answer(new URL(request.url ?? '/', 'http://localhost'))).then(
    (body) => {
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    },
    (error: unknown) => {
      console.error(error);
      response.writeHead(500).end();
    },
  );
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('up'));
