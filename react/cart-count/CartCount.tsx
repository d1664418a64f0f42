import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { getCartQuantity, refreshCartQuantity, subscribeCartQuantity } from '../stores/cart-quantity.ts';

export const cartCountAttributes = {
  /** Hide the badge at 0 items. Write it bare or as "true"/"false". */
  hideWhenEmpty: attr.boolean(true),
  /** Visually hidden unit after 1, for screen readers. */
  labelSingular: attr.string('item'),
  /** Visually hidden unit after any other number. */
  labelPlural: attr.string('items'),
};

/**
 * The header badge: the cart quantity from the shared store, refreshed from the
 * platform once per page, hidden at 0 as the theme does. The visually hidden unit
 * makes a surrounding "Cart" link read "Cart, 3 items".
 */
export function CartCount({ host, hideWhenEmpty, labelSingular, labelPlural }: ElementProps<typeof cartCountAttributes>) {
  const quantity = useSyncExternalStore(subscribeCartQuantity, getCartQuantity, getCartQuantity);

  useEffect(() => {
    void refreshCartQuantity();
  }, []);

  const empty = quantity === 0;
  useLayoutEffect(() => {
    host.dataset.state = empty ? 'empty' : 'filled';
  }, [host, empty]);

  return (
    <span className="countPill" part="count" hidden={empty && hideWhenEmpty} data-quantity={quantity}>
      {quantity}
      <span className="is-srOnly"> {quantity === 1 ? labelSingular : labelPlural}</span>
    </span>
  );
}
