import { Button, Empty, Result } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { useGetPartsQuery } from '../api/catalogue-api';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

export const SHOPS_TITLE = 'Explore a Universe of Extraordinary Finds!';

/** /shops: the whole catalogue. The API error itself is toasted by the store's middleware. */
export function ShopsPage() {
  const { data: parts, isLoading, isError, isFetching, refetch } = useGetPartsQuery();

  let body;
  if (isLoading) {
    body = <ProductGridSkeleton />;
  } else if (isError || !parts) {
    body = (
      <Result
        status="warning"
        title="We couldn’t load the products."
        subTitle="Check your connection and try again."
        extra={
          <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
            Retry
          </Button>
        }
      />
    );
  } else if (parts.length === 0) {
    body = <Empty description="No products here yet. Please check back soon." />;
  } else {
    body = (
      <>
        <p className="shops__count" data-testid="product-count">
          {parts.length} {parts.length === 1 ? 'product' : 'products'}
        </p>
        <ProductGrid parts={parts} />
      </>
    );
  }

  return (
    <section aria-busy={isLoading}>
      <PageHeader
        title={SHOPS_TITLE}
        lead="Original smart watches, earbuds, routers, kettles and more. Free delivery when you order any two products."
      />
      {body}
    </section>
  );
}
