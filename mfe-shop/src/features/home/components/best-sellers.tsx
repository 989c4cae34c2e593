import { BEST_SELLER_PART_IDS, type Part } from '@shop/contracts';
import { formatTaka, listPrice, TRUNCATE_AT, truncate } from '@shop/rules';
import { Link } from '@shop/router';
import { emptyState, QueryResult } from '../../../components/query-result';
import { useGetPartsByIdsQuery } from '../../../lib/parts-by-ids-api';
import { Carousel } from './carousel';
import './home.css';
import { ProductImageLink } from '../../../components/product-image-link';
import { HomeSection } from './home-section';

function BestSellerSlide({ part }: { part: Part }) {
  const href = `/product/${part._id}`;
  return (
    <article className="tile">
      <ProductImageLink partId={part._id} img={part.img} className="tile__media" />
      <div className="tile__body">
        <h3 className="tile__name" title={part.name}>
          <Link to={href}>{truncate(part.name, TRUNCATE_AT.cardName)}</Link>
        </h3>
        <p className="tile__price">
          {formatTaka(part.price)} <del>{formatTaka(listPrice(part.price))}</del>
        </p>
      </div>
    </article>
  );
}

/** Home section 'Best seller' (spec §2, §9): the eight fixed products in an infinite carousel. */
export function BestSellers() {
  const body = (
    <QueryResult
      query={useGetPartsByIdsQuery(BEST_SELLER_PART_IDS)}
      loading="Loading best sellers…"
      error="We couldn’t load the best sellers."
      empty={emptyState('Best sellers are on their way.')}
    >
      {(parts) => (
        <Carousel
          items={parts}
          label="Best sellers"
          getKey={(part) => part._id}
          slideTestId="best-seller-slide"
          renderSlide={(part) => <BestSellerSlide part={part} />}
        />
      )}
    </QueryResult>
  );

  return (
    <HomeSection id="best-seller-title" title="Best seller">
      {body}
    </HomeSection>
  );
}
