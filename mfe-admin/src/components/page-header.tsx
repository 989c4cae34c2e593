import type { ReactNode } from 'react';

export function PageHeader({
  title,
  lead,
  extra,
}: {
  title: string;
  lead?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <header className="dash-page__header">
      <h2 className="dash-page__title">{title}</h2>
      {lead && <p className="dash-page__lead">{lead}</p>}
      {extra}
    </header>
  );
}
