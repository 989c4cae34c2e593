import { skipToken, assetUrl } from '@shop/api-client';
import { Button, Collapse, Result, Skeleton, Tag } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useGetPartQuery } from '../api/catalogue-api';
import { PriceTag } from './price-tag';
import './product-page.css';

const WHY_CHOOSE = [
  'ক্যাশ অন ডেলিভারি: পণ্য হাতে পেয়ে দেখে তারপর মূল্য পরিশোধ করুন।',
  'রিটার্ন পলিসি: পণ্য পাওয়া না গেলে বা ত্রুটি থাকলে ৫ কর্মদিবসের মধ্যে বিকাশ বা ব্যাংকের মাধ্যমে টাকা ফেরত।',
  'সব পণ্য অরিজিনাল, আর যেকোনো সমস্যার পূর্ণ সমাধানের নিশ্চয়তা।',
];

function isMissing(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 400 || status === 404;
}

/** /product/:partId — one part with price, list price, stock and description. */
export function ProductPage() {
  const { partId } = useParams<{ partId: string }>();
  const {
    data: part,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetPartQuery(partId ?? skipToken);

  if (isLoading) {
    return (
      <div className="product-page">
        <Skeleton.Node active className="product-page__media" />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }

  if (error && isMissing(error)) {
    return (
      <Result
        status="404"
        title="Product not found"
        subTitle="This product does not exist or is no longer sold."
        extra={
          <Link to="/shops">
            <Button type="primary">Back to the shop</Button>
          </Link>
        }
      />
    );
  }

  if (error || !part) {
    return (
      <Result
        status="warning"
        title="We couldn’t load this product."
        subTitle="Check your connection and try again."
        extra={
          <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
            Retry
          </Button>
        }
      />
    );
  }

  const soldOut = part.quantity <= 0;
  return (
    <article className="product-page">
      <div className="product-page__media">
        <img src={assetUrl(part.img)} alt={part.name} width={560} height={420} />
      </div>
      <div className="product-page__info">
        <h1 className="product-page__name">{part.name}</h1>
        <PriceTag price={part.price} size="large" />
        <p className="product-page__stock">
          {soldOut ? (
            <Tag color="red">Sold out</Tag>
          ) : (
            <Tag color="green">Available: {part.quantity}</Tag>
          )}
        </p>
        <p className="product-page__description">{part.description}</p>
        <Link to="/signup">
          <Button type="primary" size="large" disabled={soldOut} block>
            Buy Now
          </Button>
        </Link>
        <Collapse
          className="product-page__why"
          items={[
            {
              key: 'why',
              label: 'Why Choose TechParts BD?',
              children: (
                <ul lang="bn">
                  {WHY_CHOOSE.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      </div>
    </article>
  );
}
