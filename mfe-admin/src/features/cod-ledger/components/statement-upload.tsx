import { notify } from '@shop/api-client';
import {
  COD_COURIERS,
  COD_STATEMENT_COLUMNS,
  type CodCourier,
  type CodStatementImport,
} from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { Button, Select } from 'antd';
import { useId, useRef, useState } from 'react';
import { useAdminT } from '../../../lib/i18n';
import { useImportCodStatementMutation } from '../api/cod-ledger-api';
import { useCourierName } from './courier-names';

/**
 * Imports a courier's payment statement (CSV). The API checks every row first: a bad one is
 * refused naming its row and column (the API slice toasts it) and nothing is imported; a
 * reference already recorded is left as it was.
 */
export function StatementUpload() {
  const { t } = useAdminT();
  const courierName = useCourierName();
  const f = useFormat();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [courier, setCourier] = useState<CodCourier>();
  const [file, setFile] = useState<File>();
  const [missing, setMissing] = useState<'courier' | 'file'>();
  const [done, setDone] = useState<CodStatementImport>();
  const [upload, { isLoading }] = useImportCodStatementMutation();

  const submit = async () => {
    setDone(undefined);
    if (!courier) return setMissing('courier');
    if (!file) return setMissing('file');
    setMissing(undefined);
    const result = await upload({ courier, file });
    if (!('data' in result) || !result.data) return;
    setDone(result.data);
    setFile(undefined);
    if (input.current) input.current.value = '';
    notify.success(t('codLedger.upload.done', { count: result.data.payoutsRecorded }));
  };

  return (
    <section
      className="cod-ledger__panel"
      aria-labelledby={`${id}-title`}
      data-testid="statement-upload"
    >
      <h2 id={`${id}-title`} className="cod-ledger__panel-title">
        {t('codLedger.upload.title')}
      </h2>
      <p className="admin-muted">{t('codLedger.upload.lead')}</p>
      <p className="cod-ledger__columns">
        {t('codLedger.upload.columns')}{' '}
        <code translate="no">{COD_STATEMENT_COLUMNS.join(', ')}</code>
      </p>
      <div className="cod-ledger__fields">
        <div className="cod-ledger__field">
          <label htmlFor={`${id}-courier`}>{t('codLedger.form.courier')}</label>
          <Select<CodCourier>
            id={`${id}-courier`}
            value={courier}
            onChange={(value) => {
              setCourier(value);
              setMissing(undefined);
            }}
            placeholder={t('codLedger.form.pickCourier')}
            options={COD_COURIERS.map((value) => ({
              value,
              label: courierName(value),
              title: courierName(value),
            }))}
          />
          {missing === 'courier' && (
            <span role="alert" className="cod-ledger__error">
              {t('codLedger.form.errors.courier')}
            </span>
          )}
        </div>
        <div className="cod-ledger__field">
          <label htmlFor={`${id}-file`}>{t('codLedger.upload.file')}</label>
          <input
            ref={input}
            id={`${id}-file`}
            className="cod-ledger__file"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              setMissing(undefined);
            }}
          />
          {/* The browser's own button speaks the browser's language: this one speaks the page's. */}
          <span className="cod-ledger__pick">
            <label htmlFor={`${id}-file`} className="cod-ledger__pick-button">
              {t('codLedger.upload.choose')}
            </label>
            {file ? (
              <span translate="no" className="cod-ledger__file-name" data-testid="statement-file">
                {file.name}
              </span>
            ) : (
              <span className="admin-muted">{t('codLedger.upload.noFile')}</span>
            )}
          </span>
          {missing === 'file' && (
            <span role="alert" className="cod-ledger__error">
              {t('codLedger.upload.pickFile')}
            </span>
          )}
        </div>
      </div>
      <Button onClick={() => void submit()} loading={isLoading} data-testid="statement-import">
        {t('codLedger.upload.submit')}
      </Button>
      {done && (
        <p className="cod-ledger__result" role="status" data-testid="statement-result">
          {t('codLedger.upload.result', {
            rows: f.number(done.rows),
            recorded: f.number(done.payoutsRecorded),
            already: f.number(done.alreadyRecorded),
          })}
        </p>
      )}
    </section>
  );
}
