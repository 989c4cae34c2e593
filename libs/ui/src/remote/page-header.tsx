import type { ReactNode } from 'react';
import './page-header.css';

export interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
  extra?: ReactNode;
}

/**
 * The title block of a dashboard or admin page: an h2 under the shell's 'Welcome to your Dashboard'
 * h1, an optional lead and extra content. No antd.
 */
export function PageHeader({ title, lead, extra }: PageHeaderProps) {
  return (
    <header className="dash-page__header">
      <h2 className="dash-page__title">{title}</h2>
      {lead && <p className="dash-page__lead">{lead}</p>}
      {extra}
    </header>
  );
}
