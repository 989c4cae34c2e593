import type { ReactNode } from 'react';

interface Props {
  tone: 'warning' | 'error';
  title: string;
  hint: string;
  /** The way out: Retry, Reload. */
  action: ReactNode;
}

const TONES = { warning: '#f59e0b', error: '#dc2626' } as const;

/** A failure message in the page area: icon, title, hint and one action (plain markup, no antd). */
export function StatusBlock({ tone, title, hint, action }: Props) {
  return (
    <div className="status-block">
      <svg className="status-block__icon" viewBox="0 0 64 64" aria-hidden focusable="false">
        <circle cx="32" cy="32" r="30" fill={TONES[tone]} />
        <rect x="29" y="14" width="6" height="26" rx="3" fill="#ffffff" />
        <circle cx="32" cy="48" r="3.5" fill="#ffffff" />
      </svg>
      <h2 className="status-block__title">{title}</h2>
      <p className="status-block__hint">{hint}</p>
      {action}
    </div>
  );
}
