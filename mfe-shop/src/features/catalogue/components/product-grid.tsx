import type { Part } from '@shop/contracts';
import { ProductCard } from './product-card';
import './catalogue.css';

export function ProductGrid({ parts }: { parts: Part[] }) {
  return (
    <div className="product-grid">
      {parts.map((part) => (
        <ProductCard key={part._id} part={part} />
      ))}
    </div>
  );
}

/** Placeholder cards shaped like the real ones while the catalogue loads (no layout shift). */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="product-grid" role="status" aria-busy="true" aria-label="Loading products">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="product-card product-card--skeleton" aria-hidden>
          <div className="product-card__media skeleton" />
          <div className="product-card__body">
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
          </div>
        </div>
      ))}
    </div>
  );
}
