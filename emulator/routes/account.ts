/**
 * The account pages (spec §2 "Account pages": order status, order, address book,
 * shipping address form, new and saved returns, returns, recent items, download
 * item, edit account, inbox, payment methods, add or edit payment method), at the
 * platform's `/account.php?action=…` URLs. They need a signed-in customer (spec §6);
 * guests are sent to /login.php. Their forms post without JavaScript (DESIGN rule 8) and
 * are answered as the platform answers them, whoever posts: a 303 back to the list with a
 * one-time message (customer.success), or the form again with its error (Cornerstone's
 * templates/pages/account/*.html read them there).
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { productById, products } from '../catalog.ts';
import { orderSeeds, type Address, type Order } from '../data/accounts.ts';
import { countries } from '../data/store.ts';
import { defaultCurrency, money } from '../money.ts';
import { refuseForm } from '../form-answers.ts';
import { ADDRESS_FIELDS, EDIT_ACCOUNT_FIELDS, formFields, postedFields, type FieldKey } from '../form-fields.ts';
import { digits, fieldMap, readFields } from '../protocol.ts';
import type { Responder } from '../respond.ts';
import { sessionOf, signedInCustomer, takeFlash, type Customer, type Session } from '../sessions.ts';
import { customerObject, imageObject, limitOf, productCard, originOf } from '../views.ts';
import { declaredResource } from '../front-matter.ts';

/** A customer's orders, newest first, as the platform lists them (issue 32 item 9). */
const ordersOf = (customer: Customer) =>
  orderSeeds.filter((order) => order.customerId === customer.id).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

/** An amount as charged: orders keep showing what was charged, in the store's default currency (helpers/common/amount.yml). */
const chargedAmount = (amount: number) => money(amount, defaultCurrency);

const orderTotals = (order: Order) => {
  const subtotal = order.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return { subtotal, total: subtotal + order.shipping };
};

const countryName = (id: number) => countries.find((country) => country.id === id)?.name ?? '';

/** An address as an order gives it (schemas/order.yml `shipping_address`). */
function orderAddress(address: Address | undefined) {
  if (!address) return undefined;
  return {
    full_name: `${address.firstName} ${address.lastName}`,
    address_lines: [address.address1],
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: countryName(address.countryId),
    phone: address.phone,
  };
}

/** helpers/customer/orders.yml: one of `customer.orders`, as the orders page lists it. */
function customerOrder(order: Order, origin: string) {
  const first = productById(order.lines[0]?.productId ?? 0);
  return {
    id: String(order.id),
    date: order.date,
    status: order.status,
    total: chargedAmount(orderTotals(order).total),
    details_url: `/account.php?action=view_order&order_id=${order.id}`,
    return_url: `/account.php?action=new_return&order_id=${order.id}`,
    ...(first ? { image: imageObject(first, 0, origin, first.name) } : {}),
    items: order.lines.map((line) => ({ name: line.name, quantity: String(line.quantity), type: 'physical' })),
  };
}

/** schemas/order.yml: `{{order}}` on the order details page: its items, total rows and addresses. */
function orderObject(order: Order, session: Session, origin: string) {
  const { subtotal, total } = orderTotals(order);
  const address = orderAddress(session.addresses.find((candidate) => candidate.id === order.addressId));
  return {
    id: order.id,
    date: order.date,
    status: order.status,
    status_text: order.status,
    total: chargedAmount(total),
    items: order.lines.map((line, index) => {
      const product = productById(line.productId);
      return {
        order_product_id: String(order.id * 100 + index + 1),
        name: line.name,
        sku: line.sku,
        quantity: line.quantity,
        price: chargedAmount(line.price),
        total: chargedAmount(line.price * line.quantity),
        type: product?.type ?? 'physical',
        ...(product ? { image: imageObject(product, 0, origin, product.name) } : {}),
      };
    }),
    // The labels are the store's, in its language, as the platform writes them.
    total_rows: [
      { label: 'Subtotal', value: chargedAmount(subtotal) },
      { label: 'Shipping', value: chargedAmount(order.shipping) },
      { label: 'Grand total', value: chargedAmount(total) },
    ],
    returns_enabled: 1,
    return_url: `/account.php?action=new_return&order_id=${order.id}`,
    ...(address ? { shipping_address: address, billing_address: address } : {}),
  };
}

