/**
 * The signed-in shopper's side: sign in and out, accounts, wishlists, reviews, and the
 * forms that post without JavaScript (spec §3 "Forms"), answered with pages and redirects as
 * the platform answers them. The downloads ownership service is another origin's
 * (downloads-service.ts).
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { addToCart } from '../cart.ts';
import { productById } from '../catalog.ts';
import { meetsPasswordRequirements, webPages } from '../data/store.ts';
import { refuseForm } from '../form-answers.ts';
import { ACCOUNT_ADDRESS_FIELDS, ACCOUNT_FIELDS, formFields, postedFields, type FieldKey } from '../form-fields.ts';
import { pageOf } from '../pagination.ts';
import { digits, fieldMap, money, readFields } from '../protocol.ts';
import type { Responder } from '../respond.ts';
import { emptyCart, rotateSession, sessionOf, signedInCustomer, takeFlash, type Session } from '../sessions.ts';
import { signInLimits } from '../sign-in-limits.ts';
import { customerObject, limitOf, productCard, originOf, webPageView } from '../views.ts';
import { declaredResource } from '../front-matter.ts';

const emailSchema = z.email();
const positiveId = digits(
  z
    .number()
    .int()
    .positive()
    .max(2 ** 31),
);

const redirect = (c: Context, to: string) => c.redirect(to, 303);

/** What the sign-in page says after a failed sign-in (forms.login.error). */
const LOGIN_FAILED = 'Your email address or password is incorrect. Please try again.';

const WISHLIST_NOT_FOUND = 'The wish list could not be found.';

/** Wishlist items per page (the demo's choice, small so pagination shows). */
const WISHLIST_PAGE_SIZE = 4;

