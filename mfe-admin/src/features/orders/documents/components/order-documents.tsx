import { FilePdfOutlined } from '@ant-design/icons';
import type { Order } from '@shop/contracts';
import { useLanguage } from '@shop/i18n';
import { formatOrderNumber } from '@shop/rules';
import { Button, Space } from 'antd';
import { useAdminT } from '../../../../lib/i18n';
import { usePrintDocuments } from '../hooks/use-print-documents';
import './documents.css';

/**
 * "Invoice" and "Label" of one order in Manage All Orders: each opens the PDF in a new tab, in the
 * admin's language. A cancelled order has no invoice (the API refuses it), so its button is off.
 */
export function OrderDocuments({ order }: { order: Order }) {
  const { t } = useAdminT();
  const language = useLanguage();
  const { print, printing, printingKind } = usePrintDocuments();
  const number = formatOrderNumber(order.number);
  const cancelled = order.status === 'cancelled';
  return (
    <Space wrap size={6} className="order-documents">
      <Button
        size="small"
        icon={<FilePdfOutlined />}
        disabled={cancelled || printing}
        loading={printing && printingKind === 'invoice'}
        title={cancelled ? t('documents.invoiceCancelled') : t('documents.invoiceTitle', { number })}
        onClick={() => void print('invoice', [order], language)}
        data-testid="order-invoice"
      >
        {t('documents.invoice')}
      </Button>
      {!cancelled && (
        <Button
          size="small"
          icon={<FilePdfOutlined />}
          disabled={printing}
          loading={printing && printingKind === 'label'}
          title={t('documents.labelTitle', { number })}
          onClick={() => void print('label', [order], language)}
          data-testid="order-label"
        >
          {t('documents.label')}
        </Button>
      )}
    </Space>
  );
}
