import { ClockCircleOutlined } from '@ant-design/icons';
import type { Order, WalletClaim } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { Alert, Result } from 'antd';
import type { ReactNode } from 'react';
import { Message } from '../../../components/message';
import { WalletName } from './send-money';

/** The claim's facts: "৳3,060 by bKash, TrxID 9FK3L0M2QX, sent 25 Nov 2026, 10:30". */
function ClaimFacts({ claim }: { claim: WalletClaim }) {
  const f = useFormat();
  return (
    <Message
      k="payment.wallet.claimFacts"
      values={{ when: f.dateTime(claim.submittedAt) }}
      parts={{
        amount: <strong>{f.price(claim.amountTaka)}</strong>,
        wallet: <WalletName account={claim} />,
        trx: (
          <strong translate="no" data-testid="claim-trx-id">
            {claim.trxId}
          </strong>
        ),
      }}
    />
  );
}

/** The claim's deadline (WALLET_CLAIM_HOURS after it was sent): unchecked then, the order is unpaid. */
function CheckBy({ checkBy }: { checkBy: string }) {
  const f = useFormat();
  return (
    <span className="payment__checking-deadline" data-testid="wallet-check-by">
      <Message k="payment.wallet.checkBy" values={{ date: f.dateTime(checkBy) }} />
    </span>
  );
}

/**
 * The order's send-money payment waits for the shop's check (payment `verifying`): no forms, what
 * was sent, and that the order stays reserved meanwhile.
 */
export function CheckingPayment({ order, extra }: { order: Order; extra: ReactNode }) {
  const claim = order.payment.walletClaim;
  return (
    <Result
      status="info"
      icon={<ClockCircleOutlined />}
      data-testid="wallet-checking"
      title={<Message k="payment.wallet.checkingTitle" />}
      subTitle={
        <span className="payment__checking">
          {claim && (
            <span className="payment__checking-facts">
              <ClaimFacts claim={claim} />
            </span>
          )}
          <Message k="payment.wallet.checkingDetail" />
          {claim?.checkBy && <CheckBy checkBy={claim.checkBy} />}
        </span>
      }
      extra={extra}
    />
  );
}

/** The shop did not find the money of the last claim: why (the shop's words), and pay again below. */
export function ClaimNotReceived({ claim }: { claim: WalletClaim }) {
  return (
    <Alert
      type="error"
      showIcon
      className="payment__notice"
      data-testid="wallet-not-received"
      title={
        <Message
          k="payment.wallet.notReceivedTitle"
          parts={{ wallet: <WalletName account={claim} /> }}
        />
      }
      description={
        <span className="payment__checking">
          <span>
            <ClaimFacts claim={claim} />
          </span>
          {claim.reason && (
            <span>
              <Message
                k="payment.wallet.shopSays"
                parts={{ reason: <q translate="no">{claim.reason}</q> }}
              />
            </span>
          )}
          <span>
            <Message k="payment.wallet.payAgain" />
          </span>
        </span>
      }
    />
  );
}
