import {
  cartItemAdded,
  notify,
  selectCartLines,
  useAppDispatch,
  useAppSelector,
} from '@shop/api-client';
import type { Part } from '@shop/contracts';
import { useT } from '@shop/i18n';
import { truncate } from '@shop/rules';
import { useCallback } from 'react';

export interface AddToCart {
  /** Units of this product already in the cart. */
  inCart: number;
  /** True when the cart already holds every unit in stock (or none is in stock). */
  atStockLimit: boolean;
  add: (quantity?: number) => void;
}

/** Adds a product to the cart (never beyond its stock) and says so in a toast. */
export function useAddToCart(
  part: Pick<Part, '_id' | 'name' | 'img' | 'price' | 'quantity'>,
): AddToCart {
  const dispatch = useAppDispatch();
  const { t } = useT('shop');
  const inCart = useAppSelector(
    (state) => selectCartLines(state).find((line) => line.partId === part._id)?.quantity ?? 0,
  );
  const atStockLimit = inCart >= part.quantity;
  const add = useCallback(
    (quantity = 1) => {
      const room = part.quantity - inCart;
      if (room <= 0) {
        notify.info(t('toast.allInCart', { count: part.quantity }));
        return;
      }
      const added = Math.min(quantity, room);
      dispatch(cartItemAdded({ part, quantity: added }));
      notify.success(t('toast.added', { name: truncate(part.name, 40), count: inCart + added }));
    },
    [dispatch, inCart, part, t],
  );
  return { inCart, atStockLimit, add };
}
