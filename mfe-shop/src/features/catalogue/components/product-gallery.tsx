import type { ProductPhoto } from '@shop/contracts';
import { useFormat, useT } from '@shop/i18n';
import { type KeyboardEvent, lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useSwipe } from '../hooks/use-swipe';
import { photoSource } from './photo-source';
import './product-gallery.css';

/**
 * The zoomable view is a chunk of its own, downloaded when a person opens it: the product page's
 * first load carries only the photo, the thumbnails and their handlers.
 */
const ProductZoom = lazy(() =>
  import(/* webpackChunkName: "product-zoom" */ './product-zoom').then((module) => ({
    default: module.ProductZoom,
  })),
);

/**
 * The product's photos: the main one (in the server's HTML, sized, eager), thumbnails below it,
 * arrow keys and sideways swipes to turn them, and a click or Enter on the main photo opening the
 * zoomable view.
 */
export function ProductGallery({
  name,
  photos,
}: {
  name: string;
  photos: readonly ProductPhoto[];
}) {
  const { t } = useT('shop');
  const { language } = useFormat();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];
  const step = useCallback((by: -1 | 1) => setIndex((at) => (at + by + count) % count), [count]);
  const swipe = useSwipe(step);

  if (!current) return null;
  const alt = (photo: ProductPhoto) => photo.alt[language] || name;

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  return (
    <div className="gallery" onKeyDown={onKeyDown} data-testid="gallery">
      <button
        ref={opener}
        type="button"
        className="gallery__main"
        aria-describedby="gallery-open-hint"
        onPointerDown={swipe.onPointerDown}
        onPointerUp={swipe.onPointerUp}
        onPointerCancel={swipe.onPointerCancel}
        onClick={() => {
          if (!swipe.swiped()) setOpen(true);
        }}
      >
        <img
          key={current.url}
          {...photoSource(current.url)}
          alt={alt(current)}
          width={560}
          height={420}
          fetchPriority={index === 0 ? 'high' : undefined}
          decoding="async"
          draggable={false}
          data-testid="gallery-photo"
        />
      </button>
      <span id="gallery-open-hint" className="visually-hidden">
        {t('product.gallery.open')}
      </span>
      {count > 1 && (
        <>
          <ul className="gallery__thumbs">
            {photos.map((photo, at) => (
              <li key={photo.url}>
                <button
                  type="button"
                  className="gallery__thumb"
                  aria-pressed={at === index}
                  aria-label={t('product.gallery.show', { n: at + 1, alt: alt(photo) })}
                  onClick={() => setIndex(at)}
                >
                  <img
                    src={photoSource(photo.url).src}
                    alt=""
                    width={80}
                    height={60}
                    loading="lazy"
                    decoding="async"
                  />
                </button>
              </li>
            ))}
          </ul>
          <p className="visually-hidden" aria-live="polite" data-testid="gallery-position">
            {t('product.gallery.position', { n: index + 1, total: count })}
          </p>
        </>
      )}
      {open && (
        <Suspense fallback={null}>
          <ProductZoom
            name={name}
            photos={photos}
            index={index}
            onIndex={setIndex}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
