import type { ReactNode } from 'react';

/** Nothing to show yet, said plainly, with an optional way on. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="status-block" data-testid="empty-state">
      <h2 className="status-block__title">{title}</h2>
      {children}
    </div>
  );
}
