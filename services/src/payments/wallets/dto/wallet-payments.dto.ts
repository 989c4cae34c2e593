import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MODERATION_REASON_MAX,
  MODERATION_REASON_MIN,
  type PaymentOptions,
  type Wallet,
  type WalletAccount,
  type WalletDecision,
  WALLET_DECISIONS,
  type WalletPaymentClaim,
  type WalletPaymentDecision,
  type WalletPaymentPage,
  type WalletPaymentRow,
  WALLETS,
} from '@shop/contracts';
import {
  moderationReasonError,
  MODERATION_MESSAGES,
  senderNumberError,
  TRX_ID_LENGTH,
  trxIdError,
  walletError,
} from '@shop/rules';
import { IsIn, IsOptional, ValidateBy } from 'class-validator';
import {
  BD_MOBILE_PATTERN,
  FollowsRule,
  IntegerParam,
  MODERATION_REASON_PATTERN,
  OBJECT_ID_PATTERN,
  PageDto,
} from '../../../common';
import { WalletClaimDto } from '../../../orders';

/** Control characters a single-line text may not hold (as ControlCharactersPipe reads them). */
const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069';
/** A space the API trims away (String.prototype.trim), control characters excepted. */
const SPACE = `(?:[^\\S${CONTROLS}]|\\ufeff)`;

/**
 * What trxIdError accepts for some wallet, as the document's pattern: 8 to 12 ASCII letters and
 * digits, spaces around. bKash's are exactly 10 (the description says so; a JSON Schema pattern
 * cannot depend on the `wallet` field).
 */
export const TRX_ID_PATTERN = `^${SPACE}*[A-Za-z0-9]{${TRX_ID_LENGTH.min},${TRX_ID_LENGTH.max}}${SPACE}*$`;

export const WALLET_CLAIM_FILTERS = ['verifying', 'verified', 'not_received', 'all'] as const;
export const MAX_WALLET_PAGE = 1_000_000;
export const MAX_WALLET_PAGE_LIMIT = 100;
export const DEFAULT_WALLET_PAGE_LIMIT = 20;

/** `POST /api/orders/:id/wallet-payment`. */
export class WalletPaymentClaimDto implements WalletPaymentClaim {
  @ApiProperty({ enum: WALLETS, description: 'The wallet the money was sent from (one the shop offers)' })
  @FollowsRule('wallet', walletError)
  wallet!: Wallet;

  @ApiProperty({
    example: '01712345678',
    description: 'The wallet number the money was sent from: a Bangladeshi mobile number (+880 optional, Bengali digits accepted); stored as 01XXXXXXXXX',
    pattern: BD_MOBILE_PATTERN,
  })
  @FollowsRule('senderNumber', senderNumberError)
  senderNumber!: string;

  @ApiProperty({
    example: '9FK3L0M2QX',
    description:
      "The transaction id of the wallet's SMS, any letter case (stored upper-cased): bKash 10 letters and digits, Nagad and Rocket 8 to 12",
    pattern: TRX_ID_PATTERN,
  })
  @ValidateBy({
    name: 'trxId',
    validator: {
      validate: (value: unknown, args) =>
        trxIdError((args?.object as { wallet?: unknown }).wallet, value) === undefined,
      defaultMessage: (args) =>
        trxIdError((args?.object as { wallet?: unknown } | undefined)?.wallet, args?.value) ??
        'trxId is invalid',
    },
  })
  trxId!: string;
}

/** `GET /api/admin/wallet-payments?state=&page=&limit=`. */
export class ListWalletPaymentsQueryDto {
  @ApiPropertyOptional({ enum: WALLET_CLAIM_FILTERS, default: 'verifying' })
  @IsOptional()
  @IsIn(WALLET_CLAIM_FILTERS, { message: `state must be one of: ${WALLET_CLAIM_FILTERS.join(', ')}` })
  state?: (typeof WALLET_CLAIM_FILTERS)[number];

  @IntegerParam('page', 1, MAX_WALLET_PAGE, { default: 1 })
  page?: number;

