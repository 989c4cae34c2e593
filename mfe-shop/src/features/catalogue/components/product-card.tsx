import { assetUrl } from '@shop/api-client';
import type { Part } from '@shop/contracts';
import { TRUNCATE_AT, truncate } from '@shop/rules';
import { Button, Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { PriceTag } from './price-tag';

/** One product in a listing: image, name (70 characters), price and list price, link to details. */
export function ProductCard({ part }: { part: Part }) {
  const soldOut = part.quantity <= 0;
  const href = `/product/${part._id}`;
  return (
    <Card
      data-testid="product-card"
      className="product-card"
      hoverable
      cover={
        <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden>
          <img
            src={assetUrl(part.img)}
            alt={part.name}
            width={320}
            height={240}
            loading="lazy"
            decoding="async"
          />
        </Link>
      }
    >
      <h2 className="product-card__name" title={part.name}>
        <Link to={href}>{truncate(part.name, TRUNCATE_AT.cardName)}</Link>
      </h2>
      <PriceTag price={part.price} />
      <div className="product-card__footer">
        {soldOut ? <Tag color="red">Sold out</Tag> : <Tag color="green">In stock</Tag>}
        <Link to={href}>
          <Button type="primary" ghost size="small">
            View details
          </Button>
        </Link>
      </div>
    </Card>
  );
}
