import { PICTURE_SIZES, productPictureSources } from '#app/lib/product-picture.ts';

/**
 * The product page's pictures: the main one, the page's largest paint (decision 039), and the
 * others below it. The main picture is fetched first and at high priority: React puts a
 * `<link rel="preload" as="image">` with the same `imagesrcset`, `imagesizes` and
 * `fetchpriority="high"` at the top of `<head>` for an image that is neither lazy nor low
 * priority, so its download starts with the stylesheet's, not after it. A phone takes the 480 px
 * copy, a wide screen the full picture.
 */
export function ProductPictures({
  name,
  imageUrl,
  images,
}: {
  name: string;
  imageUrl: string | null;
  images: string[];
}) {
  return (
    <>
      <div className="h-52 overflow-hidden rounded-2xl border border-line bg-surface sm:h-72 md:aspect-square md:h-auto">
        {imageUrl ? (
          <img
            {...productPictureSources(imageUrl, PICTURE_SIZES.productMain)}
            alt={name}
            width={600}
            height={600}
            fetchPriority="high"
            className="size-full object-contain p-3 md:p-6"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-ink-muted">
            Immagine non disponibile
          </div>
        )}
      </div>
      {images.length > 0 && (
        <ul className="mt-3 grid grid-cols-6 gap-2 md:grid-cols-4" aria-label="Altre immagini">
          {images.map((image, index) => (
            <li
              key={image}
              className="aspect-square overflow-hidden rounded-xl border border-line bg-surface"
            >
              <img
                {...productPictureSources(image, PICTURE_SIZES.productThumb)}
                alt={`${name}, immagine ${index + 2}`}
                loading="lazy"
                decoding="async"
                width={150}
                height={150}
                className="size-full object-contain p-1 md:p-2"
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
