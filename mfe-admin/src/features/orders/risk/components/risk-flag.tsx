import { Tag } from 'antd';
import { useAdminT } from '../../../../lib/i18n';
import './risk.css';

/** The list's mark of an order the owner's risk rule matched (staff only). */
export function RiskFlag() {
  const { t } = useAdminT();
  return (
    <Tag
      color="red"
      className="order-risk-flag"
      data-testid="order-risk-flag"
      title={t('orders.risk.flagTitle')}
    >
      {t('orders.risk.flagged')}
    </Tag>
  );
}
