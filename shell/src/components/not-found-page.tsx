import { useT } from '@shop/i18n';
import { Link } from '@shop/router';
import { NotFoundPicture } from '@shop/ui';
import { NAMESPACE } from '../app/i18n';
import { SHOP_NAME } from './layout/navbar';

/**
 * Any unknown path (spec §2: "a not-found image"). Its title says so in the page's language (React
 * puts it in `<head>`; the server's 404 answer carries it), and search engines are asked not to
 * index it.
 */
export function NotFoundPage() {
  const { t } = useT(NAMESPACE);
  return (
    <section className="page-center">
      <title>{`${t('notFound.title')} | ${SHOP_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <NotFoundPicture label={t('notFound.image')} className="not-found__image" />
      <h1 className="page-title">{t('notFound.title')}</h1>
      <p className="page-lead">{t('notFound.lead')}</p>
      <Link to="/" className="button button--primary button--large">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
