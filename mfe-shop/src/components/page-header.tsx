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
    <header className="shop-page__header">
      <h1 className="shop-page__title">{title}</h1>
      {lead && <p className="shop-page__lead">{lead}</p>}
      {extra}
    </header>
  );
}
