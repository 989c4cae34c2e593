import { assetUrl } from '@shop/api-client';
import type { FeaturedPart } from '@shop/contracts';
import { formatTaka, TRUNCATE_AT, truncate } from '@shop/rules';
import { Button, Card } from 'antd';
import { Link } from 'react-router-dom';
import { useGetFeaturedPartsQuery } from '../api/catalogue-api';
import { ProductGridSkeleton } from './product-grid';
import './catalogue.css';

function FeaturedCard({ part }: { part: FeaturedPart }) {
  const href = `/product/${part._id}`;
  return (
    <Card
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
      <h3 className="product-card__name" title={part.name}>
        <Link to={href}>{truncate(part.name, TRUNCATE_AT.cardName)}</Link>
      </h3>
      <p className="price-tag">
        <span className="price-tag__price">{formatTaka(part.price)}</span>{' '}
        <del className="price-tag__list">{formatTaka(part.listPrice)}</del>
      </p>
    </Card>
  );
}

/** Home page section 'Delightful deals for everyone' (featured parts from /partHome). */
export function FeaturedDeals() {
  const { data: parts, isLoading } = useGetFeaturedPartsQuery();
  return (
    <section className="home-section" aria-labelledby="deals-title">
      <div className="home-section__head">
        <h2 id="deals-title" className="home-section__title">
          Delightful deals for everyone
        </h2>
        <Link to="/shops">
          <Button>Shop all deals</Button>
        </Link>
      </div>
      {isLoading ? (
        <ProductGridSkeleton count={4} />
      ) : parts && parts.length > 0 ? (
        <div className="product-grid">
          {parts.map((part) => (
            <FeaturedCard key={part._id} part={part} />
          ))}
        </div>
      ) : (
        <p className="home-section__empty">
          Today’s deals are on their way. Browse the whole shop meanwhile.
        </p>
      )}
    </section>
  );
}
