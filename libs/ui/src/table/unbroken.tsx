import type { ReactNode } from 'react';
import './table-frame.css';

/**
 * A value a reader takes in at once — a price, an amount, a date, a phone number, a TrxID, an
 * order number — that never breaks inside, however narrow its cell: "৳4,94 / 9" reads as two
 * numbers. The cell grows to fit it instead (the frame's cells otherwise wrap anywhere).
 */
export function Unbroken({
  children,
  className,
  ...rest
}: {
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <span className={['shop-unbroken', className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </span>
  );
}

/**
 * An e-mail address that may break only after its `@` (each half stays whole): a long address
 * takes two lines in a narrow cell instead of being cut anywhere. A half longer than the whole cell
 * ends in an ellipsis rather than pushing the table wider than the screen; the address stays whole
 * in the title (hover) and for screen readers.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <Unbroken>{email}</Unbroken>;
  return (
    <span className="shop-email" translate="no" title={email}>
      <Unbroken>{email.slice(0, at + 1)}</Unbroken>
      <wbr />
      <Unbroken>{email.slice(at + 1)}</Unbroken>
    </span>
  );
}
