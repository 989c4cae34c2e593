import { useAuth } from '@shop/api-client';
import type { Bilingual, Part, ProductDetails, ProductPhoto } from '@shop/contracts';
import { Trans, useFormat, useT } from '@shop/i18n';
import { MAX_UNITS_PER_LINE, ORDER_MESSAGES, variantLabel, variantSpecs } from '@shop/rules';
import { NotFoundPicture, useRuleMessage } from '@shop/ui';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from '@shop/router';
import { DeferredHydration } from '../../../components/deferred-hydration';
import { Loading } from '../../../components/loading';
import { LoadError } from '../../../components/load-error';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useGetPartPageQuery } from '../api/catalogue-api';
import { usePart } from '../hooks/use-part';
import { ProductGrid } from './product-grid';
import { PriceTag } from './price-tag';
import { CompareSlotOutlet } from './compare-slot';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { SpecTable } from './spec-table';
import { VariantPicker } from './variant-picker';
import { chosenVariant } from '../utils/variant-choice';
import './product-page.css';

/**
 * Spec §2: the collapsible 'Why Choose' text in Bengali (cash on delivery, return policy), in
 * Bengali whatever the page's language, as the spec has it.
 */
export const WHY_CHOOSE = [
  'ক্যাশ অন ডেলিভারি: পণ্য হাতে পেয়ে দেখে তারপর মূল্য পরিশোধ করুন।',
  'রিটার্ন পলিসি: পণ্য পাওয়া না গেলে বা ত্রুটি থাকলে ৫ কর্মদিবসের মধ্যে বিকাশ বা ব্যাংকের মাধ্যমে টাকা ফেরত।',
  'সব পণ্য অরিজিনাল, আর যেকোনো সমস্যার পূর্ণ সমাধানের নিশ্চয়তা।',
];

/**
 * Renders the booking form for a product (the app composes it in: features stay apart), booking
 * the page's one quantity — of the variant chosen (`part.sku`), whose price and stock `part` has.
 */
export type BookingSlot = (part: ShownPart, quantity: number) => ReactNode;

/** The product as the page offers it: with the chosen variant's price, stock, picture and SKU. */
export type ShownPart = Part & { sku?: string };

/** Buy Now's box: the link, and the blank place kept for it while the session is checked. */
const BUY_NOW_CLASS = 'btn btn--primary btn--large btn--block';

/**
 * What a person can do with the product. Visitors: 'Buy Now' leads to sign-up (spec §2), and the
 * cart. Signed-in customers: the cart and the booking form (`booking`), which takes Buy Now's place.
 */
function PurchaseActions({
  part,
  variant,
  booking,
}: {
  part: ShownPart;
  variant?: { sku: string; name: Bilingual };
  booking?: BookingSlot;
}) {
  const { status } = useAuth();
  const location = useLocation();
  const { add, inCart, atStockLimit, atOrderLimit } = useAddToCart(part, variant);
  const ruleMessage = useRuleMessage();
  const [quantity, setQuantity] = useState(1);
  const { t } = useT('shop');
  const room = Math.max(0, Math.min(part.quantity, MAX_UNITS_PER_LINE) - inCart);

  if (part.quantity <= 0) {
    return <p className="product-page__sold-out">{t('product.soldOutNow')}</p>;
  }
  // Signed in, one quantity serves both Add to cart and the booking form: an order does not
  // count what is in the cart, Add to cart takes what still fits in it.
  const bookable = status === 'authenticated' ? booking : undefined;
  return (
    <div className="product-page__actions" data-testid="purchase-actions">
      {(bookable || !atStockLimit) && (
        <div className="product-page__cart-row">
          <QuantityStepper
            id="product-quantity"
            value={bookable ? quantity : Math.min(quantity, room)}
            max={bookable ? part.quantity : part.quantity - inCart}
            limit={MAX_UNITS_PER_LINE}
            counted={bookable ? 0 : inCart}
            onChange={setQuantity}
            label={t('product.quantity')}
            lessLabel={t('product.oneLess')}
            moreLabel={t('product.oneMore')}
          />
          {!atStockLimit && (
            <button
              type="button"
              className="btn btn--large"
              onClick={() => {
                add(Math.min(quantity, room));
                setQuantity(1);
              }}
            >
              {t('product.addToCartButton')}
            </button>
          )}
        </div>
      )}
      {inCart > 0 && (
        <p className="product-page__in-cart">
          {t('product.inCart', { count: inCart })} <Link to="/cart">{t('product.goToCart')}</Link>
        </p>
      )}
      {atOrderLimit && part.quantity > MAX_UNITS_PER_LINE && (
        <p className="product-page__in-cart" role="status">
          {ruleMessage(ORDER_MESSAGES.quantityOverLimit)}
        </p>
      )}
      {status === 'unknown' && (
        // Buy Now's place, kept while the session is checked (the server's page is everyone's):
        // a visitor's Buy Now then fills it, instead of pushing what follows down under a tap.
        <span
          className={`${BUY_NOW_CLASS} product-page__buy-slot`}
          aria-hidden="true"
          data-testid="buy-now-slot"
        >
          {t('product.buyNow')}
        </span>
      )}
      {status === 'anonymous' && (
        <Link
          to="/signup"
          state={{ from: `${location.pathname}${location.search}` }}
          className={BUY_NOW_CLASS}
        >
          {t('product.buyNow')}
        </Link>
      )}
      {bookable?.(part, quantity)}
    </div>
  );
}

/** How many products a missing product's page offers instead. */
const SUGGESTIONS = 4;

/**
 * A product that does not exist (unknown, malformed or archived id): the shop's not-found picture
 * (spec §2), the way back to the shop, and a few products on sale instead of a dead end. The
 * server answers this page with 404.
 */
