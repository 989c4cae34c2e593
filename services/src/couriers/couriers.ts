import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '../config';
import { COURIER_NAMES, type Courier, type CourierName } from './courier';
import { COURIER_LABELS } from './courier-errors';
import { PATHAO_BASE_URL, PathaoCourier } from './pathao/pathao.courier';
import { REDX_BASE_URL, RedxCourier } from './redx/redx.courier';
import { STEADFAST_BASE_URL, SteadfastCourier } from './steadfast/steadfast.courier';

/** `GET /api/admin/couriers`: a courier this server books with. */
export interface CourierOffer {
  name: CourierName;
  label: string;
  /** Its simulator: no rider comes. */
  simulated: boolean;
  /** It documents a cancel call (a booking may be cancelled before pickup). */
  canCancel: boolean;
}

/**
 * The couriers this server books with, built once from the environment: a courier with keys is
 * offered (its real API, or its simulator when COURIERS_SIMULATOR says the keys are the
 * simulator's); one without keys is not. The rest of the shop asks for a courier by name only.
 */
@Injectable()
export class Couriers {
  private readonly logger = new Logger('Couriers');
  private readonly byName = new Map<CourierName, Courier>();

  constructor(config: ConfigService<AppConfig, true>) {
    const get = <K extends keyof AppConfig>(key: K) =>
      config.get(key, { infer: true }) as AppConfig[K];
    // The simulators' keys come with their own base URLs; a courier at its real URL is real.
    const simulatedAt = (url: string | undefined, real: string) =>
      get('COURIERS_SIMULATOR') && url !== undefined && url !== real;
    const steadfastKey = get('STEADFAST_API_KEY');
    const steadfastSecret = get('STEADFAST_SECRET_KEY');
    if (steadfastKey && steadfastSecret) {
      this.add(
        new SteadfastCourier({
          baseUrl: get('STEADFAST_BASE_URL') ?? STEADFAST_BASE_URL,
          apiKey: steadfastKey,
          secretKey: steadfastSecret,
          simulated: simulatedAt(get('STEADFAST_BASE_URL'), STEADFAST_BASE_URL),
        }),
      );
    }
    const clientId = get('PATHAO_CLIENT_ID');
    const clientSecret = get('PATHAO_CLIENT_SECRET');
    const username = get('PATHAO_USERNAME');
    const password = get('PATHAO_PASSWORD');
    const storeId = get('PATHAO_STORE_ID');
    if (clientId && clientSecret && username && password && storeId) {
      this.add(
        new PathaoCourier({
          baseUrl: get('PATHAO_BASE_URL') ?? PATHAO_BASE_URL,
          clientId,
          clientSecret,
          username,
          password,
          storeId,
          simulated: simulatedAt(get('PATHAO_BASE_URL'), PATHAO_BASE_URL),
        }),
      );
    }
    const redxToken = get('REDX_API_TOKEN');
    if (redxToken) {
      this.add(
        new RedxCourier({
          baseUrl: get('REDX_BASE_URL') ?? REDX_BASE_URL,
          token: redxToken,
          simulated: simulatedAt(get('REDX_BASE_URL'), REDX_BASE_URL),
        }),
      );
    }
  }

  /** The courier, or undefined when this server has no keys for it. */
  get(name: CourierName): Courier | undefined {
    return this.byName.get(name);
  }

  offered(): CourierName[] {
    return [...this.byName.keys()];
  }

  /** What the admin's booking dialog offers: each courier with keys here, in a fixed order. */
  offers(): CourierOffer[] {
    return COURIER_NAMES.flatMap((name) => {
      const courier = this.byName.get(name);
      return courier
        ? [
            {
              name,
              label: COURIER_LABELS[name],
              simulated: courier.simulated,
              canCancel: courier.canCancel,
            },
          ]
        : [];
    });
  }

  private add(courier: Courier): void {
    this.byName.set(courier.name, courier);
    this.logger.log(
      courier.simulated
        ? `${courier.name}: its SIMULATOR (no parcel moves, no rider comes)`
        : `${courier.name}: the real courier API`,
    );
  }
}
