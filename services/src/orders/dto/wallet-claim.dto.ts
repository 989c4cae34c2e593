import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type Wallet, type WalletClaim, type WalletClaimState, WALLETS } from '@shop/contracts';
import { OBJECT_ID_PATTERN } from '../../common';

/** An order's send-money claim (its payment's `walletClaim`; the admin's wallet-payment rows). */
class DecidedByDto {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN })
  userId!: string;

  @ApiProperty({ example: 'Shop Admin', description: "The admin's name when they decided" })
  name!: string;
}

export class WalletClaimDto implements WalletClaim {
  @ApiProperty({ enum: WALLETS })
  wallet!: Wallet;

  @ApiProperty({ example: '01712345678' })
  senderNumber!: string;

  @ApiProperty({ example: '9FK3L0M2QX' })
  trxId!: string;

  @ApiProperty({ example: '01700000001' })
  toNumber!: string;

  @ApiProperty({ type: 'integer', minimum: 0, example: 1340 })
  amountTaka!: number;

  @ApiProperty({ enum: ['verifying', 'verified', 'not_received', 'expired'] })
  state!: WalletClaimState;

  @ApiProperty({ example: '2026-11-25T10:00:00.000Z' })
  submittedAt!: string;

  @ApiPropertyOptional({
    example: '2026-11-25T22:00:00.000Z',
    description: 'submittedAt + WALLET_CLAIM_HOURS: a claim still waiting then goes back to unpaid (state expired)',
  })
  checkBy?: string;

  @ApiPropertyOptional({ example: '2026-11-25T11:00:00.000Z' })
  decidedAt?: string;

  @ApiPropertyOptional({ type: DecidedByDto })
  decidedBy?: DecidedByDto;

  @ApiPropertyOptional({ example: 'No payment with this TrxID in our bKash statement' })
  reason?: string;
}
