/**
 * Product pictures on public pages (decisions 016 and 039). Every picture the app stores for a
 * product (an upload, Ricerca Immagini, the demo catalogue) is a WebP of at most 1600 px with a
 * 480 px copy beside it, `<name>-480.webp`; an address typed by an admin has no copy. A page
 * offers both to the browser (`srcset`), with `sizes` saying how wide the picture is shown, so a
 * phone fetches the small copy and a wide screen the full one.
 */

/** The side of the small copy stored beside every product picture. */
export const PRODUCT_THUMB_SIDE = 480;
/**
 * The width the full picture is announced with. Its real width is not kept (at most 1600 px; the
 * demo's are 600): the browser takes it whenever the small copy is too small for the slot, which
 * is the choice either way, and the element's size comes from its CSS, not from this number.
 */
const FULL_SIDE = 1600;

/** A product picture the app stored, hence with a small copy: `/uploads/[demo/]products/<name>.webp`. */
const STORED_PICTURE = /^\/uploads\/(?:demo\/)?products\/[\w-]+\.webp$/;

/** The address of the small copy beside a stored product picture. */
export const productThumbKey = (key: string) => key.replace(/\.webp$/, `-${PRODUCT_THUMB_SIDE}.webp`);

/** The 480 px copy's address for a picture the app stored, `null` for any other address. */
export function productThumbUrl(url: string): string | null {
  if (!STORED_PICTURE.test(url) || url.endsWith(`-${PRODUCT_THUMB_SIDE}.webp`)) return null;
  return productThumbKey(url);
}

/** The `<img>` attributes that choose between a product picture and its small copy. */
export type PictureSources = { src: string; srcSet?: string; sizes?: string };

/**
 * `src`, and where the small copy exists `srcSet` and `sizes`, for a product picture shown
 * `sizes` wide (a `sizes` attribute: media conditions and the displayed width).
 */
export function productPictureSources(url: string, sizes: string): PictureSources {
  const thumb = productThumbUrl(url);
  if (!thumb) return { src: url };
  return { src: url, srcSet: `${thumb} ${PRODUCT_THUMB_SIDE}w, ${url} ${FULL_SIDE}w`, sizes };
}

/*
 * How wide each product picture is shown (app.css `.card*`, the product page's grid, the landing's
 * list), for `sizes`. A picture is square and shown whole (`object-contain`), so where its box is
 * wider than tall the height is what counts.
 */
export const PICTURE_SIZES = {
  /**
   * The product page's main picture: on phones a box 13rem tall (h-52) less border and padding,
   * 182 px; 18rem (sm:h-72) from 640 px, 262 px; from 768 px half the page less the gap, the
   * border and the padding, at most 494 px (max-w-6xl).
   */
  productMain:
    '(min-width: 1152px) 494px, (min-width: 768px) calc(50vw - 82px), (min-width: 640px) 262px, 182px',
  /** The product page's other pictures: six in a row on phones, four beside the main one from 768 px. */
  productThumb: '(min-width: 768px) 120px, calc((100vw - 72px) / 6)',
  /**
   * A catalogue card: two columns (less the page's margins, the gap, the border and the padding),
   * three from 1024 px, four from 1280 px in max-w-7xl.
   */
  card: '(min-width: 1280px) 266px, (min-width: 1024px) calc(33vw - 54px), (min-width: 640px) calc(50vw - 58px), calc(50vw - 40px)',
  /** The landing's most reviewed products: 64 px boxes. */
  listed: '56px',
} as const;