export function registerShopper(app: Hono, respond: Responder): void {
  // --- Sign in, create account, sign out ---
  app.get('/login.php', async (c) => {
    const session = sessionOf(c);
    const action = c.req.query('action') ?? 'login';
    if (action === 'logout') {
      // The platform signs out with the link urls.auth.logout (Cornerstone's header links to it), then shows the home page.
      // With the platform's Persistent Cart, a customer's cart belongs to their account, "kept private when the
      // shopper logs out" (BigCommerce's Persistent Cart article): it goes with the account, and comes back at
      // the next sign-in; the browser is left with no cart for the next person (issue 32 item 10).
      const customer = signedInCustomer(session);
      if (customer) {
        keepCartWithAccount(session, customer);
        rotateSession(c);
        session.customerId = null;
      }
      return c.redirect('/', 302);
    }
    if (action === 'create_account') return respond.page(c, 'auth/create-account', 'createaccount', createAccountForm({}));
    // spec §2 login family: "forgot password" asks for the email; "get new password" is
    // where the emailed link lands, with the customer id and a one-time token.
    // Not in the docs: forms.forgot_password.error, as Cornerstone's forgot-password.html shows it
    // (an expired link sends the shopper here); the platform has no success name on this page.
    if (action === 'reset_password') {
      const message = takeFlash(session);
      return respond.page(c, 'auth/forgot-password', 'forgotpassword', message ? { forms: { forgot_password: { error: message } } } : {});
    }
    if (action === 'change_password') {
      const reset = openReset(session, c.req.query('c'), c.req.query('t'));
      if (!reset) {
        session.flash = 'That password link has expired or was already used. Please ask for a new one.';
        return c.redirect('/login.php?action=reset_password', 302);
      }
      return respond.page(c, 'auth/new-password', 'getnewpassword', newPasswordForm(reset));
    }
    if (action === 'account_created') return respond.page(c, 'auth/account-created', 'createaccount_thanks');
    if (signedInCustomer(session)) return c.redirect('/account.php', 302);
    // helpers/forms/login.yml: forms.login.success after a password change.
    const message = takeFlash(session);
    return respond.page(c, 'auth/login', 'login', message ? { forms: { login: { success: message } } } : {});
  });

  // urls.auth.check_login, save_new_account, send_password_email, save_new_password (Cornerstone's auth templates).
  app.post('/login.php', async (c) => {
    const session = sessionOf(c);
    const action = c.req.query('action');
    const fields = fieldMap(await readFields(c));
    if (action === 'check_login') {
      // spec §3: login_email and login_pass, both trimmed.
      const email = (fields.get('login_email') ?? '').trim().toLowerCase();
      const password = (fields.get('login_pass') ?? '').trim();
      const locked = signInLimits.lockedFor(email, session.signIn);
      if (locked > 0) return tooManyAttempts(c, respond, locked);
      const customer = session.customers.find((candidate) => candidate.email === email && candidate.password === password);
      if (!customer) {
        const lockedNow = signInLimits.failed(email, session.signIn);
        if (lockedNow > 0) return tooManyAttempts(c, respond, lockedNow);
        // The page again, saying so (helpers/forms/login.yml forms.login.error), to a browser and a
        // script alike: the popup login (spec §7) then asks who is signed in, which decides.
        return respond.page(c, 'auth/login', 'login', { forms: { login: { error: LOGIN_FAILED } } }, { status: 400 });
      }
      signInLimits.succeeded(email, session.signIn);
      rotateSession(c);
      session.customerId = customer.id;
      restoreSavedCart(session, customer);
      return redirect(c, '/account.php');
    }
    if (action === 'save_new_account') {
      // The platform's account and address fields, FormField[n][m], read by the field each is (form-fields.ts).
      const posted = postedFields(fields, [...ACCOUNT_FIELDS, ...ACCOUNT_ADDRESS_FIELDS]);
      const errors = accountErrors(session, posted);
      if (errors.length > 0)
        return respond.page(c, 'auth/create-account', 'createaccount', createAccountForm(posted, errors.join(' ')), { status: 400 });
      const id = Math.max(0, ...session.customers.map((customer) => customer.id)) + 1;
      session.customers.push({
        id,
        firstName: posted.first_name!.trim(),
        lastName: posted.last_name!.trim(),
        email: posted.email!.trim().toLowerCase(),
        password: posted.password!.trim(),
        ownedSkus: [],
      });
      rotateSession(c);
      session.customerId = id;
      return redirect(c, '/login.php?action=account_created');
    }
    if (action === 'send_password_email') {
      const email = (fields.get('email') ?? '').trim().toLowerCase();
      if (!emailSchema.safeParse(email).success) {
        const error = 'Please use a valid email address, such as user@example.com.';
        return respond.page(c, 'auth/forgot-password', 'forgotpassword', { forms: { forgot_password: { error } } }, { status: 400 });
      }
      const customer = session.customers.find((candidate) => candidate.email === email);
      if (customer) {
        const token = crypto.randomUUID();
        session.passwordResets = [
          ...session.passwordResets.filter((entry) => entry.customerId !== customer.id),
          { token, customerId: customer.id },
        ];
        session.outbox.push({
          to: email,
          subject: 'Reset your password',
          link: `/login.php?action=change_password&c=${customer.id}&t=${token}`,
        });
      }
      // The same answer whether or not an account exists, so the form cannot be used to find accounts.
      // The platform says so on the sign-in page (forms.login.success).
      session.flash = `If ${email} has an account, we have emailed it a link to choose a new password.`;
      return redirect(c, '/login.php');
    }
    if (action === 'save_new_password') {
      const reset = openReset(session, c.req.query('c') ?? fields.get('c'), c.req.query('t') ?? fields.get('t'));
      if (!reset) {
        session.flash = 'That password link has expired or was already used. Please ask for a new one.';
        return redirect(c, '/login.php?action=reset_password');
      }
      const errors = passwordErrors(fields);
      if (errors.length > 0)
        return respond.page(c, 'auth/new-password', 'getnewpassword', newPasswordForm(reset, errors.join(' ')), { status: 400 });
      const customer = session.customers.find((candidate) => candidate.id === reset.customerId)!;
      customer.password = fields.get('password')!.trim();
      session.passwordResets = session.passwordResets.filter((entry) => entry !== reset);
      session.flash = 'Your password has been changed. Please sign in with it.';
      return redirect(c, '/login.php');
    }
    return refuseForm(c, respond, ['Unknown login action.'], { back: '/login.php' });
  });

  // The account pages are in account.ts; the download itself is here, with ownership.
  app.get('/downloads/:sku', (c) => {
    const customer = signedInCustomer(sessionOf(c));
    const sku = c.req.param('sku');
    if (!customer || !customer.ownedSkus.includes(sku)) return c.text('You do not own this download.', 403);
    return c.body(`${sku}: thank you for your purchase. (Demo download.)\n`, 200, {
      'content-type': 'text/plain; charset=UTF-8',
      'content-disposition': `attachment; filename="${sku.replace(/[^A-Za-z0-9_-]/g, '')}.txt"`,
    });
  });

  // --- Wishlists (spec §2 "Wishlist page", §7) ---
  app.get('/wishlist.php', async (c) => {
    const session = sessionOf(c);
    const customer = signedInCustomer(session);
    if (!customer) return c.redirect('/login.php', 302);
    const mine = session.wishlists.filter((wishlist) => wishlist.customerId === customer.id);
    const action = c.req.query('action');
    if (action === 'addwishlist') return wishlistNameForm(c, null, { name: '', isPublic: false });
    // Renaming (the platform's `wishlist.php?action=editwishlist`): the same name form, filled in.
    if (action === 'editwishlist') {
      const wishlist = mine.find((candidate) => String(candidate.id) === c.req.query('wishlistid'));
      if (!wishlist) return respond.page(c, 'errors/404', '404', {}, { status: 404 });
      return wishlistNameForm(c, wishlist, wishlist);
    }
    // The delete link without JavaScript comes to the list's page, whose form deletes it.
    if (action === 'viewwishlistitems' || action === 'deletewishlist') {
      const wishlist = mine.find((candidate) => String(candidate.id) === c.req.query('wishlistid'));
      if (!wishlist) return respond.page(c, 'errors/404', '404', {}, { status: 404 });
      const all = wishlist.productIds.flatMap((id) => {
        const product = productById(id);
        if (!product) return [];
        return [
          {
            ...productCard(product, session, originOf(c)),
            product_id: product.id,
            remove_url: `/wishlist.php?action=remove&wishlistid=${wishlist.id}&product_id=${product.id}`,
          },
        ];
      });
      // spec §2 "optional pagination". The platform writes the previous/next links'
      // href as the bare page number; the wishlist script group adds the page parameter.
      const { items, pagination } = pageOf(
        all,
        WISHLIST_PAGE_SIZE,
        c.req.query('page'),
        (page) => `/wishlist.php?action=viewwishlistitems&wishlistid=${wishlist.id}&page=${page}`,
      );
      // schemas/wishlist.yml: the list with its items and pagination; the message an action left
      // behind is customer.success, as on the account pages.
      const success = takeFlash(session);
      return respond.page(c, 'account/wishlist-details', 'wishlist', {
        wishlist: {
          id: wishlist.id,
          name: wishlist.name,
          is_public: wishlist.isPublic,
          is_editable: true,
          items,
          ...(pagination
            ? {
                pagination: {
                  current: pagination.current,
                  previous: pagination.previous,
                  next: pagination.next,
                  links: pagination.links.map((link) => ({ number: link.page, url: link.url })),
                },
              }
            : {}),
        },
        customer: { ...customerObject(customer), ...(success ? { success } : {}) },
      });
    }
    // helpers/customer/wishlists.yml: the customer's wish lists, each with its links, where the
    // template's front matter declares `customer: wishlists`.
    const declared = declaredResource(respond.resources(c, 'account/wishlists'), 'customer', 'wishlists');
    const success = takeFlash(session);
    return respond.page(c, 'account/wishlists', 'wishlists', {
      customer: {
        ...customerObject(customer),
        ...(success ? { success } : {}),
        ...(declared
          ? {
              wishlists: mine.slice(0, limitOf(declared, 100)).map((wishlist) => ({
                id: wishlist.id,
                name: wishlist.name,
                is_public: wishlist.isPublic,
                num_items: wishlist.productIds.length,
                view_url: `/wishlist.php?action=viewwishlistitems&wishlistid=${wishlist.id}`,
                edit_url: `/wishlist.php?action=editwishlist&wishlistid=${wishlist.id}`,
                delete_url: `/wishlist.php?action=deletewishlist&wishlistid=${wishlist.id}`,
              })),
            }
          : {}),
      },
    });
  });

  /**
   * The new or rename wish list form (add-wishlist page type): helpers/forms/wishlist.yml's
   * forms.wishlist, with the list's id when renaming, the name and sharing as saved or as typed,
   * the refusal's `errors`, and the form's handler as `action` (Cornerstone's add-wishlist.html).
   */
  const wishlistNameForm = (
    c: Context,
    editing: Session['wishlists'][number] | null,
    shown: { name: string; isPublic: boolean },
    error?: string,
    status = 200,
  ) =>
    respond.page(
      c,
      'account/add-wishlist',
      'add-wishlist',
      {
        forms: {
          wishlist: {
            ...(editing ? { id: String(editing.id) } : {}),
            name: shown.name,
            is_public: shown.isPublic,
            ...(error ? { errors: error } : {}),
            action: editing ? `/wishlist.php?action=editwishlist&wishlistid=${editing.id}` : '/wishlist.php?action=addwishlist',
          },
        },
      },
      { status },
    );

  // urls.account.wishlists.* and product.add_to_wishlist_url (Cornerstone's wishlist templates and product-view.html).
  app.post('/wishlist.php', async (c) => {
    const session = sessionOf(c);
    const customer = signedInCustomer(session);
    // Guests are sent to sign in, as on the platform. Never a bare 401: stencil-utils
    // reads an X-BC-Preview-Mode header on every 401 and throws without it.
    if (!customer) return redirect(c, '/login.php');
    const fields = fieldMap(await readFields(c));
    const action = c.req.query('action') ?? fields.get('action');
    const mine = session.wishlists.filter((wishlist) => wishlist.customerId === customer.id);
    const nextId = () => Math.max(0, ...session.wishlists.map((wishlist) => wishlist.id)) + 1;

    if (action === 'addwishlist' || action === 'editwishlist') {
      const editing =
        action === 'editwishlist'
          ? mine.find((candidate) => String(candidate.id) === (c.req.query('wishlistid') ?? fields.get('wishlistid')))
          : null;
      if (editing === undefined) return refuseForm(c, respond, [WISHLIST_NOT_FOUND], { status: 404, back: '/wishlist.php' });
      const name = (fields.get('wishlistname') ?? '').trim();
      // spec §5: the wishlist name must not be empty. The form's page again, saying so, with
      // what was typed (forms.wishlist.errors, as Cornerstone's add-wishlist.html shows them).
      if (name === '' || name.length > 100) {
        const error = name === '' ? 'Please enter a name for your wish list.' : 'Please use a name of 100 characters or fewer.';
        return wishlistNameForm(
          c,
          editing,
          { name: (fields.get('wishlistname') ?? '').slice(0, 200), isPublic: fields.get('publicwishlist') === 'on' },
          error,
          400,
        );
      }
      const isPublic = fields.get('publicwishlist') === 'on';
      if (editing) {
        Object.assign(editing, { name, isPublic });
        session.flash = `Your wish list is now called “${name}”.`;
        return redirect(c, '/wishlist.php');
      }
      const wishlist = { id: nextId(), customerId: customer.id, name, isPublic, productIds: [] };
      session.wishlists.push(wishlist);
      session.flash = `Your wish list “${name}” has been created.`;
      return redirect(c, '/wishlist.php');
    }
    if (action === 'add') {
      const productId = positiveId.safeParse(c.req.query('product_id') ?? fields.get('product_id'));
      const product = productId.success ? productById(productId.data) : undefined;
      if (!product) return refuseForm(c, respond, ['The product could not be found.'], { status: 404, back: '/wishlist.php' });
      const wishlistId = c.req.query('wishlistid') ?? fields.get('wishlistid') ?? '';
      let wishlist = wishlistId === '' ? mine[0] : mine.find((candidate) => String(candidate.id) === wishlistId);
      if (!wishlist && wishlistId !== '') return refuseForm(c, respond, [WISHLIST_NOT_FOUND], { status: 404, back: product.url });
      if (!wishlist) {
        wishlist = { id: nextId(), customerId: customer.id, name: 'My Wish List', isPublic: false, productIds: [] };
        session.wishlists.push(wishlist);
      }
      if (!wishlist.productIds.includes(product.id)) wishlist.productIds.push(product.id);
      const to = `/wishlist.php?action=viewwishlistitems&wishlistid=${wishlist.id}`;
      return redirect(c, to);
    }
    // The platform's wishlist.php?action=remove&wishlistid=…&product_id=…: one product out of one list.
    if (action === 'remove') {
      const wishlist = mine.find((candidate) => String(candidate.id) === (c.req.query('wishlistid') ?? fields.get('wishlistid')));
      if (!wishlist) return refuseForm(c, respond, [WISHLIST_NOT_FOUND], { status: 404, back: '/wishlist.php' });
      const productId = positiveId.safeParse(c.req.query('product_id') ?? fields.get('product_id'));
      const product = productId.success ? productById(productId.data) : undefined;
      const back = `/wishlist.php?action=viewwishlistitems&wishlistid=${wishlist.id}`;
      if (!product || !wishlist.productIds.includes(product.id))
        return refuseForm(c, respond, ['That product is not on this wish list.'], { status: 404, back });
      wishlist.productIds = wishlist.productIds.filter((id) => id !== product.id);
      session.flash = `“${product.name}” has been removed from your wish list.`;
      return redirect(c, back);
    }
    if (action === 'deletewishlist') {
      const wishlist = mine.find((candidate) => String(candidate.id) === (c.req.query('wishlistid') ?? fields.get('wishlistid')));
      if (!wishlist) return refuseForm(c, respond, [WISHLIST_NOT_FOUND], { status: 404, back: '/wishlist.php' });
      session.wishlists.splice(session.wishlists.indexOf(wishlist), 1);
      session.flash = `The wish list “${wishlist.name}” has been deleted.`;
      return redirect(c, '/wishlist.php');
    }
    return refuseForm(c, respond, ['Unknown wishlist action.'], { back: '/wishlist.php' });
  });

  // --- Reviews (spec §3 "Review"): Cornerstone's templates/components/products/modals/writeReview.html
  // posts to urls.product.post_review with action=post_review, revrating, revfromname, revtitle, revtext,
  // email (when product.reviews.show_review_email) and product_id. The platform answers with the
  // product page, where product.reviews.messages says how it went (Cornerstone's product-view.html).
  app.post('/postreview.php', async (c) => {
    const session = sessionOf(c);
    const fields = fieldMap(await readFields(c));
    const product = productById(Number(fields.get('product_id')));
    if (!product) return refuseForm(c, respond, ['The product could not be found.'], { status: 404 });
    if (fields.get('action') !== 'post_review') return refuseForm(c, respond, ['Unknown review action.'], { back: product.url });
    const review = z
      .object({
        revrating: digits(z.number().int().min(1).max(5)),
        revfromname: z.string().trim().min(1).max(100),
        revtitle: z.string().trim().min(1).max(200),
        revtext: z.string().trim().min(1).max(5000),
        email: z.email(),
      })
      .safeParse(Object.fromEntries(fields));
    if (!review.success) {
      session.reviewMessages = [{ error: 'Please give a rating, your name, a title, your review and a valid email address.' }];
      return redirect(c, `${product.url}#product-reviews`);
    }
    session.reviews.push({
      id: session.reviews.length + 1,
      productId: product.id,
      rating: review.data.revrating,
      name: review.data.revfromname,
      title: review.data.revtitle,
      text: review.data.revtext,
      email: review.data.email,
      date: new Date().toISOString().slice(0, 10),
    });
    session.reviewMessages = [{ success: 'Thank you. Your review has been posted.' }];
    return redirect(c, `${product.url}#product-reviews`);
  });

  // --- Contact form and gift certificates: plain forms ---
  app.post('/pages.php', async (c) => {
    const fields = fieldMap(await readFields(c));
    if (c.req.query('action') !== 'sendContactForm') return refuseForm(c, respond, ['Unknown action.'], { back: '/contact-us/' });
    const email = emailSchema.safeParse((fields.get('contact_email') ?? '').trim());
    if (!email.success || !(fields.get('contact_question') ?? '').trim()) {
      const error = 'Please give your email address and a question.';
      // A form posted without JavaScript lands back on the contact page, saying what to
      // correct (forms.contact.error, as Cornerstone's contact-us-form.html shows it).
      const page = webPages.find((candidate) => candidate.type === 'page_contact_form');
      if (!page) return refuseForm(c, respond, [error]);
      return respond.page(
        c,
        'contact-us',
        'page_contact_form',
        { page: webPageView(page), forms: { contact: { error } } },
        { status: 400 },
      );
    }
    return redirect(c, '/contact-us/?sent=1');
  });

  // forms.gift_certificate.action (Cornerstone's templates/pages/gift-certificate/purchase.html posts there).
  app.post('/giftcertificates.php', async (c) => {
    const session = sessionOf(c);
    const fields = fieldMap(await readFields(c));
    if (c.req.query('action') !== 'do_purchase')
      return refuseForm(c, respond, ['Unknown gift certificate action.'], { back: '/giftcertificates.php' });
    const parsed = z
      .object({
        to_name: z.string().trim().min(1, 'Please enter the recipient’s name.').max(100, 'Please enter the recipient’s name.'),
        to_email: z.string().trim().pipe(z.email('Please use a valid email address for the recipient, such as user@example.com.')),
        from_name: z.string().trim().min(1, 'Please enter your name.').max(100, 'Please enter your name.'),
        from_email: z.string().trim().pipe(z.email('Please use a valid email address for yourself, such as user@example.com.')),
        certificate_amount: money(
          z
            .number('Please choose an amount from 5 to 500.')
            .min(5, 'Please choose an amount from 5 to 500.')
            .max(500, 'Please choose an amount from 5 to 500.'),
        ),
        message: z.string().trim().max(500, 'Please keep the message under 500 characters.').optional(),
      })
      .safeParse({
        ...Object.fromEntries(fields),
        to_name: fields.get('to_name') ?? '',
        to_email: fields.get('to_email') ?? '',
        from_name: fields.get('from_name') ?? '',
        from_email: fields.get('from_email') ?? '',
      });
    if (!parsed.success) {
      const errors = [...new Set(parsed.error.issues.map((issue) => issue.message))];
      // The form comes back with what was typed and what to correct
      // (helpers/forms/gift_certificate.yml `values`; `errors` as Cornerstone's purchase.html lists them).
      const typed = (name: string) => (fields.get(name) ?? '').slice(0, 500);
      const values = {
        to_name: typed('to_name'),
        to_email: typed('to_email'),
        from_name: typed('from_name'),
        from_email: typed('from_email'),
        amount: typed('certificate_amount'),
        message: typed('message'),
      };
      return respond.page(
        c,
        'gift-certificate/purchase',
        'giftcertificates',
        { forms: { gift_certificate: { errors, values } } },
        { status: 400 },
      );
    }
    session.cart ??= emptyCart();
    session.cart.giftCertificates.push({
      id: crypto.randomUUID(),
      name: `$${parsed.data.certificate_amount} Gift Certificate`,
      amount: parsed.data.certificate_amount,
      recipient: { name: parsed.data.to_name, email: parsed.data.to_email },
      sender: { name: parsed.data.from_name, email: parsed.data.from_email },
    });
    return redirect(c, '/cart.php');
  });
}

