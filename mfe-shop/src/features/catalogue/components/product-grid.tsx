import type { Part } from '@shop/contracts';
import { Card, Skeleton } from 'antd';
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

/** Placeholder cards shaped like the real ones while the catalogue loads. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="product-grid" aria-busy="true" aria-label="Loading products">
      {Array.from({ length: count }, (_, i) => (
        <Card
          key={i}
          className="product-card"
          cover={<Skeleton.Node active className="product-card__skeleton-media" />}
        >
          <Skeleton active title paragraph={{ rows: 2 }} />
        </Card>
      ))}
    </div>
  );
}
