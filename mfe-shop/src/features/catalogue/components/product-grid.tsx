import type { Part } from '@shop/contracts';
import { useT } from '@shop/i18n';
import { DeferredHydration } from '../../../components/deferred-hydration';
import { ProductCard } from './product-card';
import './catalogue.css';

/**
 * `eagerImages`: how many of the first cards load their image at once (above the fold); those
 * hydrate with the page, the others when they come near the screen or are used.
 */
export function ProductGrid({ parts, eagerImages = 0 }: { parts: Part[]; eagerImages?: number }) {
  return (
    <div className="product-grid">
      {parts.map((part, index) =>
        index < eagerImages ? (
          <ProductCard key={part._id} part={part} eager />
        ) : (
          <DeferredHydration key={part._id}>
            <ProductCard part={part} />
          </DeferredHydration>
        ),
      )}
    </div>
  );
}

/** Placeholder cards shaped like the real ones while the catalogue loads (no layout shift). */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useT('shop');
  return (
    <div
      className="product-grid"
      role="status"
      aria-busy="true"
      aria-label={t('listing.loadingProducts')}
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="product-tile product-tile--listing" aria-hidden>
          <div className="product-tile__media skeleton" />
          <div className="product-tile__body">
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
          </div>
        </div>
      ))}
    </div>
  );
}
