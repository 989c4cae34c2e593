import { FilePdfOutlined } from '@ant-design/icons';
import type { Order } from '@shop/contracts';
import { useLanguage } from '@shop/i18n';
import { formatOrderNumber } from '@shop/rules';
import { Button, Checkbox, Modal, Segmented } from 'antd';
import { useState } from 'react';
import { useAdminT } from '../../../../lib/i18n';
import type { DocumentLanguage } from '../api/documents-api';
import { usePrintDocuments } from '../hooks/use-print-documents';
import './documents.css';

/**
 * "Invoices and labels" above Manage All Orders: the page's orders that are not cancelled, all
 * ticked; the admin unticks some, picks the language and prints their invoices or their labels as
 * one PDF (a page per order, in the list's order).
 */
export function BatchDocuments({ orders }: { orders: readonly Order[] }) {
  const { t } = useAdminT();
  const [open, setOpen] = useState(false);
  const printable = orders.filter((order) => order.status !== 'cancelled');
  return (
    <>
      <Button
        icon={<FilePdfOutlined />}
        onClick={() => setOpen(true)}
        disabled={printable.length === 0}
        title={printable.length === 0 ? t('documents.batchNone') : undefined}
        data-testid="batch-documents"
      >
        {t('documents.batch')}
      </Button>
      {open && <BatchDocumentsDialog orders={printable} onClose={() => setOpen(false)} />}
    </>
  );
}

function BatchDocumentsDialog({
  orders,
  onClose,
}: {
  orders: readonly Order[];
  onClose: () => void;
}) {
  const { t } = useAdminT();
  const language = useLanguage();
  const [lang, setLang] = useState<DocumentLanguage>(language);
  // The list stays as it was opened while the page refreshes behind the dialog.
  const [listed] = useState(orders);
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(orders.map((order) => order._id)),
  );
  const { print, printing, printingKind } = usePrintDocuments();
  const chosen = listed.filter((order) => selected.has(order._id));

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  return (
    <Modal
      open
      centered
      destroyOnHidden
      title={t('documents.batchTitle')}
      onCancel={onClose}
      footer={null}
    >
      <div className="order-documents__dialog" data-testid="batch-documents-dialog">
        <p className="order-documents__note">{t('documents.batchLead')}</p>
        <div className="order-documents__language">
          <span id="documents-language">{t('documents.language')}</span>
          <Segmented<DocumentLanguage>
            aria-labelledby="documents-language"
            value={lang}
            onChange={setLang}
            options={[
              { value: 'en', label: t('documents.languages.en') },
              { value: 'bn', label: t('documents.languages.bn') },
            ]}
            data-testid="batch-documents-language"
          />
        </div>
        <fieldset>
          <legend>{t('documents.orders')}</legend>
          <ul className="order-documents__orders">
            {listed.map((order) => (
              <li key={order._id} data-testid="batch-document-order" data-order-id={order._id}>
                <Checkbox
                  checked={selected.has(order._id)}
                  onChange={(event) => toggle(order._id, event.target.checked)}
                >
                  <span className="order-documents__number" translate="no">
                    {formatOrderNumber(order.number)}
                  </span>{' '}
                  <span translate="no">{order.name}</span>
                </Checkbox>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="order-documents__actions">
          <Button
            type="primary"
            icon={<FilePdfOutlined />}
            disabled={chosen.length === 0 || printing}
            loading={printing && printingKind === 'invoice'}
            onClick={() => void print('invoice', chosen, lang)}
            data-testid="batch-invoices"
          >
            {t('documents.printInvoices', { count: chosen.length })}
          </Button>
          <Button
            type="primary"
            icon={<FilePdfOutlined />}
            disabled={chosen.length === 0 || printing}
            loading={printing && printingKind === 'label'}
            onClick={() => void print('label', chosen, lang)}
            data-testid="batch-labels"
          >
            {t('documents.printLabels', { count: chosen.length })}
          </Button>
          <Button onClick={onClose}>{t('documents.close')}</Button>
        </div>
      </div>
    </Modal>
  );
}
