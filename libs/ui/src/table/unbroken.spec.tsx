import { render, screen } from '@testing-library/react';
import { EmailText, IdText, Unbroken } from './unbroken';

describe('Unbroken, EmailText and IdText', () => {
  it('wraps a value in the one-line class', () => {
    const { container } = render(<Unbroken data-testid="total">৳১৬,৮০০</Unbroken>);
    const span = container.querySelector('[data-testid="total"]');
    expect(span?.className).toBe('shop-unbroken');
    expect(span?.textContent).toBe('৳১৬,৮০০');
  });

  it('lets an address break only after its @: two whole halves around a <wbr>', () => {
    const { container } = render(<EmailText email="someone.long@example-mail.com.bd" />);
    const [local, domain] = Array.from(container.querySelectorAll('.shop-unbroken'));
    expect(local.textContent).toBe('someone.long@');
    expect(domain.textContent).toBe('example-mail.com.bd');
    expect(local.nextSibling?.nodeName).toBe('WBR');
    expect(container.textContent).toBe('someone.long@example-mail.com.bd');
    // Whole on hover when a half has to end in an ellipsis.
    expect(container.querySelector('.shop-email')?.getAttribute('title')).toBe(
      'someone.long@example-mail.com.bd',
    );
  });

  it('keeps an address inline within a sentence, still breaking only after its @', () => {
    const { container } = render(
      <p>
        the message from <EmailText email="rahim@shop.local" inline /> handled
      </p>,
    );
    const email = container.querySelector('.shop-email');
    expect(email?.classList.contains('shop-email--inline')).toBe(true);
    expect(
      Array.from(email?.querySelectorAll('.shop-unbroken') ?? []).map((half) => half.textContent),
    ).toEqual(['rahim@', 'shop.local']);
    expect(container.textContent).toBe('the message from rahim@shop.local handled');
  });

  it('keeps a text without @ whole', () => {
    const { container } = render(<EmailText email="not-an-address" />);
    expect(container.querySelectorAll('.shop-unbroken')).toHaveLength(1);
    expect(container.querySelector('wbr')).toBeNull();
  });

  it("keeps a transaction id on one line, whole in its title, asking for a TrxID's width at most", () => {
    const id = 'pi_sandbox_4f9a2c7710e3b5d8a6c1f0e2';
    const { container } = render(<IdText id={id} data-testid="transaction-id" />);
    const code = screen.getByTestId('transaction-id');
    expect(code.className).toBe('shop-unbroken');
    expect(code.textContent).toBe(id);
    const box = container.querySelector<HTMLElement>('.shop-id');
    expect(box?.getAttribute('title')).toBe(id);
    expect(box?.style.getPropertyValue('--shop-id-chars')).toBe('10');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("asks for a short id's own width, and offers to copy it when copyable", () => {
    const { container } = render(<IdText id="9FK3L0M2" copyable />);
    expect(
      container.querySelector<HTMLElement>('.shop-id')?.style.getPropertyValue('--shop-id-chars'),
    ).toBe('8');
    expect(screen.getByRole('button', { name: /copy/i })).toBeTruthy();
  });
});
