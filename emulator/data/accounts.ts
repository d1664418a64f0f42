/**
 * What a demo customer's account holds beyond sign-in (spec §2 "Account pages"):
 * a small static order history, saved addresses, saved cards and inbox messages.
 * Seed data only: sessions copy addresses, cards and messages, which shoppers change.
 */

export interface OrderLine {
  productId: number;
  name: string;
  sku: string;
  quantity: number;
  /** Unit price in US dollars, as charged when the order was placed. */
  price: number;
}

export interface Order {
  id: number;
  customerId: number;
  date: string;
  status: 'Completed' | 'Shipped' | 'Awaiting Fulfillment';
  lines: OrderLine[];
  shipping: number;
  addressId: number;
}

export interface Address {
  id: number;
  customerId: number;
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  /** Country id, as in the shipping quote countries (data/store.ts). */
  countryId: number;
  phone: string;
}

export interface PaymentMethod {
  id: number;
  customerId: number;
  brand: string;
  /** Only the last four digits are ever kept. */
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  nameOnCard: string;
  isDefault: boolean;
}

export interface InboxMessage {
  id: number;
  customerId: number;
  orderId: number | null;
  from: 'customer' | 'store';
  subject: string;
  body: string;
  date: string;
}

export const orderSeeds: Order[] = [
  {
    id: 1001,
    customerId: 1,
    date: '2026-08-12',
    status: 'Completed',
    shipping: 0,
    addressId: 1,
    lines: [
      { productId: 201, name: 'Field Guide to Ferns (PDF)', sku: 'EBOOK-FERNS', quantity: 1, price: 12 },
      { productId: 202, name: 'Trail Maps Bundle', sku: 'MAPS-TRAIL', quantity: 1, price: 20 },
    ],
  },
  {
    id: 1002,
    customerId: 1,
    date: '2026-09-30',
    status: 'Shipped',
    shipping: 6.5,
    addressId: 1,
    lines: [
      { productId: 102, name: 'Enamel Camp Mug', sku: 'MUG-01', quantity: 2, price: 16.5 },
      { productId: 101, name: 'Canvas Tote Bag', sku: 'TOTE-01', quantity: 1, price: 24 },
    ],
  },
];

export const addressSeeds: Address[] = [
  {
    id: 1,
    customerId: 1,
    firstName: 'Ada',
    lastName: 'Owner',
    address1: '12 Fern Lane',
    city: 'Portland',
    state: 'Oregon',
    zip: '97201',
    countryId: 226,
    phone: '555-0100',
  },
];

export const paymentMethodSeeds: PaymentMethod[] = [
  { id: 1, customerId: 1, brand: 'Visa', last4: '4242', expiryMonth: 4, expiryYear: 2029, nameOnCard: 'Ada Owner', isDefault: true },
];

export const messageSeeds: InboxMessage[] = [
  {
    id: 1,
    customerId: 1,
    orderId: 1002,
    from: 'store',
    subject: 'Your order has shipped',
    body: 'Order 1002 left our warehouse today.',
    date: '2026-10-01',
  },
];
