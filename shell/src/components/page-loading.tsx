import { Spin } from 'antd';

/** A page-sized loading indicator (uses the `.remote-loading` styles of the remote pages). */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="remote-loading" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="remote-loading__text">{label}</span>
    </div>
  );
}
