import type { ReactNode } from 'react';
import './page-header.css';

export interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
  /**
   * The lead counts what is still loading ("12 orders, newest first"): its line is kept, blank,
   * so the table below does not move down when the count comes.
   */
  leadPending?: boolean;
  extra?: ReactNode;
  /**
   * The title's heading level: 2 under the shell's 'Welcome to your Dashboard' h1 (dashboard,
   * admin); 1 where the page's title is the page's only h1 (the storefront), set larger.
   */
  level?: 1 | 2;
}

/** The title block of a page: its title, an optional lead and extra content. No antd. */
export function PageHeader({ title, lead, leadPending, extra, level = 2 }: PageHeaderProps) {
  return (
    <header className="dash-page__header">
      {level === 1 ? (
        <h1 className="dash-page__title dash-page__title--h1">{title}</h1>
      ) : (
        <h2 className="dash-page__title">{title}</h2>
      )}
      {(lead || leadPending) && (
        <p className="dash-page__lead" aria-hidden={lead ? undefined : true}>
          {lead || '\u00a0'}
        </p>
      )}
      {extra}
    </header>
  );
}
