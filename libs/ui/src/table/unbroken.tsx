import { Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
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
 * `inline` keeps it in the line of the words around it ("the message from rahim@shop.local"), where
 * the default is a line of its own in the cell.
 */
export function EmailText({ email, inline = false }: { email: string; inline?: boolean }) {
  const at = email.indexOf('@');
  if (at < 0) return <Unbroken>{email}</Unbroken>;
  return (
    <span
      className={inline ? 'shop-email shop-email--inline' : 'shop-email'}
      translate="no"
      title={email}
    >
      <Unbroken>{email.slice(0, at + 1)}</Unbroken>
      <wbr />
      <Unbroken>{email.slice(at + 1)}</Unbroken>
    </span>
  );
}

/** The length of a bKash or Nagad TrxID: ids up to this long always show whole. */
const ID_CHARS_KEPT = 10;

/**
 * A transaction id or other reference a person may quote or copy (`pi_sandbox_4f9a…`, a TrxID):
 * one line, never cut in the middle of its digits. Like EmailText it asks its column for no more
 * than a TrxID's width; one longer than the cell ends in an ellipsis, whole in the title and when
 * copied.
 * With `copyable`, antd's copy button follows it on the same line.
 */
export function IdText({
  id,
  copyable = false,
  'data-testid': testId,
}: {
  id: string;
  copyable?: boolean;
  'data-testid'?: string;
}) {
  const code = (
    <code className="shop-unbroken" data-testid={testId} translate="no">
      {id}
    </code>
  );
  // As wide as the id up to a TrxID's length (so a short one is never cut), then the cell's width.
  const style = { '--shop-id-chars': Math.min(id.length, ID_CHARS_KEPT) } as CSSProperties;
  return (
    <span className="shop-id" title={id} style={style}>
      {copyable ? <Typography.Text copyable={{ text: id }}>{code}</Typography.Text> : code}
    </span>
  );
}