/**
 * Sign-in refused for `lockedMs` more (sign-in-limits.ts): the login page saying so, 429 with
 * Retry-After (the popup login shows the page's error box).
 */
function tooManyAttempts(c: Context, respond: Responder, lockedMs: number) {
  const minutes = Math.ceil(lockedMs / 60_000);
  c.header('retry-after', String(Math.ceil(lockedMs / 1000)));
  const error = `Too many failed attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
  return respond.page(c, 'auth/login', 'login', { forms: { login: { error } } }, { status: 429 });
}

/**
 * The new password page (not in the docs; Cornerstone's new-password.html): the form's handler,
 * which carries the customer and the one-time token, and its error after a refusal.
 */
function newPasswordForm(reset: { customerId: number; token: string }, error?: string) {
  const submit_url = `/login.php?action=save_new_password&c=${reset.customerId}&t=${encodeURIComponent(reset.token)}`;
  return { forms: { new_password: { submit_url, ...(error ? { error } : {}) } } };
}

/**
 * The create account page (helpers/forms/create_account.yml): the store's account fields and the
 * address fields it asks for, holding what was typed (never a password), and the refusal's error.
 */
function createAccountForm(typed: Partial<Record<FieldKey, string>>, error?: string) {
  return {
    forms: {
      create_account: {
        account_fields: formFields(ACCOUNT_FIELDS, typed),
        address_fields: formFields(ACCOUNT_ADDRESS_FIELDS, typed),
        ...(error ? { error } : {}),
      },
    },
  };
}

function accountErrors(session: Session, posted: Partial<Record<FieldKey, string>>): string[] {
  const errors: string[] = [];
  const email = (posted.email ?? '').trim().toLowerCase();
  if (!(posted.first_name ?? '').trim()) errors.push('Please enter your first name.');
  if (!(posted.last_name ?? '').trim()) errors.push('Please enter your last name.');
  if (!emailSchema.safeParse(email).success) errors.push('Please use a valid email address, such as user@example.com.');
  else if (session.customers.some((customer) => customer.email === email))
    errors.push('An account with this email address already exists.');
  errors.push(...passwordErrors(new Map(Object.entries(posted))));
  return errors;
}

/** spec §5 "Password": letters, numbers and a minimum length (7, the platform's default); the confirmation matches. */
function passwordErrors(fields: Map<string, string>): string[] {
  const errors: string[] = [];
  const password = (fields.get('password') ?? '').trim();
  if (!meetsPasswordRequirements(password)) errors.push('Passwords must be at least 7 characters and contain both letters and numbers.');
  if (password !== (fields.get('confirm_password') ?? '').trim()) errors.push('Your passwords do not match.');
  return errors;
}

/** The open reset for customer `customerRef` with `token`, if any. */
function openReset(session: Session, customerRef: string | undefined, token: string | undefined) {
  return session.passwordResets.find((entry) => String(entry.customerId) === customerRef && entry.token === token);
}

/** A customer's saved cart comes back on sign-in when this session's cart is empty (as the platform restores a customer's cart). */
function restoreSavedCart(session: Session, customer: Session['customers'][number]): void {
  if (!customer.savedCart || (session.cart && session.cart.lines.length > 0)) return;
  for (const entry of customer.savedCart) {
    const product = productById(entry.productId);
    if (product) addToCart(session, product, new Map(entry.selections ?? []), entry.quantity);
  }
}

/**
 * On sign-out the session's cart goes with the customer's account (Persistent Cart: the account's cart
 * is the cart, an emptied one included), and the session keeps none.
 */
function keepCartWithAccount(session: Session, customer: Session['customers'][number]): void {
  customer.savedCart = (session.cart?.lines ?? []).map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    selections: line.selections,
  }));
  session.cart = null;
}
