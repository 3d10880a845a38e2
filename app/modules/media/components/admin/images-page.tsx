import { ImageUp, Search } from 'lucide-react';
import { useFetcher } from 'react-router';
import { formatInteger } from '#app/lib/format.ts';
import {
  ProductStatusFilter,
  ProductStatusPill,
} from '#app/modules/catalog/components/admin/products-tab.tsx';
import type { DatabasePage, Option } from '#app/modules/catalog/list-database.server.ts';
import { countLabel, SearchFilter, SelectFilter } from '#app/ui/admin/list-controls.tsx';
import { AdminPageHeader, EmptyState, FilterBar } from '#app/ui/admin/page-parts.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';
import { FormAlert, TextField } from '#app/ui/form.tsx';
import { Pager } from '#app/ui/pager.tsx';
import type { ImageResult } from '../../image-search.server.ts';
import { imagesHref, type ImagesQuery } from '../../images-query.ts';
import { IMAGES_MESSAGES as M } from '../../images.schema.ts';
import type { ProductWithoutImage } from '../../product-images.server.ts';

export type ImagesPageData = {
  query: ImagesQuery;
  page: DatabasePage<ProductWithoutImage>;
  categories: Option[];
  searchConfigured: boolean;
};

/** Ricerca Immagini (admin-side §2): products without a picture and where to find one. */
export function ImagesPage({ query, page, categories, searchConfigured }: ImagesPageData) {
  return (
    <section className="space-y-6">
      <AdminPageHeader title="Ricerca Immagini" refresh />
      <p className="text-sm text-ink-muted">
        Prima le immagini che i negozi mostrano già per il prodotto, poi la ricerca sul web
        {searchConfigured ? '' : ' (Configurazione mancante: imposta GOOGLE_CSE_KEY e GOOGLE_CSE_CX)'}, oppure
        un file. Ogni immagine è scaricata dal server, controllata e salvata in WebP senza metadati.
      </p>
      <FilterBar resetTo={imagesHref({})} count={countLabel(page.total, false, 'prodotto', 'prodotti')}>
        <SearchFilter id="images-q" value={query.q} placeholder="Nome o brand" />
        <SelectFilter
          id="images-category"
          name="categoryId"
          label="Categoria"
          value={query.categoryId}
          all="Tutte"
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        />
        <ProductStatusFilter id="images-status" value={query.status} />
      </FilterBar>
      {page.items.length === 0 ? (
        <EmptyState>{M.empty}</EmptyState>
      ) : (
        <ul className="space-y-4" aria-label="Prodotti senza immagine">
          {page.items.map((product) => (
            <ProductImageCard key={product.id} product={product} searchConfigured={searchConfigured} />
          ))}
        </ul>
      )}
      <Pager
        page={query.page}
        pageCount={page.pageCount}
        href={(target) => imagesHref({ ...query, page: target })}
        label={`Pagine: ${formatInteger(page.total)} prodotti`}
        firstLast
      />
    </section>
  );
}

