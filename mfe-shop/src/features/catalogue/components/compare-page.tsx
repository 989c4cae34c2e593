import { assetUrl } from '@shop/api-client';
import type { ProductDetails, ProductRating } from '@shop/contracts';
import { localizeDigits, useFormat, useT } from '@shop/i18n';
import { useWarrantyText } from '@shop/ui';
import { listPrice } from '@shop/rules';
import { Link, useNavigate } from '@shop/router';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useGetSpecTemplateQuery } from '../api/catalogue-api';
import type { ComparedProducts } from '../hooks/use-compared-products';
import { comparePath, type CompareIds } from '../utils/compare-ids';
import {
  compareRow,
  compareSpecGroups,
  shownGroups,
  type CompareRowGroup,
} from '../utils/compare-rows';
import { COMPARE_MAX, compareTray } from '../utils/compare-tray';
import { keepLatin } from './spec-table';
import './compare.css';

export interface ComparePageProps {
  /** The link's ids (`?ids=`), as read by `readCompareIds`. */
  link: CompareIds;
  /** Its products (`useComparedProducts(link.ids)`). */
  compared: ComparedProducts;
  /** Each column's rating (the reviews' answer), in the columns' order; `undefined` while unknown. */
  ratings?: readonly (ProductRating | undefined)[];
}

/** The overview rows every category has: price, list price, rating, brand, warranty. */
function useOverviewGroup(
  columns: readonly ProductDetails[],
  ratings: readonly (ProductRating | undefined)[],
): CompareRowGroup {
  const { t } = useT('shop');
  const f = useFormat();
  const warrantyText = useWarrantyText();
  const ratingText = (rating: ProductRating | undefined) => {
    if (!rating) return undefined;
    if (rating.count === 0) return t('compare.noRating');
    const average = t('compare.rating', {
      // As the product page's ratings show it: one decimal (4.0).
      average: localizeDigits(rating.average.toFixed(1), f.language),
      max: 5,
    });
    return `★ ${average} (${t('productReviews.count', { count: rating.count })})`;
  };
  return {
    key: 'overview',
    label: t('compare.rows.overview'),
    rows: [
      compareRow(
        'price',
        t('compare.rows.price'),
        columns.map((product) => f.price(product.price)),
      ),
      compareRow(
        'list-price',
        t('compare.rows.listPrice'),
        columns.map((product) => f.price(listPrice(product.price))),
      ),
      compareRow(
        'rating',
        t('compare.rows.rating'),
        columns.map((_, at) => ratingText(ratings[at])),
      ),
      compareRow(
        'brand',
        t('compare.rows.brand'),
        columns.map((product) => product.brand || undefined),
      ),
      compareRow(
        'warranty',
        t('compare.rows.warranty'),
        columns.map((product) => (product.warranty ? warrantyText(product.warranty) : undefined)),
      ),
    ],
  };
}

/**
 * /compare?ids=…: up to four products of one category side by side — picture, name, price, list
 * price, rating, brand, warranty and every spec row of the category's template — the rows that
 * differ marked, and a switch that hides the rows that do not. Ids without a product, products of
 * another category and ids beyond the fourth are said in plain words above the table.
 */
