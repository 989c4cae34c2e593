import type { ProductPhoto } from '@shop/contracts';
import { useFormat, useT } from '@shop/i18n';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSwipe } from '../hooks/use-swipe';
import { photoSource } from './photo-source';
import './product-zoom.css';

/** How much the zoomed photo is enlarged. */
export const ZOOM_SCALE = 2.5;

/**
 * The product's photos full-screen: arrows (buttons, ← →, sideways swipes) turn them; a click or
 * tap on the photo (or the Zoom button) enlarges it around that point and back; Escape or Close
 * ends it and gives the focus back to the photo that opened it. A modal dialog: the focus stays
 * inside while it is open and the page behind does not scroll.
 */
export function ProductZoom({
  name,
  photos,
  index,
  onIndex,
  onClose,
}: {
  name: string;
  photos: readonly ProductPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useT('shop');
  const { language } = useFormat();
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const count = photos.length;
  const photo = photos[index] ?? photos[0];
  const step = (by: -1 | 1) => {
    setZoom(null);
    onIndex((index + by + count) % count);
  };
  const swipe = useSwipe((by) => {
    if (!zoom) step(by);
  });

  useEffect(() => {
    close.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  if (!photo) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && count > 1) {
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Tab') {
      // Keep the focus in the dialog: from the last control to the first and back.
      const controls = dialog.current?.querySelectorAll<HTMLElement>('button:not([disabled])');
      if (!controls || controls.length === 0) return;
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
    // The gallery behind must not turn its own photo too.
    event.stopPropagation();
  };

  const toggleAt = (event: MouseEvent<HTMLButtonElement>) => {
    if (swipe.swiped()) return;
    if (zoom) return setZoom(null);
    const box = event.currentTarget.getBoundingClientRect();
    // A keyboard "click" has no point: zoom into the middle.
    const x = event.clientX ? ((event.clientX - box.left) / box.width) * 100 : 50;
    const y = event.clientY ? ((event.clientY - box.top) / box.height) * 100 : 50;
    setZoom({ x, y });
  };

  return createPortal(
    <div
      ref={dialog}
      className="zoom"
      role="dialog"
      aria-modal="true"
      aria-label={t('product.gallery.dialog', { name })}
      onKeyDown={onKeyDown}
      data-testid="zoom"
    >
      <div className="zoom__bar">
        <span className="zoom__position" aria-live="polite" data-testid="zoom-position">
          {t('product.gallery.position', { n: index + 1, total: count })}
        </span>
        <button
          type="button"
          className="zoom__button"
          aria-pressed={zoom !== null}
          onClick={() => setZoom(zoom ? null : { x: 50, y: 50 })}
        >
          {zoom ? t('product.gallery.zoomOut') : t('product.gallery.zoomIn')}
        </button>
        <button ref={close} type="button" className="zoom__button" onClick={onClose}>
          {t('product.gallery.close')}
        </button>
      </div>
      <button
        type="button"
        className={`zoom__stage${zoom ? ' zoom__stage--zoomed' : ''}`}
        aria-label={zoom ? t('product.gallery.zoomOut') : t('product.gallery.zoomIn')}
        onPointerDown={swipe.onPointerDown}
        onPointerUp={swipe.onPointerUp}
        onPointerCancel={swipe.onPointerCancel}
        onClick={toggleAt}
      >
        <img
          key={photo.url}
          src={photoSource(photo.url).src}
          alt={photo.alt[language] || name}
          width={1200}
          height={900}
          draggable={false}
          data-testid="zoom-photo"
          style={
            zoom
              ? { transform: `scale(${ZOOM_SCALE})`, transformOrigin: `${zoom.x}% ${zoom.y}%` }
              : undefined
          }
        />
      </button>
      {count > 1 && (
        <>
          <button
            type="button"
            className="zoom__turn zoom__turn--previous"
            aria-label={t('product.gallery.previous')}
            onClick={() => step(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="zoom__turn zoom__turn--next"
            aria-label={t('product.gallery.next')}
            onClick={() => step(1)}
          >
            ›
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}
