import type { CodCourier } from '@shop/contracts';
import { useAdminT } from '../../../lib/i18n';

/** A courier's name as the rest of the admin writes it (Bengali script in Bengali). */
export function useCourierName(): (courier: CodCourier) => string {
  const { t } = useAdminT();
  return (courier) => t(`courierBooking.couriers.${courier}`);
}