/** helpers/customer/addresses.yml: one of `customer.addresses`, with its edit and delete links. */
function customerAddress(address: Address) {
  return {
    id: String(address.id),
    customer_id: String(address.customerId),
    first_name: address.firstName,
    last_name: address.lastName,
    full_name: `${address.firstName} ${address.lastName}`,
    address1: address.address1,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country_id: String(address.countryId),
    country: countryName(address.countryId),
    phone: address.phone,
    edit_url: `/account.php?action=edit_shipping_address&address_id=${address.id}`,
    delete_url: '/account.php?action=delete_shipping_address',
  };
}

const textField = (max: number) => z.string().trim().min(1).max(max);

const addressSchema = z.object({
  first_name: textField(100),
  last_name: textField(100),
  address1: textField(200),
  city: textField(100),
  state: z.string().trim().max(100).default(''),
  zip: textField(20),
  country_id: digits(z.number().int()).refine((id) => countries.some((country) => country.id === id)),
  phone: z.string().trim().max(40).default(''),
});

/** Field errors in the shopper's words; one per field, in form order. */
const ADDRESS_MESSAGES: Record<string, string> = {
  first_name: 'Please enter a first name.',
  last_name: 'Please enter a last name.',
  address1: 'Please enter the street address.',
  city: 'Please enter a city.',
  state: 'Please choose a state or province.',
  zip: 'Please enter a postal code.',
  country_id: 'Please choose a country.',
  phone: 'Please enter a shorter phone number.',
};

function expiryErrors(fields: Map<string, string>, now = new Date()): string[] {
  const month = Number(fields.get('expiry_month'));
  const year = Number(fields.get('expiry_year'));
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return ['Please choose the expiry month and year.'];
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return ['This card has expired.'];
  return [];
}

/**
 * What the store says after a return request (the platform's `return.instructions`, which the
 * merchant writes in the control panel).
 */
const RETURN_INSTRUCTIONS = 'Please keep the items in their packaging until we write to you with a returns label.';

/** helpers/customer/payment_methods.yml: a saved card as `stored_instruments[]` (and customer.edit_stored_instrument) give it. */
function storedInstrument(method: Session['paymentMethods'][number]) {
  return {
    type: 'card',
    brand: method.brand,
    expiry_month: method.expiryMonth,
    expiry_year: method.expiryYear,
    last_4: method.last4,
    email: null,
    is_default: method.isDefault,
    edit_url: `/account.php?action=edit_payment_method&method_id=${method.id}`,
    delete_url: `/account.php?action=delete_payment_method&method_id=${method.id}`,
  };
}

/**
 * helpers/customer/returns.yml: `customer.returns`, one entry per returned product, so a request
 * for two products is two entries with the same id.
 */
function customerReturns(session: Session, customer: Customer, origin: string) {
  return session.returns
    .filter((entry) => entry.customerId === customer.id)
    .flatMap((entry) =>
      entry.lines.map((line) => {
        const product = products.find((candidate) => candidate.sku === line.sku);
        return {
          id: String(entry.id),
          action: entry.action,
          comments: entry.comments,
          date_requested: entry.date,
          reason: entry.reason,
          status: entry.status,
          quantity: line.quantity,
          product: {
            name: line.name,
            options: [],
            ...(product ? { url: `${origin}${product.url}`, image: imageObject(product, 0, origin, product.name) } : {}),
          },
        };
      }),
    );
}

/** What the edit account form posted, by the emulator's names. */
interface EditedAccount {
  first_name: string;
  last_name: string;
  company: string;
  phone: string;
  email: string;
}

