import { useFormat, useT } from '@shop/i18n';

/** The page numbers to offer: first, last, and the current page with its neighbours; gaps as null. */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? [null, p] : [p]));
}

export function Pagination({
  page,
  pageCount,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useT('shop');
  const f = useFormat();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="btn btn--small"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t('pagination.previous')}
      </button>
      <ol className="pagination__pages">
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden className="pagination__gap">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={`btn btn--small${p === page ? ' btn--active' : ''}`}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: p })}
                onClick={() => onPageChange(p)}
              >
                {f.number(p)}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="btn btn--small"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
