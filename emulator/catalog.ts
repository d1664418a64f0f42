/** The demo store's products. The emulator's other modules read them from here only. */
export interface ProductOption {
  id: number;
  name: string;
  type: 'select' | 'radio' | 'rectangle' | 'swatch' | 'checkbox' | 'text' | 'file' | 'date' | 'product-list';
  required: boolean;
  values: Array<{ id: number; label: string }>;
}

export interface Product {
  id: number;
  name: string;
  sku: string;
  type: 'physical' | 'digital';
  /** In the store's default currency (USD). */
  price: number;
  url: string;
  /** Digital products the same customer may buy again. */
  multiPurchase?: boolean;
  options: ProductOption[];
}

export const products: Product[] = [
  { id: 101, name: 'Canvas Tote Bag', sku: 'TOTE-01', type: 'physical', price: 24, url: '/canvas-tote-bag/', options: [] },
  { id: 102, name: 'Enamel Camp Mug', sku: 'MUG-01', type: 'physical', price: 16.5, url: '/enamel-camp-mug/', options: [] },
  { id: 201, name: 'Field Guide to Ferns (PDF)', sku: 'EBOOK-FERNS', type: 'digital', price: 12, url: '/field-guide-to-ferns/', options: [] },
];

export function productById(id: number): Product | undefined {
  return products.find((product) => product.id === id);
}
