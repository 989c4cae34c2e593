import { notify, useAppDispatch } from '@shop/api-client';
import type { PartCategory } from '@shop/contracts';
import { Trans, useFormat, useT } from '@shop/i18n';
import { useState } from 'react';
import { catalogueApi } from '../api/catalogue-api';
import { useCompareTray } from '../hooks/use-compare-tray';
import { COMPARE_MAX, compareTray, type CompareItem } from '../utils/compare-tray';
import type { ComparablePart } from './compare-slot';
import './compare-tray.css';

/** The product as the tray keeps it; a listing's product is asked for its category first. */
function trayItem(part: ComparablePart & { category: PartCategory }): CompareItem {
  return {
    _id: part._id,
    name: part.name,
    img: part.img,
    category: part.category,
    ...('nameBn' in part && part.nameBn ? { nameBn: part.nameBn } : {}),
  };
}

/**
 * Compare: puts the product in the compare tray, or takes it out again (a toggle button). A product
 * of another category than the tray's, or a fifth one, is refused with a message that says why.
 * A listing's card knows no category: the product's details (the same answer its page uses, so
 * cached for the compare page too) are asked on the first press.
 */
export function CompareToggle({ part }: { part: ComparablePart }) {
  const { t } = useT('shop');
  const { language } = useFormat();
  const dispatch = useAppDispatch();
  const tray = useCompareTray();
  const [busy, setBusy] = useState(false);
  const inTray = tray.some((item) => item._id === part._id);
  const name = ('nameBn' in part && language === 'bn' && part.nameBn) || part.name;

  const add = async () => {
    let details = 'category' in part ? trayItem(part) : undefined;
    if (!details) {
      setBusy(true);
      try {
        const answer = await dispatch(
          catalogueApi.endpoints.getPart.initiate(part._id, { subscribe: false }),
        ).unwrap();
        details = trayItem(answer);
      } catch {
        notify.error(t('compare.failed', { name }), { toastId: `compare-${part._id}` });
        return;
      } finally {
        setBusy(false);
      }
    }
    const outcome = compareTray.add(details);
    if (outcome.ok) return;
    if (outcome.reason === 'category') {
      notify.error(
        t('compare.otherCategory', {
          name,
          current: t(`compare.categories.${outcome.current}`),
          other: t(`compare.categories.${details.category}`),
        }),
        { toastId: 'compare-refused' },
      );
    } else {
      notify.error(t('compare.full', { max: COMPARE_MAX, name }), { toastId: 'compare-refused' });
    }
  };

  return (
    <button
      type="button"
      className={`compare-toggle${inTray ? ' compare-toggle--on' : ''}`}
      aria-pressed={inTray}
      aria-busy={busy || undefined}
      disabled={busy}
      data-testid="compare-toggle"
      onClick={() => (inTray ? compareTray.remove(part._id) : void add())}
    >
      <span className="compare-toggle__box" aria-hidden="true" />
      <span>
        <Trans
          t={t}
          i18nKey="compare.buttonName"
          values={{ name }}
          components={{ name: <span className="visually-hidden" translate="no" /> }}
        />
      </span>
    </button>
  );
}
