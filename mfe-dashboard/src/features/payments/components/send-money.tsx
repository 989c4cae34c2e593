import type { Order, WalletAccount } from '@shop/contracts';
import { WALLET_NAMES } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { useRulesForm } from '@shop/ui';
import { Alert, Button, Form, Typography } from 'antd';
import { Message } from '../../../components/message';
import { useDashboardT } from '../../../lib/i18n';
import { useClaimWalletPaymentMutation } from '../api/payments-api';
import { validateWalletClaim, walletClaim, type WalletClaimFields } from '../utils/wallet-claim';
import { FormInput } from './card-form-parts';

/** What a TrxID looks like (bKash's are 10 letters and digits). */
const TRX_ID_EXAMPLES: Record<WalletAccount['wallet'], string> = {
  bkash: '9FK3L0M2QX',
  nagad: '7XK3M9QP',
  rocket: '4821937065',
};

/** A brand name (bKash, Nagad, Rocket): the same in every language. */
export const WalletName = ({ account }: { account: Pick<WalletAccount, 'wallet'> }) => (
  <span translate="no">{WALLET_NAMES[account.wallet]}</span>
);

/**
 * Send money + TrxID: how to pay the order from a wallet app — the exact amount in
 * taka, the shop's number (with a copy button) and the reference to write — then the form for the
 * number paid from and the TrxID of the wallet's SMS, and how long the shop takes to check it
 * (`checkHours`, the API's WALLET_CLAIM_HOURS: past it the order is unpaid again). The API's
 * refusals (a TrxID already used, the order expired…) are toasted by the shop's error middleware;
 * the form keeps what was typed.
 */
export function SendMoney({
  order,
  account,
  checkHours,
}: {
  order: Order;
  account: WalletAccount;
  /** WALLET_CLAIM_HOURS from the payment options (absent from an older API: not said). */
  checkHours?: number;
}) {
  const { t } = useDashboardT();
  const f = useFormat();
  const [claim, claiming] = useClaimWalletPaymentMutation();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useRulesForm<WalletClaimFields>(validateWalletClaim(account.wallet), {
    senderNumber: '',
    trxId: '',
  });
  const wallet = <WalletName account={account} />;
  const reference = order.number;
  const id = `send-money-${account.wallet}`;

  return (
    <form
      className="payment-card payment-wallet"
      aria-label={t('payment.wallet.formLabel', { wallet: WALLET_NAMES[account.wallet] })}
      noValidate
      onSubmit={(event) =>
        void handleSubmit(async (values) => {
          await claim({ orderId: order._id, ...walletClaim(account.wallet, values) });
        })(event)
      }
    >
      {account.demo && (
        <Alert
          type="warning"
          showIcon
          role="note"
          className="payment-card__test-mode"
          title={<Message k="payment.wallet.demo" parts={{ wallet }} />}
        />
      )}
      <ol className="payment-wallet__steps">
        <li>
          <Message k="payment.wallet.step1" parts={{ wallet }} />
        </li>
        <li>
          <Message
            k="payment.wallet.step2"
            parts={{
              amount: (
                <strong className="payment-wallet__amount" data-testid="wallet-amount">
                  {f.price(order.total)}
                </strong>
              ),
            }}
          />
          <Typography.Text
            className="payment-wallet__number"
            data-testid="wallet-number"
            translate="no"
            strong
            copyable={{
              text: account.number,
              tooltips: [t('payment.wallet.copy'), t('payment.wallet.copied')],
            }}
          >
            {account.number}
          </Typography.Text>
        </li>
        <li>
          <Message
            k="payment.wallet.step3"
            parts={{
              reference: (
                <strong translate="no" data-testid="wallet-reference">
                  {reference}
                </strong>
              ),
            }}
          />
        </li>
        <li>
          <Message k="payment.wallet.step4" parts={{ wallet }} />
        </li>
      </ol>
      <Form layout="vertical" component={false} disabled={claiming.isLoading}>
        <FormInput
          control={control}
          name="senderNumber"
          id={`${id}-sender`}
          label={<Message k="payment.wallet.senderNumber" parts={{ wallet }} />}
          error={errors.senderNumber?.message}
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('payment.wallet.senderPlaceholder')}
        />
        <FormInput
          control={control}
          name="trxId"
          id={`${id}-trx`}
          label={<Message k="payment.wallet.trxId" parts={{ wallet }} />}
          error={errors.trxId?.message}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          // A TrxID's shape (letters and digits as the wallet writes them, in every language).
          placeholder={TRX_ID_EXAMPLES[account.wallet]}
        />
      </Form>
      {checkHours !== undefined && (
        <p className="payment-wallet__deadline" data-testid="wallet-deadline">
          {t('payment.wallet.deadline', { count: checkHours })}
        </p>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={claiming.isLoading}>
        {t('payment.wallet.submit')}
      </Button>
    </form>
  );
}
