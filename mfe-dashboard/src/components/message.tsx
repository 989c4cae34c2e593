import { Trans } from '@shop/i18n';
import { useRuleMessage } from '@shop/ui';
import type { ReactElement } from 'react';
import { useDashboardT } from '../lib/i18n';

/**
 * Tags a message may use around text that stays as written in every language (file formats,
 * brand-like names): `<keep>PNG, JPEG or WebP</keep>`. Marked `translate="no"`.
 */
const AS_WRITTEN = { keep: <span translate="no" /> };

/**
 * A message of this remote with parts that are not translated: what people entered (names,
 * product names) is passed as a component with its text inside, never through the message
 * (`"Hello, <name/>"` with `parts={{ name: <AsEntered>{name}</AsEntered> }}`), so it is neither
 * parsed nor translated and the translation may put it where its grammar wants it.
 */
export function Message({
  k,
  values,
  parts,
}: {
  k: string;
  values?: Record<string, unknown>;
  parts?: Record<string, ReactElement>;
}) {
  const { t } = useDashboardT();
  return <Trans t={t} i18nKey={k} values={values} components={{ ...AS_WRITTEN, ...parts }} />;
}

/** Text as someone entered it (a product's or a person's name, an id): never translated. */
export function AsEntered({ children }: { children: string }) {
  return <span translate="no">{children}</span>;
}

/** A message this remote's code produces in English (light checks, the card processor's refusals). */
export interface KnownMessageRef {
  key: string;
  values?: Record<string, unknown>;
}

/** English text → where its translation is. */
export type KnownMessages = ReadonlyMap<string, KnownMessageRef>;

/**
 * A message produced in English outside the messages (a validator's, the processor's) in the
 * active language: one of `known`, else a `@shop/rules` message, else as it came.
 */
export function KnownMessage({ message, known }: { message: string; known?: KnownMessages }) {
  const ruleMessage = useRuleMessage();
  const ref = known?.get(message);
  if (ref) return <Message k={ref.key} values={ref.values} />;
  return <>{ruleMessage(message)}</>;
}
