import { Radio, Tag } from 'antd';
import { useAdminT } from '../../../../lib/i18n';
import type { CourierName, CourierOffer } from '../api/courier-booking-api';

/** The couriers this server offers, one to choose (a simulator says so). */
export function CourierChoice({
  offers,
  value,
  onChange,
}: {
  offers: readonly CourierOffer[];
  value: CourierName | undefined;
  onChange: (courier: CourierName) => void;
}) {
  const { t } = useAdminT();
  return (
    <fieldset className="courier-booking__choices">
      <legend>{t('courierBooking.courier')}</legend>
      <Radio.Group
        value={value}
        onChange={(event) => onChange(event.target.value as CourierName)}
        className="courier-booking__choices"
      >
        {offers.map((offer) => (
          <Radio key={offer.name} value={offer.name} data-testid={`courier-${offer.name}`}>
            {t(`courierBooking.couriers.${offer.name}`)}
            {offer.simulated && (
              <Tag className="courier-booking__simulated" title={t('courierBooking.simulatorHint')}>
                {t('courierBooking.simulator')}
              </Tag>
            )}
          </Radio>
        ))}
      </Radio.Group>
    </fieldset>
  );
}
