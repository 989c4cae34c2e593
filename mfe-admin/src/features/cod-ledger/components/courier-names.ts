import type { CodCourier } from '@shop/contracts';

/** The couriers' own names (never translated). */
export const COURIER_NAMES: Record<CodCourier, string> = {
  steadfast: 'Steadfast',
  pathao: 'Pathao',
  redx: 'RedX',
};