export function ComparePage({ link, compared, ratings = [] }: ComparePageProps) {
  const { t } = useT('shop');
  const { language } = useFormat();
  const navigate = useNavigate();
  const [hideIdentical, setHideIdentical] = useState(false);
  const { columns, category } = compared;
  const { data: template } = useGetSpecTemplateQuery(category ?? 'part', { skip: !category });
  const overview = useOverviewGroup(columns, ratings);

  const nameOf = (product: ProductDetails) => (language === 'bn' && product.nameBn) || product.name;
  const remove = (id: string) => {
    compareTray.remove(id);
    void navigate(comparePath(link.ids.filter((other) => other !== id)), { replace: true });
  };

  const header = (
    <PageHeader
      title={t('compare.title')}
      lead={
        category ? t('compare.lead', { category: t(`compare.categories.${category}`) }) : undefined
      }
    />
  );

  if (link.ids.length === 0) {
    return (
      <section className="compare">
        {header}
        <EmptyState title={t('compare.emptyTitle')}>
          <p className="status-block__text">{t('compare.emptyText')}</p>
          <Link to="/shops" className="btn btn--primary">
            {t('compare.backToShop')}
          </Link>
        </EmptyState>
      </section>
    );
  }
  if (columns.length === 0 && compared.loading) {
    return (
      <section className="compare">
        {header}
        <Loading label={t('compare.loading')} />
      </section>
    );
  }
  if (columns.length === 0 && compared.failed) {
    return (
      <section className="compare">
        {header}
        <LoadError title={t('compare.error')} onRetry={compared.retry} />
      </section>
    );
  }

  const words = { yes: t('product.specs.yes'), no: t('product.specs.no') };
  const specGroups = template
    ? compareSpecGroups(
        template.groups,
        columns.map((product) => product.specs ?? []),
        language,
        words,
      )
    : [];
  const groups = shownGroups([overview, ...specGroups], hideIdentical && columns.length > 1);

  const notices = [
    compared.missing.length > 0 && t('compare.missing', { count: compared.missing.length }),
    compared.foreign.length > 0 &&
      t('compare.foreign', {
        names: compared.foreign.map(nameOf).join(', '),
        category: category ? t(`compare.categories.${category}`) : '',
      }),
    link.dropped > 0 && t('compare.tooMany', { max: COMPARE_MAX }),
  ].filter((notice): notice is string => Boolean(notice));

  return (
    <section className="compare">
      {header}
      {notices.length > 0 && (
        <ul className="compare__notices" data-testid="compare-notices">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      {columns.length === 0 ? (
        <EmptyState title={t('compare.emptyTitle')}>
          <p className="status-block__text">{t('compare.emptyText')}</p>
          <Link to="/shops" className="btn btn--primary">
            {t('compare.backToShop')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <div className="compare__toolbar">
            <label className="compare__switch">
              <input
                type="checkbox"
                checked={hideIdentical}
                disabled={columns.length < 2}
                onChange={(event) => setHideIdentical(event.target.checked)}
              />
              <span>{t('compare.hideSame')}</span>
            </label>
            {columns.length > 2 && <p className="compare__swipe">{t('compare.swipe')}</p>}
          </div>
          <div
            className="compare__scroller"
            // Scrolls sideways on phones (two columns at a time): reachable by keyboard too.
            tabIndex={0}
            role="region"
            aria-label={t('compare.title')}
          >
            <table
              className="compare__table"
              style={{ ['--compare-columns' as string]: columns.length }}
              data-testid="compare-table"
            >
              <colgroup>
                <col className="compare__label-col" />
                {columns.map((product) => (
                  <col key={product._id} className="compare__product-col" />
                ))}
              </colgroup>
              <thead>
                <tr>
                  <td className="compare__corner" />
                  {columns.map((product) => (
                    <th
                      key={product._id}
                      scope="col"
                      className="compare__product"
                      data-testid="compare-column"
                    >
                      <Link to={`/product/${product._id}`} className="compare__product-link">
                        <img
                          className="compare__image"
                          src={assetUrl(product.img)}
                          alt=""
                          width={96}
                          height={96}
                          loading="lazy"
                        />
                        <span className="compare__name" translate="no">
                          {nameOf(product)}
                        </span>
                      </Link>
                      <button
                        type="button"
                        className="btn btn--small compare__remove"
                        aria-label={t('compare.removeName', { name: nameOf(product) })}
                        onClick={() => remove(product._id)}
                      >
                        {t('compare.remove')}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              {groups.map((group) => (
                <tbody key={group.key} data-group={group.key}>
                  <tr className="compare__group">
                    <th scope="colgroup" colSpan={columns.length + 1}>
                      <span className="compare__group-label">
                        {keepLatin(group.label, language)}
                      </span>
                    </th>
                  </tr>
                  {group.rows.map((row) => (
                    <tr
                      key={row.key}
                      data-row={row.key}
                      data-differs={row.differs ? 'true' : undefined}
                      className={
                        row.differs ? 'compare__row compare__row--differs' : 'compare__row'
                      }
                    >
                      <th scope="row">
                        {keepLatin(row.label, language)}
                        {row.differs && (
                          <span className="visually-hidden"> ({t('compare.differs')})</span>
                        )}
                      </th>
                      {row.values.map((value, at) => (
                        <td key={columns[at]._id}>
                          {value === undefined ? (
                            '—'
                          ) : row.key === 'list-price' ? (
                            <del>{value}</del>
                          ) : (
                            keepLatin(value, language)
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        </>
      )}
    </section>
  );
}
