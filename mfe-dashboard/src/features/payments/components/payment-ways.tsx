import type { Order, PaymentOptions, Wallet } from '@shop/contracts';
import { Radio, Skeleton } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Message } from '../../../components/message';
import { useDashboardT } from '../../../lib/i18n';
import { BkashCheckout } from './bkash-checkout';
import { SendMoney, WalletName } from './send-money';

/** One way to pay: bKash's checkout, sending money from a wallet, or a card. */
export type Way = 'bkashCheckout' | `sendMoney:${Wallet}` | 'card';

/**
 * The ways the shop offers: the card first and chosen at first (the spec's payment page is the card
 * form), then bKash's checkout, then each wallet's send money.
 */
function waysOf(options: PaymentOptions | undefined): Way[] {
  const ways: Way[] = ['card'];
  if (options?.bkashCheckout) ways.push('bkashCheckout');
  for (const account of options?.sendMoney ?? []) ways.push(`sendMoney:${account.wallet}`);
  return ways;
}

/** The way chosen on the payment page, and the ways there are to choose from. */
export interface PaymentWayChoice {
  ways: Way[];
  way: Way;
  choose: (way: Way) => void;
}

/**
 * Which way the customer pays: the one they picked while it is still offered, else the first. While
 * a card payment runs (or once it succeeded) it stays on the card. The page holds the choice, not
 * the picker, because the order summary shows the amount the way the chosen way charges it (the
 * card in US dollars, a wallet in taka).
 */
export function usePaymentWay(
  options: PaymentOptions | undefined,
  cardLocked: boolean,
): PaymentWayChoice {
  const ways = waysOf(options);
  const [chosen, setChosen] = useState<Way>();
  const way: Way = cardLocked ? 'card' : chosen && ways.includes(chosen) ? chosen : ways[0];
  return { ways, way, choose: setChosen };
}

/**
 * The payment page's choice of how to pay: the ways of `GET /payments/options` and the
 * card, one chosen at a time, its panel under the choice. While the card payment runs (or once it
 * succeeded) only the card is shown. Without wallets (or when the options could not be read) the
 * page is the card form alone, as before.
 */
export function PaymentWays({
  order,
  options,
  optionsLoading,
  choice: { ways, way, choose },
  cardLocked,
  card,
}: {
  order: Order;
  options: PaymentOptions | undefined;
  optionsLoading: boolean;
  choice: PaymentWayChoice;
  /** A card payment is under way or done: the choice stays on the card. */
  cardLocked: boolean;
  card: ReactNode;
}) {
  const { t } = useDashboardT();
  if (optionsLoading) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  if (ways.length === 1) return <>{card}</>;

  const label = (value: Way) => {
    if (value === 'card') return t('payment.ways.card');
    if (value === 'bkashCheckout') {
      return (
        <Message
          k="payment.ways.bkashCheckout"
          parts={{ wallet: <WalletName account={{ wallet: 'bkash' }} /> }}
        />
      );
    }
    const wallet = value.slice('sendMoney:'.length) as Wallet;
    return (
      <Message k="payment.ways.sendMoney" parts={{ wallet: <WalletName account={{ wallet }} /> }} />
    );
  };

  let panel: ReactNode = card;
  if (way === 'bkashCheckout') {
    panel = <BkashCheckout order={order} simulator={options?.bkashCheckout?.simulator ?? false} />;
  } else if (way !== 'card') {
    const account = options?.sendMoney.find((a) => `sendMoney:${a.wallet}` === way);
    if (account) {
      panel = (
        <SendMoney
          key={account.wallet}
          order={order}
          account={account}
          checkHours={options?.walletClaimHours}
        />
      );
    }
  }

  return (
    <div className="payment-ways">
      <fieldset className="payment-ways__choice">
        <legend className="payment-ways__legend">{t('payment.ways.legend')}</legend>
        <Radio.Group
          value={way}
          disabled={cardLocked}
          onChange={(event) => choose(event.target.value as Way)}
          className="payment-ways__options"
        >
          {ways.map((value) => (
            <Radio key={value} value={value} className="payment-ways__option">
              {label(value)}
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
      {panel}
    </div>
  );
}
