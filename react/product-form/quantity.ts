/** Bounds read from the quantity input's data attributes (spec §5); 0 means not set. */
export interface QuantityBounds {
  min: number;
  max: number;
}

/** spec §5: min and max come from page data attributes (`data-quantity-min`, `data-quantity-max`). */
export function quantityBounds(input: HTMLInputElement): QuantityBounds {
  const read = (name: string) => {
    const value = Number.parseInt(input.getAttribute(name) ?? '', 10);
    return Number.isFinite(value) && value > 0 ? value : 0;
  };
  return { min: read('data-quantity-min'), max: read('data-quantity-max') };
}

/** spec §5 quantity: digits only. */
export function isQuantity(raw: string): boolean {
  return /^\d+$/.test(raw.trim());
}

/**
 * spec §5 stepper: the increase is capped at max if set; the decrease happens
 * only while the value is above 1, and does not go below min if set.
 */
export function stepQuantity(current: number, direction: 'increase' | 'decrease', bounds: QuantityBounds): number {
  const value = Number.isFinite(current) ? Math.max(0, Math.trunc(current)) : 1;
  if (direction === 'increase') {
    if (bounds.max > 0) return value + 1 <= bounds.max ? value + 1 : value;
    return value + 1;
  }
  if (value <= 1) return value;
  if (bounds.min > 0) return value - 1 >= bounds.min ? value - 1 : value;
  return value - 1;
}
