import { COMMON_MESSAGES_EN, initI18nWith, loadCommonMessages } from '@shop/i18n';
import { AUTH_MESSAGES, REVIEW_MESSAGES } from '@shop/rules';
import { act, render, screen } from '@testing-library/react';
import { FieldError, useRuleMessage } from './rule-message';

function Probe({ message }: { message: string | undefined }) {
  const ruleMessage = useRuleMessage();
  return <p data-testid="probe">{ruleMessage(message) ?? '(none)'}</p>;
}

describe('FieldError / useRuleMessage', () => {
  afterEach(() => {
    act(() => {
      initI18nWith({ common: COMMON_MESSAGES_EN }, 'en');
    });
  });

  it('shows the rule’s exact English message in English', () => {
    render(<FieldError id="email-error" message={AUTH_MESSAGES.emailInvalid} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Provide a valid Email');
    expect(alert.id).toBe('email-error');
  });

  it('renders nothing without a message', () => {
    const { container } = render(<FieldError message={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('translates when the language switches, and leaves unknown texts as they are', async () => {
    const bn = await loadCommonMessages('bn');
    render(
      <>
        <FieldError message={REVIEW_MESSAGES.rettingRequired} />
        <Probe message="Only 2 left of Watch X" />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Retting is Required');

    act(() => {
      initI18nWith({ common: bn }, 'bn');
    });
    expect(screen.getByRole('alert').textContent).toBe('রেটিং দিতে হবে');
    expect(screen.getByTestId('probe').textContent).toBe('Only 2 left of Watch X');
  });
});
