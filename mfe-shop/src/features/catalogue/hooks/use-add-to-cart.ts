import {
  cartItemAdded,
  cartLineKey,
  notify,
  selectCartLines,
  useAppDispatch,
  useAppSelector,
} from '@shop/api-client';
import type { Bilingual, Part } from '@shop/contracts';
import { useFormat, useT } from '@shop/i18n';
import { MAX_UNITS_PER_LINE, nameWithVariant, unitsPerLineMessage } from '@shop/rules';
import { useRuleMessage } from '@shop/ui';
import { useCallback } from 'react';

export interface AddToCart {
  /** Units of this product already in the cart. */
  inCart: number;
  /**
   * True when the cart already holds every unit in stock (or none is in stock), or as many as one
   * order may take (MAX_UNITS_PER_LINE).
   */
  atStockLimit: boolean;
  /** True when the cart holds as many units as one order may take (MAX_UNITS_PER_LINE). */
  atOrderLimit: boolean;
  add: (quantity?: number) => void;
}

/**
 * Adds a product to the cart (never beyond its stock nor MAX_UNITS_PER_LINE, the units one order
 * may take) and says so in a toast.
 */
export function useAddToCart(
  part: Pick<Part, '_id' | 'name' | 'img' | 'price' | 'quantity'>,
  /** The variant chosen, for a product sold in several: `part`'s price, stock and picture are its. */
  variant?: { sku: string; name: Bilingual },
): AddToCart {
  const dispatch = useAppDispatch();
  const { t } = useT('shop');
  const { language } = useFormat();
  const ruleMessage = useRuleMessage();
  const key = cartLineKey({ partId: part._id, sku: variant?.sku });
  const inCart = useAppSelector(
    (state) => selectCartLines(state).find((line) => cartLineKey(line) === key)?.quantity ?? 0,
  );
  const atOrderLimit = inCart >= MAX_UNITS_PER_LINE;
  const atStockLimit = atOrderLimit || inCart >= part.quantity;
  const add = useCallback(
    (quantity = 1) => {
      const room = Math.min(part.quantity, MAX_UNITS_PER_LINE) - inCart;
      if (room <= 0) {
        if (inCart >= MAX_UNITS_PER_LINE && part.quantity > MAX_UNITS_PER_LINE) {
          // ORDER_MESSAGES.quantityOverLimit's text, without the order forms' validators on every
          // page with product cards.
          notify.info(ruleMessage(unitsPerLineMessage(MAX_UNITS_PER_LINE))!);
        } else {
          notify.info(t('toast.allInCart', { count: part.quantity }));
        }
        return;
      }
      const added = Math.min(quantity, room);
      dispatch(cartItemAdded({ part, ...(variant ? { variant } : {}), quantity: added }));
      const name = nameWithVariant(part.name, variant?.name[language]);
      notify.success(t('toast.added', { name, count: inCart + added }));
    },
    [dispatch, inCart, part, variant, language, ruleMessage, t],
  );
  return { inCart, atStockLimit, atOrderLimit, add };
}
