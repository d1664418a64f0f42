import { expect } from '@open-wc/testing';
import { emit } from './events.ts';

describe('emit (the public event map)', () => {
  it('dispatches a bubbling, composed CustomEvent that document listeners receive with its detail', () => {
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('span');
    shadow.append(inner);
    document.body.append(host);
    const received: Array<{ quantity: number; source: string }> = [];
    const listener = (event: CustomEvent<{ quantity: number; source: string }>) => received.push(event.detail);
    document.addEventListener('cart-qty-updated', listener);
    try {
      emit(inner, 'cart-qty-updated', { quantity: 4, source: 'x-test' });
    } finally {
      document.removeEventListener('cart-qty-updated', listener);
      host.remove();
    }
    expect(received).to.deep.equal([{ quantity: 4, source: 'x-test' }]);
  });
});