function ProductNotFound() {
  const { t } = useT('shop');
  const { data } = useGetPartPageQuery({ category: null, sort: null, page: 1, limit: SUGGESTIONS });
  const suggestions = data?.items ?? [];
  return (
    <section className="product-missing" data-testid="empty-state">
      <NotFoundPicture label={t('product.notFoundImage')} className="product-missing__picture" />
      <h1 className="product-missing__title">{t('product.notFound')}</h1>
      <p className="status-block__text">{t('product.notFoundText')}</p>
      <Link to="/shops" className="btn btn--primary">
        {t('product.backToShop')}
      </Link>
      {suggestions.length > 0 && (
        <section className="product-missing__more" aria-labelledby="product-missing-more">
          <h2 id="product-missing-more" className="product-missing__more-title">
            {t('product.notFoundSuggestions')}
          </h2>
          <ProductGrid parts={suggestions} />
        </section>
      )}
    </section>
  );
}

/**
 * /product/:partId — one part with price, list price, stock, description and how to buy it;
 * `booking` renders the signed-in customer's booking form.
 */
export function ProductPage({ booking }: { booking?: BookingSlot } = {}) {
  const { partId } = useParams<{ partId: string }>();
  // An id the API answered "no such product" (unknown, malformed, archived) is not asked again.
  const { data: part, error, missing, isLoading, isFetching, refetch } = usePart(partId);
  const { t } = useT('shop');
  const { language } = useFormat();
  const [searchParams] = useSearchParams();
  // The variant chosen: `?v=<sku>` when the page was opened with one (server-rendered too), then
  // the visitor's picks; the address follows each pick without leaving the page.
  const [pickedSku, setPickedSku] = useState<{ partId?: string; sku: string | null }>(() => ({
    partId,
    sku: searchParams.get('v'),
  }));
  const wantedSku = pickedSku.partId === partId ? pickedSku.sku : null;
  const choose = (sku: string) => {
    setPickedSku({ partId, sku });
    const url = new URL(window.location.href);
    url.searchParams.set('v', sku);
    window.history.replaceState(window.history.state, '', url);
  };

  if (missing) return <ProductNotFound />;

  if (isLoading) return <Loading label={t('product.loading')} />;

  if (error || !part) {
    return (
      <LoadError title={t('product.error')} onRetry={() => void refetch()} retrying={isFetching} />
    );
  }

  const variants = part.variants ?? [];
  const variant = (part.options?.length ?? 0) > 0 ? chosenVariant(variants, wantedSku) : undefined;
  const variantName = variant ? variantLabel(part.options, variant.values) : undefined;
  // The chosen variant's price, stock and picture; the product's own for one sold in one variant.
  const shown: ShownPart = variant
    ? {
        ...part,
        price: variant.price,
        quantity: variant.quantity,
        img: variant.img ?? part.img,
        sku: variant.sku,
      }
    : part;
  const soldOut = shown.quantity <= 0;
  // The Bengali name and description on Bengali pages, where the shop wrote them.
  const name = (language === 'bn' && part.nameBn) || part.name;
  const description = (language === 'bn' && part.descriptionBn) || part.description;
  return (
    <article className="product-page">
      <div className="product-page__media">
        <ProductGallery
          // Another first photo (a variant's own) starts the gallery at it.
          key={variant?.img ?? part.img}
          name={name}
          photos={photosOf(part, variant?.img)}
        />
      </div>
      <div className="product-page__info">
        <h1 className="product-page__name" translate="no">
          {name}
        </h1>
        <PriceTag price={shown.price} size="large" />
        <p className="product-page__stock" data-testid="stock">
          {soldOut ? (
            <span className="badge badge--bad">{t('product.soldOut')}</span>
          ) : (
            <span className="badge badge--ok">
              {t('product.available', { count: shown.quantity })}
            </span>
          )}
        </p>
        {variant && (
          <VariantPicker
            options={part.options}
            variants={variants}
            current={variant}
            onChoose={choose}
          />
        )}
        <ProductFacts brand={part.brand} warranty={part.warranty} />
        <CompareSlotOutlet part={part} />
        <p className="product-page__description" translate="no">
          {description}
        </p>
        <PurchaseActions
          // A new variant starts its own quantity and cart count.
          key={variant?.sku ?? part._id}
          part={shown}
          variant={variant && variantName ? { sku: variant.sku, name: variantName } : undefined}
          booking={booking}
        />
        <details className="product-page__why">
          <summary>
            <Trans
              t={t}
              i18nKey="product.whyChoose"
              components={{ brand: <span translate="no" /> }}
            />
          </summary>
          <ul lang="bn">
            {WHY_CHOOSE.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      </div>
      {part.category && (
        // The chosen variant's own values (its storage, its RAM) in place of the product's.
        <DeferredHydration>
          <SpecTable category={part.category} specs={variantSpecs(part.specs ?? [], variant)} />
        </DeferredHydration>
      )}
    </article>
  );
}

/**
 * The product's photos, its picture (`img`, what the listing shows) first — or the chosen
 * variant's own photo first, when it has one: also when the photos do not include it (a picture
 * replaced on its own) or there are none (an older API's answer).
 */
function photosOf(part: ProductDetails, variantImg?: string): readonly ProductPhoto[] {
  const photos = part.photos ?? [];
  const first = variantImg ?? part.img;
  if (photos[0]?.url === first) return photos;
  const picture = photos.find((photo) => photo.url === first) ?? {
    url: first,
    alt: { en: part.name, bn: part.nameBn ?? part.name },
  };
  return [picture, ...photos.filter((photo) => photo.url !== first)];
}
