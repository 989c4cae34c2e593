import { render } from '@testing-library/react';
import { EmailText, Unbroken } from './unbroken';

describe('Unbroken and EmailText', () => {
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

  it('keeps a text without @ whole', () => {
    const { container } = render(<EmailText email="not-an-address" />);
    expect(container.querySelectorAll('.shop-unbroken')).toHaveLength(1);
    expect(container.querySelector('wbr')).toBeNull();
  });
});