  @IntegerParam('limit', 1, MAX_WALLET_PAGE_LIMIT, { default: DEFAULT_WALLET_PAGE_LIMIT })
  limit?: number;
}

/** The reason of a decision: required for 'Not received' (the customer reads it), a note otherwise. */
function decisionReasonError(decision: unknown, reason: unknown): string | undefined {
  if (reason === undefined || reason === null) {
    return decision === 'not_received' ? MODERATION_MESSAGES.required : undefined;
  }
  return moderationReasonError(reason);
}

/** `PATCH /api/admin/wallet-payments/:orderId`. */
export class WalletPaymentDecisionDto implements WalletPaymentDecision {
  @ApiProperty({
    enum: WALLET_DECISIONS,
    description: "verified: the money is in the shop's wallet (the order is paid); not_received: it is not (unpaid again, the customer is told why)",
  })
  @IsIn(WALLET_DECISIONS, { message: `decision must be one of: ${WALLET_DECISIONS.join(', ')}` })
  decision!: WalletDecision;

  @ApiPropertyOptional({
    description: `Required for not_received (shown to the customer); a note for verified. ${MODERATION_REASON_MIN} to ${MODERATION_REASON_MAX} characters once trimmed, one line`,
    minLength: MODERATION_REASON_MIN,
    pattern: MODERATION_REASON_PATTERN,
    example: 'No payment with this TrxID in our bKash statement',
  })
  @ValidateBy({
    name: 'decisionReason',
    validator: {
      validate: (value: unknown, args) =>
        decisionReasonError((args?.object as { decision?: unknown }).decision, value) === undefined,
      defaultMessage: (args) =>
        decisionReasonError((args?.object as { decision?: unknown } | undefined)?.decision, args?.value) ??
        'reason is invalid',
    },
  })
  reason?: string;
}

export class WalletAccountDto implements WalletAccount {
  @ApiProperty({ enum: WALLETS })
  wallet!: Wallet;

  @ApiProperty({ example: '01712345678', description: "The shop's wallet number (Rocket: 12 digits)" })
  number!: string;

  @ApiProperty({ description: 'A demo number of `npm start`: nobody receives the money' })
  demo!: boolean;
}

class CardOptionDto {
  @ApiProperty({ enum: ['stripe', 'sandbox'] })
  provider!: 'stripe' | 'sandbox';

  @ApiProperty()
  testMode!: boolean;
}

class BkashCheckoutOptionDto {
  @ApiProperty({ description: 'Payments go to the built-in bKash simulator (no real money moves)' })
  simulator!: boolean;
}

export class PaymentOptionsDto implements PaymentOptions {
  @ApiProperty({ type: CardOptionDto })
  card!: CardOptionDto;

  @ApiProperty({ type: WalletAccountDto, isArray: true, description: 'Send money + TrxID: the wallets the shop has a number for' })
  sendMoney!: WalletAccountDto[];

  @ApiPropertyOptional({ type: BkashCheckoutOptionDto, description: "Absent: 'Pay with bKash' is not offered" })
  bkashCheckout?: BkashCheckoutOptionDto;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    example: 12,
    description: 'WALLET_CLAIM_HOURS: a send-money claim not checked within this many hours goes back to unpaid',
  })
  walletClaimHours!: number;
}

export class WalletPaymentRowDto implements WalletPaymentRow {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN })
  orderId!: string;

  @ApiProperty({ example: '00C1D2', description: 'The reference the customer was asked to write' })
  reference!: string;

  @ApiProperty({ example: 'Rahim Uddin' })
  customerName!: string;

  @ApiProperty({ example: 'customer@shop.local' })
  customerEmail!: string;

  @ApiProperty({ type: 'integer', minimum: 0, example: 1340 })
  amountTaka!: number;

  @ApiProperty({ type: WalletClaimDto })
  claim!: WalletClaimDto;
}

export class WalletPaymentPageDto
  extends PageDto(WalletPaymentRowDto, { total: 3, limit: DEFAULT_WALLET_PAGE_LIMIT })
  implements WalletPaymentPage {}
