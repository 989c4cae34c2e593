import type { ReactNode } from 'react';
import './home.css';

/** A section of the home page: its heading (which names the section) and its content. */
export function HomeSection({
  id,
  title,
  children,
  lazy = true,
}: {
  /** The heading's id, e.g. `best-seller-title`. */
  id: string;
  title: string;
  children: ReactNode;
  /**
   * Laid out only near the screen, at a 600 px stand-in height until then. False for a section
   * far taller than that (the product listing, whose cards are lazy one by one): its stand-in
   * would leave the cards overlapping the footer (axe then reads the prices on the footer's dark
   * and the footer on the cards' white) and the page's height jumping when it is reached.
   */
  lazy?: boolean;
}) {
  return (
    <section
      className={lazy ? 'home-section' : 'home-section home-section--eager'}
      aria-labelledby={id}
    >
      <div className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