export function registerAccount(app: Hono, respond: Responder): void {
  /**
   * An account page: the platform's customer (schemas/customer.yml) with what account pages show of
   * it, `customer.orders` and `customer.returns` where the template's front matter declares them,
   * and the message a posted form left behind as `customer.success` (the platform's name for it,
   * which Cornerstone's addresses.html shows); then the page's own data.
   */
  const page = (
    c: Context,
    template: string,
    pageType: string,
    data: Record<string, unknown> = {},
    status = 200,
    customerFields: Record<string, unknown> = {},
  ) => {
    const session = sessionOf(c);
    const customer = signedInCustomer(session)!;
    const origin = originOf(c);
    const resources = respond.resources(c, template);
    const orders = declaredResource(resources, 'customer', 'orders');
    const returns = declaredResource(resources, 'customer', 'returns');
    const success = takeFlash(session);
    return respond.page(
      c,
      template,
      pageType,
      {
        customer: {
          ...customerObject(customer),
          phone: mine(session.addresses, customer)[0]?.phone ?? '',
          num_new_messages: mine(session.messages, customer).filter((message) => message.from === 'store').length,
          addresses: mine(session.addresses, customer).map(customerAddress),
          ...(orders
            ? {
                orders: ordersOf(customer)
                  .slice(0, limitOf(orders, 20))
                  .map((order) => customerOrder(order, origin)),
              }
            : {}),
          ...(returns ? { returns: customerReturns(session, customer, origin) } : {}),
          ...(success ? { success } : {}),
          ...customerFields,
        },
        ...data,
      },
      { status },
    );
  };

  const notFound = (c: Context) => respond.page(c, 'errors/404', '404', {}, { status: 404 });

  /**
   * The message centre (not in the docs; Cornerstone's inbox.html): customer.inbox with the
   * messages (`is_reply` when the store wrote it) and the orders a message can be about;
   * forms.inbox.error after a refusal.
   */
  const inboxPage = (c: Context, session: Session, customer: Customer, error?: string, status = 200) =>
    page(c, 'account/inbox', 'account_inbox', error ? { forms: { inbox: { error } } } : {}, status, {
      inbox: {
        messages: mine(session.messages, customer).map((message) => ({
          subject: message.subject,
          message: message.body,
          date: message.date,
          is_reply: message.from === 'store',
          unread: false,
        })),
        orders: ordersOf(customer).map((order) => ({
          id: String(order.id),
          date: order.date,
          amount: chargedAmount(orderTotals(order).total),
        })),
      },
    });

  /** After a form: back to `to`, which says `message` once (customer.success), as the platform answers a browser and a script alike. */
  const done = (c: Context, to: string, message: string) => {
    sessionOf(c).flash = message;
    return c.redirect(to, 303);
  };

  const mine = <T extends { customerId: number }>(list: T[], customer: Customer) =>
    list.filter((entry) => entry.customerId === customer.id);
  const byId = <T extends { id: number; customerId: number }>(list: T[], customer: Customer, id: string | undefined) =>
    list.find((entry) => entry.customerId === customer.id && String(entry.id) === id);

  /**
   * The address form (helpers/forms/address.yml): the store's address fields holding `values`
   * (the address being edited, what was typed, or a new address's defaults), the form's handler,
   * the address's id when editing, and the refusal's error.
   */
  const addressForm = (
    c: Context,
    values: Partial<Record<FieldKey, string>>,
    editing: number | null,
    errors: string[] = [],
    status = 200,
  ) =>
    page(
      c,
      'account/add-address',
      'shippingaddressform',
      {
        // helpers/forms/address.yml: the address being edited, the form's handler and its error.
        forms: {
          address: {
            ...(editing ? { address_id: String(editing) } : {}),
            action: editing
              ? `/account.php?action=edit_shipping_address&address_id=${editing}`
              : '/account.php?action=add_shipping_address',
            ...(errors.length > 0 ? { error: errors.join(' ') } : {}),
            shipping_fields: formFields(ADDRESS_FIELDS, values),
          },
        },
      },
      status,
    );

  /**
   * The add payment method page. On the platform it stores a card with its payment service
   * (Cornerstone's add-payment-method.html posts the number to settings.payments_url with the
   * page's vault.access_token, never to the store); the emulator has no payment service, so the
   * theme's page explains that cards are saved at checkout and collects nothing.
   */
  const addPaymentForm = (c: Context) => page(c, 'account/add-payment-method', 'account_addpaymentmethod');

  /**
   * The edit payment method page: the saved card as customer.edit_stored_instrument, the form's
   * handler as forms.action, and forms.error after a refusal (Cornerstone's edit-payment-method.html).
   */
  const editPaymentForm = (c: Context, method: Session['paymentMethods'][number], errors: string[] = [], status = 200) =>
    page(
      c,
      'account/edit-payment-method',
      'account_editpaymentmethod',
      {
        forms: {
          action: `/account.php?action=edit_payment_method&method_id=${method.id}`,
          ...(errors.length > 0 ? { error: errors.join(' ') } : {}),
        },
      },
      status,
      { edit_stored_instrument: storedInstrument(method) },
    );

  /**
   * helpers/forms/edit_account.yml. The edit account page (Cornerstone's templates/components/account/edit-account.html): the fixed
   * fields' values in `forms.edit_account` (first_name, last_name, company_name, phone) and the rest
   * as `forms.edit_account.fields`, the platform's FormField[1][n] (form-fields.ts). After a refusal
   * they hold what was typed, passwords aside.
   */
  const accountForm = (c: Context, customer: Customer, typed: EditedAccount | null, errors: string[] = [], status = 200) => {
    const values = typed ?? {
      first_name: customer.firstName,
      last_name: customer.lastName,
      company: customer.company ?? '',
      phone: customer.phone ?? '',
      email: customer.email,
    };
    // helpers/forms/edit_account.yml: after a save, the page says so in forms.edit_account.success
    // (Cornerstone's edit.html shows it there), not in customer.success.
    const success = takeFlash(sessionOf(c));
    return page(
      c,
      'account/edit',
      'editaccount',
      {
        forms: {
          edit_account: {
            ...(success ? { success } : {}),
            first_name: values.first_name,
            last_name: values.last_name,
            company_name: values.company,
            phone: values.phone,
            // A new password is optional here; the current one is asked when the password or email changes.
            fields: formFields(EDIT_ACCOUNT_FIELDS, { email: values.email }, ['password', 'confirm_password', 'current_password']),
            ...(errors.length > 0 ? { error: errors.join(' ') } : {}),
          },
        },
      },
      status,
    );
  };

  const newReturnForm = (c: Context, session: Session, order: Order, errors: string[] = [], status = 200) =>
    page(
      c,
      'account/add-return',
      'account_new_return',
      // helpers/forms/return.yml: the order, its products (each id, name, quantity, price), the store's
      // reasons and actions. A refusal's reasons go where the platform puts an account page's error.
      {
        forms: {
          return: {
            order_id: String(order.id),
            order_products: order.lines.map((line) => ({
              id: line.sku,
              name: line.name,
              quantity: line.quantity,
              price: chargedAmount(line.price),
              options: [],
            })),
            reasons: RETURN_REASONS,
            actions: RETURN_ACTIONS,
          },
        },
      },
      status,
      errors.length > 0 ? { error: errors.join(' ') } : {},
    );

  const accountPage = (c: Context, action: string) => {
    const session = sessionOf(c);
    const customer = signedInCustomer(session);
    // The popup login asks for a template to learn whether sign-in worked (spec §7), signed in or not.
    if (!customer) {
      if (c.req.header('stencil-options')?.includes('render_with')) return respond.page(c, 'account/orders/all', 'account_orderstatus');
      return c.redirect('/login.php', 302);
    }
    switch (action) {
      case 'order_status':
        return page(c, 'account/orders/all', 'account_orderstatus');
      case 'view_order': {
        const order = ordersOf(customer).find((candidate) => String(candidate.id) === c.req.query('order_id'));
        return order
          ? page(c, 'account/orders/details', 'account_order', { order: orderObject(order, session, originOf(c)) })
          : notFound(c);
      }
      case 'address_book':
        return page(c, 'account/addresses', 'account_addressbook');
      case 'add_shipping_address':
        return addressForm(
          c,
          { first_name: customer.firstName, last_name: customer.lastName, country: countries.find((country) => country.id === 226)?.name },
          null,
        );
      case 'edit_shipping_address': {
        const address = byId(session.addresses, customer, c.req.query('address_id'));
        if (!address) return notFound(c);
        return addressForm(
          c,
          {
            first_name: address.firstName,
            last_name: address.lastName,
            address1: address.address1,
            city: address.city,
            state: address.state,
            zip: address.zip,
            country: countryName(address.countryId),
            phone: address.phone,
          },
          address.id,
        );
      }
      case 'new_return': {
        const order = ordersOf(customer).find((candidate) => String(candidate.id) === c.req.query('order_id'));
        return order ? newReturnForm(c, session, order) : notFound(c);
      }
      case 'view_returns':
        return page(c, 'account/returns', 'account_returns');
      case 'saved_return': {
        const saved = byId(session.returns, customer, c.req.query('return_id'));
        return saved
          ? page(c, 'account/return-saved', 'account_saved_return', { return: { instructions: RETURN_INSTRUCTIONS } })
          : notFound(c);
      }
      case 'payment_methods':
        // helpers/customer/payment_methods.yml: the store's card provider with this customer's saved cards.
        return page(c, 'account/payment-methods', 'account_paymentmethods', {}, 200, {
          payment_methods: [
            {
              display_name: 'Card',
              type: 'CARD',
              add_url: '/account.php?action=add_payment_method',
              stored_instruments: mine(session.paymentMethods, customer).map(storedInstrument),
              instruments: [],
            },
          ],
        });
      case 'add_payment_method':
        return addPaymentForm(c);
      case 'edit_payment_method': {
        const method = byId(session.paymentMethods, customer, c.req.query('method_id'));
        return method ? editPaymentForm(c, method) : notFound(c);
      }
      case 'edit_account':
      case 'account_details':
        return accountForm(c, customer, null);
      case 'recent_items': {
        const items = session.recentlyViewed.flatMap((id) => {
          const product = productById(id);
          return product ? [productCard(product, session, originOf(c))] : [];
        });
        // schemas/customer.yml recently_viewed_products, as Cornerstone's recent-items.html reads it (items, show_compare).
        return page(c, 'account/recent-items', 'account_recentitems', {}, 200, { recently_viewed_products: { items, show_compare: true } });
      }
      case 'inbox':
        return inboxPage(c, session, customer);
      case 'download_item': {
        // schemas/downloads.yml: the files, here every one this customer owns (spec §2 "/downloads"),
        // each named, described by its SKU, and linked to its download.
        const items = customer.ownedSkus.flatMap((sku) => {
          const product = products.find((candidate) => candidate.sku === sku);
          return product ? [{ id: sku, name: product.name, description: sku, url: `/downloads/${encodeURIComponent(sku)}` }] : [];
        });
        return page(c, 'account/download-item', 'account_downloaditem', { downloads: { items } });
      }
      default:
        return notFound(c);
    }
  };
  // The account pages, by action (Cornerstone's templates/pages/account/*.html; page types in emulator/README.md).
  app.get('/account.php', async (c) => accountPage(c, c.req.query('action') ?? 'order_status'));
  // spec §2 "/downloads: where owned digital items are downloaded".
  app.get('/downloads', async (c) => accountPage(c, 'download_item'));

  // The account forms: urls.account.* actions, as Cornerstone's account templates post them.
  app.post('/account.php', async (c) => {
    const session = sessionOf(c);
    const customer = signedInCustomer(session);
    if (!customer) return c.redirect('/login.php', 303);
    const fields = fieldMap(await readFields(c));
    const action = c.req.query('action') ?? fields.get('action');
    const nextId = (list: Array<{ id: number }>) => Math.max(0, ...list.map((entry) => entry.id)) + 1;

    switch (action) {
      case 'add_shipping_address':
      case 'edit_shipping_address': {
        const existing =
          action === 'edit_shipping_address'
            ? byId(session.addresses, customer, c.req.query('address_id') ?? fields.get('address_id'))
            : undefined;
        if (action === 'edit_shipping_address' && !existing) return notFound(c);
        // The platform's address fields, FormField[2][n], read by the field each is (form-fields.ts).
        const posted = postedFields(fields, ADDRESS_FIELDS);
        const country = countries.find((candidate) => candidate.name === posted.country);
        const parsed = addressSchema.safeParse({ ...posted, country_id: country ? String(country.id) : '' });
        const errors = parsed.success
          ? []
          : [...new Set(parsed.error.issues.map((issue) => ADDRESS_MESSAGES[String(issue.path[0])] ?? 'Please check the address.'))];
        // spec §5 "State/country: presence required": a state, where the country has states.
        if (country && country.states.length > 0 && !country.states.includes((posted.state ?? '').trim()))
          errors.push(ADDRESS_MESSAGES.state!);
        if (!parsed.success || errors.length > 0) {
          return addressForm(c, posted, existing?.id ?? null, errors, 400);
        }
        const values = parsed.data;
        const address: Address = {
          id: existing?.id ?? nextId(session.addresses),
          customerId: customer.id,
          firstName: values.first_name,
          lastName: values.last_name,
          address1: values.address1,
          city: values.city,
          state: values.state,
          zip: values.zip,
          countryId: values.country_id,
          phone: values.phone,
        };
        if (existing) session.addresses.splice(session.addresses.indexOf(existing), 1, address);
        else session.addresses.push(address);
        return done(c, '/account.php?action=address_book', 'Your address has been saved.');
      }
      case 'delete_shipping_address': {
        const address = byId(session.addresses, customer, fields.get('address_id'));
        if (!address) return notFound(c);
        session.addresses.splice(session.addresses.indexOf(address), 1);
        return done(c, '/account.php?action=address_book', 'The address has been deleted.');
      }
      case 'save_new_return': {
        const order = ordersOf(customer).find((candidate) => String(candidate.id) === fields.get('order_id'));
        if (!order) return notFound(c);
        const errors: string[] = [];
        const lines = order.lines.flatMap((line) => {
          const quantity = Number(fields.get(`return_qty[${line.sku}]`) ?? 0);
          if (!Number.isInteger(quantity) || quantity < 0 || quantity > line.quantity) {
            errors.push(`Please return between 0 and ${line.quantity} of ${line.name}.`);
            return [];
          }
          return quantity > 0 ? [{ sku: line.sku, name: line.name, quantity }] : [];
        });
        if (errors.length === 0 && lines.length === 0) errors.push('Please choose at least one item to return.');
        const reason = (fields.get('return_reason') ?? '').trim();
        const wanted = (fields.get('return_action') ?? '').trim();
        if (!RETURN_REASONS.includes(reason)) errors.push('Please choose why you are returning the items.');
        if (!RETURN_ACTIONS.includes(wanted)) errors.push('Please choose what you would like us to do.');
        if (errors.length > 0) return newReturnForm(c, session, order, errors, 400);
        const saved = {
          id: nextId(session.returns),
          customerId: customer.id,
          orderId: order.id,
          lines,
          reason,
          action: wanted,
          comments: (fields.get('return_comments') ?? '').trim().slice(0, 2000),
          date: new Date().toISOString().slice(0, 10),
          status: 'Pending' as const,
        };
        session.returns.push(saved);
        return done(c, `/account.php?action=saved_return&return_id=${saved.id}`, 'Your return request has been sent.');
      }
      case 'edit_payment_method': {
        // A saved card's expiry and whether it is the default. A card is added only through the
        // platform's payment service, at checkout: no page of the store takes a card number, and
        // POST add_payment_method is an unknown action here (the default case).
        const existing = byId(session.paymentMethods, customer, c.req.query('method_id') ?? fields.get('method_id'));
        if (!existing) return notFound(c);
        const errors = expiryErrors(fields);
        if (errors.length > 0) return editPaymentForm(c, existing, errors, 400);
        const makeDefault = fields.get('make_default') === 'on';
        if (makeDefault) for (const method of mine(session.paymentMethods, customer)) method.isDefault = false;
        Object.assign(existing, {
          expiryMonth: Number(fields.get('expiry_month')),
          expiryYear: Number(fields.get('expiry_year')),
          isDefault: makeDefault || existing.isDefault,
        });
        return done(c, '/account.php?action=payment_methods', 'Your payment method has been saved.');
      }
      case 'delete_payment_method': {
        const method = byId(session.paymentMethods, customer, c.req.query('method_id') ?? fields.get('method_id'));
        if (!method) return notFound(c);
        session.paymentMethods.splice(session.paymentMethods.indexOf(method), 1);
        return done(c, '/account.php?action=payment_methods', 'The payment method has been deleted.');
      }
      case 'update_account': {
        // Cornerstone's edit-account.html: account_firstname, account_lastname, account_companyname,
        // account_phone, and forms.edit_account.fields (email, passwords) read by the field each is.
        const posted = postedFields(fields, EDIT_ACCOUNT_FIELDS);
        const values: EditedAccount = {
          first_name: (fields.get('account_firstname') ?? '').trim(),
          last_name: (fields.get('account_lastname') ?? '').trim(),
          company: (fields.get('account_companyname') ?? '').trim().slice(0, 200),
          phone: (fields.get('account_phone') ?? '').trim().slice(0, 40),
          email: (posted.email ?? '').trim().toLowerCase(),
        };
        const password = (posted.password ?? '').trim();
        const errors: string[] = [];
        if (!values.first_name || values.first_name.length > 100) errors.push('Please enter your first name.');
        if (!values.last_name || values.last_name.length > 100) errors.push('Please enter your last name.');
        if (!z.email().safeParse(values.email).success) errors.push('Please use a valid email address, such as user@example.com.');
        else if (session.customers.some((other) => other.id !== customer.id && other.email === values.email))
          errors.push('An account with this email address already exists.');
        // spec §5 "Password": rules apply only when a new password is given (the field is optional here).
        if (password !== '' && (password.length < 7 || !/[A-Za-z]/.test(password) || !/\d/.test(password)))
          errors.push('Passwords must be at least 7 characters and contain both letters and numbers.');
        if (password !== (posted.confirm_password ?? '').trim()) errors.push('Your passwords do not match.');
        // What signs the customer in changes only with the current password (Cornerstone asks for it with a new one).
        const current = (posted.current_password ?? '').trim();
        if ((password !== '' || values.email !== customer.email) && current !== customer.password)
          errors.push('Please enter your current password to change your email address or password.');
        if (errors.length > 0) return accountForm(c, customer, values, errors, 400);
        Object.assign(
          customer,
          { firstName: values.first_name, lastName: values.last_name, company: values.company, phone: values.phone, email: values.email },
          password ? { password } : {},
        );
        return done(c, '/account.php?action=edit_account', 'Your account details have been saved.');
      }
      case 'send_message': {
        const subject = (fields.get('message_subject') ?? '').trim();
        const body = (fields.get('message_content') ?? '').trim();
        const orderId = fields.get('message_order_id')
          ? (ordersOf(customer).find((order) => String(order.id) === fields.get('message_order_id'))?.id ?? null)
          : null;
        if (!subject || !body || subject.length > 200 || body.length > 5000) {
          const errors = ['Please give your message a subject and some text.'];
          return inboxPage(c, session, customer, errors.join(' '), 400);
        }
        session.messages.push({
          id: nextId(session.messages),
          customerId: customer.id,
          orderId,
          from: 'customer',
          subject,
          body,
          date: new Date().toISOString().slice(0, 10),
        });
        return done(c, '/account.php?action=inbox', 'Your message has been sent.');
      }
      default:
        return refuseForm(c, respond, ['Unknown account action.'], { back: '/account.php' });
    }
  });
}

export const RETURN_REASONS = ['Received the wrong item', 'Item arrived damaged', 'No longer needed', 'Other'];
export const RETURN_ACTIONS = ['Refund', 'Replacement', 'Store credit'];