function ProductImageCard({
  product,
  searchConfigured,
}: {
  product: ProductWithoutImage;
  searchConfigured: boolean;
}) {
  const search = useFetcher<{ items?: ImageResult[]; error?: string }>();
  const byAddress = useAdminAction();
  const upload = useAdminAction();
  const headingId = `image-product-${product.id}`;
  const refusal = [byAddress, upload]
    .map((fetcher) =>
      fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.toast : null,
    )
    .find(Boolean);
  const query = [product.brandName, product.name].filter(Boolean).join(' ');
  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="mr-auto font-semibold">
          {product.name}
          <span className="block text-sm font-normal text-ink-muted">
            {[product.brandName, product.categoryName].filter(Boolean).join(' · ') ||
              'Senza brand e categoria'}
          </span>
        </h2>
        <ProductStatusPill status={product.status} />
      </div>

      <Choices
        label={`Immagini dai negozi per ${product.name}`}
        productId={product.id}
        images={product.candidates.map((url) => ({ url, thumbnailUrl: null, source: new URL(url).host }))}
        empty="Nessun negozio mostra un'immagine di questo prodotto."
      />

      <div className="flex flex-wrap items-end gap-2">
        <Button
          variant="secondary"
          disabled={!searchConfigured || search.state !== 'idle'}
          onClick={() => void search.load(`/api/admin/images/search?q=${encodeURIComponent(query)}`)}
        >
          <Search aria-hidden className="size-4" /> Cerca sul web
        </Button>
        {!searchConfigured && <span className="text-sm font-semibold">Configurazione mancante</span>}
      </div>
      {search.state === 'idle' && search.data?.error && (
        <FormAlert title="Errore" message={search.data.error} />
      )}
      {search.state === 'idle' && search.data?.items && (
        <Choices
          label={`Risultati del web per ${product.name}`}
          productId={product.id}
          images={search.data.items.map((item) => ({
            url: item.url,
            thumbnailUrl: item.thumbnailUrl,
            source: item.source ?? new URL(item.url).host,
          }))}
          empty="La ricerca non ha trovato immagini."
        />
      )}

      <div className="grid gap-3 md:grid-cols-2">
        <byAddress.Form method="post" className="flex items-end gap-2" noValidate>
          <input type="hidden" name="intent" value="assign-url" />
          <input type="hidden" name="productId" value={product.id} />
          <TextField
            label="Indirizzo dell'immagine"
            className="flex-1"
            inputProps={{ name: 'imageUrl', type: 'url', maxLength: 2000, placeholder: 'https://…' }}
          />
          <Button type="submit" variant="secondary" disabled={byAddress.state !== 'idle'}>
            Salva
          </Button>
        </byAddress.Form>
        <upload.Form method="post" encType="multipart/form-data" className="flex items-end gap-2">
          <input type="hidden" name="intent" value="upload" />
          <input type="hidden" name="productId" value={product.id} />
          <TextField
            label="Oppure carica un file (PNG, JPG, GIF o WebP, max 5 MB)"
            className="flex-1"
            inputProps={{ name: 'file', type: 'file', accept: 'image/png,image/jpeg,image/gif,image/webp' }}
          />
          <Button type="submit" variant="secondary" disabled={upload.state !== 'idle'}>
            <ImageUp aria-hidden className="size-4" /> Carica
          </Button>
        </upload.Form>
      </div>
      {refusal && <FormAlert title={refusal.title} message={refusal.message} />}
    </li>
  );
}

/** Pictures to choose from, each with 'Usa questa' (the server downloads and stores it). */
function Choices(props: {
  label: string;
  productId: string;
  images: { url: string; thumbnailUrl: string | null; source: string }[];
  empty: string;
}) {
  if (props.images.length === 0) return <p className="text-sm text-ink-muted">{props.empty}</p>;
  return (
    <ul aria-label={props.label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {props.images.map((image) => (
        <Choice key={image.url} productId={props.productId} image={image} />
      ))}
    </ul>
  );
}

function Choice({
  productId,
  image,
}: {
  productId: string;
  image: { url: string; thumbnailUrl: string | null; source: string };
}) {
  const use = useAdminAction({ toastRefusals: true });
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line p-2">
      <img
        src={image.thumbnailUrl ?? image.url}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        className="aspect-square w-full rounded-lg bg-gray-50 object-contain"
      />
      <span className="truncate text-xs text-ink-muted" title={image.url}>
        {image.source}
      </span>
      <use.Form method="post">
        <input type="hidden" name="intent" value="assign-url" />
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="imageUrl" value={image.url} />
        <Button
          type="submit"
          variant="secondary"
          className="w-full"
          disabled={use.state !== 'idle'}
          aria-label={`Usa l'immagine da ${image.source}`}
        >
          Usa questa
        </Button>
      </use.Form>
    </li>
  );
}
