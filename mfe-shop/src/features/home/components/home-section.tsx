import type { ReactNode } from 'react';
import './home.css';

/** A section of the home page: its heading (which names the section) and its content. */
export function HomeSection({
  id,
  title,
  children,
}: {
  /** The heading's id, e.g. `best-seller-title`. */
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
