import { Link } from '@shop/router';
import notFound from '../assets/not-found.svg';

/** Any unknown path (spec §2: "a not-found image"). */
export function NotFoundPage() {
  return (
    <section className="page-center">
      <img
        src={notFound}
        alt="Page not found"
        width={480}
        height={300}
        className="not-found__image"
      />
      <h1 className="page-title">We couldn’t find that page</h1>
      <p className="page-lead">The link may be old, or the page has moved.</p>
      <Link to="/" className="button button--primary button--large">
        Back to home
      </Link>
    </section>
  );
}
