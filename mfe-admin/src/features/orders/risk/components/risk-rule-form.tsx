import { notify } from '@shop/api-client';
import { RISK_ACTIONS, type RiskRule, type StoredRiskRule } from '@shop/contracts';
import { useFormat, useLanguage } from '@shop/i18n';
import {
  RISK_RULE_MESSAGES,
  RISK_RULE_MESSAGES_BN,
  type RiskRuleMessage,
  riskRuleError,
} from '@shop/rules';
import { useRulesForm } from '@shop/ui';
import { Alert, Button, InputNumber, Modal, Radio, Skeleton, Switch } from 'antd';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useAdminT } from '../../../../lib/i18n';
import { useRiskRuleQuery, useSaveRiskRuleMutation } from '../api/risk-api';

/**
 * The same check as the API (`riskRuleError` of @shop/rules), as the form's resolver. The number
 * boxes do not clamp (min/max): a value out of range shows the rule's message instead of silently
 * becoming another number.
 */
const validateRule = (rule: RiskRule) => {
  const problem = riskRuleError(rule);
  return problem ? { [problem.field]: RISK_RULE_MESSAGES[problem.message] } : {};
};

/** The owner's rule, in a dialog opened from an order's Risk panel. */
export function RiskRuleDialog({ onClose }: { onClose: () => void }) {
  const { t } = useAdminT();
  const { data, isLoading, isError, refetch } = useRiskRuleQuery();
  return (
    <Modal
      open
      centered
      destroyOnHidden
      title={t('orders.risk.rule.title')}
      footer={null}
      onCancel={onClose}
    >
      {isLoading && <Skeleton active />}
      {isError && (
        <Alert
          type="error"
          showIcon
          title={t('orders.risk.rule.loadError')}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {t('orders.risk.retry')}
            </Button>
          }
        />
      )}
      {data && <RiskRuleForm key={data.version} stored={data} onSaved={onClose} />}
    </Modal>
  );
}

export function RiskRuleForm({
  stored,
  onSaved,
}: {
  stored: StoredRiskRule;
  onSaved?: () => void;
}) {
  const { t } = useAdminT();
  const f = useFormat();
  const language = useLanguage();
  const id = useId();
  const [save, { isLoading: saving }] = useSaveRiskRuleMutation();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useRulesForm<RiskRule>(validateRule, {
    enabled: stored.enabled,
    minParcels: stored.minParcels,
    minSuccessPercent: stored.minSuccessPercent,
    action: stored.action,
  });
  const messageOf = (message: string | undefined) => {
    if (!message) return undefined;
    const key = (Object.keys(RISK_RULE_MESSAGES) as RiskRuleMessage[]).find(
      (name) => RISK_RULE_MESSAGES[name] === message,
    );
    return key && language === 'bn' ? RISK_RULE_MESSAGES_BN[key] : message;
  };
  const submit = handleSubmit(async (rule) => {
    const result = await save({ ...rule, version: stored.version });
    if ('data' in result && result.data) {
      notify.success(t('orders.risk.rule.saved'));
      onSaved?.();
    }
  });
  const whole = (value: number | string | null) =>
    typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN;
  const shown = (value: number) => (Number.isFinite(value) ? value : null);

  return (
    <form
      className="risk-rule"
      noValidate
      data-testid="risk-rule-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="admin-muted">
        {stored.version === 0
          ? t('orders.risk.rule.default')
          : t('orders.risk.rule.updated', {
              who: stored.updatedByName ?? '',
              when: stored.updatedAt ? f.dateTime(stored.updatedAt) : '',
            })}
      </p>
      <label className="risk-rule__switch">
        <Controller
          name="enabled"
          control={control}
          render={({ field }) => (
            <Switch
              checked={field.value}
              onChange={field.onChange}
              data-testid="risk-rule-enabled"
            />
          )}
        />
        <span>{t('orders.risk.rule.enabled')}</span>
      </label>
      <div className="risk-rule__field">
        <label htmlFor={`${id}-parcels`}>{t('orders.risk.rule.minParcels')}</label>
        <Controller
          name="minParcels"
          control={control}
          render={({ field }) => (
            <InputNumber
              id={`${id}-parcels`}
              data-testid="risk-rule-parcels"
              value={shown(field.value)}
              onChange={(value) => field.onChange(whole(value))}
              onBlur={field.onBlur}
              status={errors.minParcels ? 'error' : undefined}
              aria-invalid={errors.minParcels ? true : undefined}
              aria-describedby={errors.minParcels ? `${id}-parcels-error` : undefined}
            />
          )}
        />
        {errors.minParcels && (
          <p id={`${id}-parcels-error`} className="risk-rule__error" role="alert">
            {messageOf(errors.minParcels.message)}
          </p>
        )}
      </div>
      <div className="risk-rule__field">
        <label htmlFor={`${id}-percent`}>{t('orders.risk.rule.minSuccessPercent')}</label>
        <Controller
          name="minSuccessPercent"
          control={control}
          render={({ field }) => (
            <InputNumber
              id={`${id}-percent`}
              data-testid="risk-rule-percent"
              suffix="%"
              value={shown(field.value)}
              onChange={(value) => field.onChange(whole(value))}
              onBlur={field.onBlur}
              status={errors.minSuccessPercent ? 'error' : undefined}
              aria-invalid={errors.minSuccessPercent ? true : undefined}
              aria-describedby={errors.minSuccessPercent ? `${id}-percent-error` : undefined}
            />
          )}
        />
        {errors.minSuccessPercent && (
          <p id={`${id}-percent-error`} className="risk-rule__error" role="alert">
            {messageOf(errors.minSuccessPercent.message)}
          </p>
        )}
      </div>
      <fieldset className="risk-rule__field">
        <legend>{t('orders.risk.rule.action')}</legend>
        <Controller
          name="action"
          control={control}
          render={({ field }) => (
            <Radio.Group
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              className="risk-rule__actions"
            >
              {RISK_ACTIONS.map((action) => (
                <Radio key={action} value={action} data-testid={`risk-rule-action-${action}`}>
                  {t(`orders.risk.rule.actions.${action}`)}
                </Radio>
              ))}
            </Radio.Group>
          )}
        />
      </fieldset>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="risk-rule-save">
        {t('orders.risk.rule.save')}
      </Button>
    </form>
  );
}
