/**
 * Page endpoints (spec §2 "Page types"), rendered from markup-examples/ with the
 * page context, plus the cart page's no-JavaScript forms, the collection grid
 * and template rendering by name.
 */
import { takeHandover } from '../embedding.ts';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { addToCart, applyCoupon, LINE_QUANTITY_LIMIT, redeemCertificate, updateLine, removeLine } from '../cart.ts';
import {
  brandByUrl,
  categoryByUrl,
  collectionById,
  featuredProducts,
  productById,
  productByUrl,
  products,
  productsInCategory,
  productsOfBrand,
  selectionsFrom,
  type Product,
} from '../catalog.ts';
import { elementReferenceHtml, readElementReference } from '../element-reference.ts';
import { fileURLToPath } from 'node:url';
import { currencyOf } from '../cart.ts';
import { BLOG_URL, blogPostView, recentPostsBlog } from '../blog.ts';
import { blogName, blogPosts, brands, categories, giftCertificateCodes, sitemapLabels, webPages, type Category } from '../data/store.ts';
import { money } from '../money.ts';
import { digits, fieldMap, readFields } from '../protocol.ts';
import { refuseForm } from '../form-answers.ts';
import { brandResults, categoryResults, contentResults, searchProducts, suggestedQuery } from '../search.ts';
import { listing, readListingQuery } from '../listing.ts';
import { pageOf } from '../pagination.ts';
import type { Renderer } from '../render.ts';
import type { Responder } from '../respond.ts';
import { sessionOf, takeFlash } from '../sessions.ts';
import { htmlParagraph } from '../merchant-html.ts';
import {
  addToWishlistUrl,
  carouselView,
  categoryImage,
  productAttributes,
  productCard,
  productView,
  originOf,
  STORE_NAME,
  webPageView,
} from '../views.ts';
import { FAVICON_PATH } from './assets.ts';
import { platformCart, suggestionsAskedFor } from '../cart-view.ts';
import { productListLimit } from '../front-matter.ts';

/** Products the compare page shows side by side (the platform's compare page, and the compare bar's limit). */
const COMPARE_LIMIT = 4;
const productIdSchema = digits(
  z
    .number()
    .int()
    .positive()
    .max(2 ** 31),
);
/** Posts per page of the blog list (the platform's blog setting; five keeps a phone's page short). */
const BLOG_PAGE_SIZE = 5;
/** How many products the recent items page keeps (the platform shows a short list). */
const RECENTLY_VIEWED_LIMIT = 12;

const MANIFEST_PATH = fileURLToPath(new URL('../../dist/custom-elements.json', import.meta.url));
const TEMPLATES_DIR = fileURLToPath(new URL('../../markup-examples/templates', import.meta.url));

export function registerPages(app: Hono, respond: Responder, render: Renderer): void {
  /**
   * A compare page column, as schemas/comparisons.yml and Cornerstone's templates/pages/compare.html
   * give it: the product card's fields, the default variant's SKU, the description as `summary`,
   * the custom fields, and the compare page without it (`remove_url`).
   */
  const compareView = (c: Context, product: Product, ids: number[]) => {
    const card = productCard(product, sessionOf(c), originOf(c));
    const page = productView(product, sessionOf(c), originOf(c));
    const others = ids.filter((id) => id !== product.id);
    return {
      ...card,
      brand: page.brand ?? undefined,
      sku: page.sku,
      summary: page.description,
      custom_fields: page.custom_fields.map(({ name, value }) => ({ name, value })),
      remove_url: others.length > 0 ? `/compare/${others.join('/')}` : '/compare/',
    };
  };
  const cards = (c: Context, list: Product[]) => list.map((product) => productCard(product, sessionOf(c), originOf(c)));
  // Category, brand and search pages: the platform's faceted listing (filters, sort, page) of
  // `list`: its products, facets and selection (which the page's own object carries) and its
  // pagination (pagination.<kind>).
  const listed = (c: Context, list: Product[], basePath: string, hide: Array<'brand' | 'category'> = []) => {
    const { products: page, ...rest } = listing(list, readListingQuery(c.req.queries()), {
      basePath,
      currency: currencyOf(sessionOf(c)),
      hide,
    });
    return { products: cards(c, page), ...rest };
  };
  const notFound = (c: Context) => respond.page(c, 'errors/404', '404', {}, { status: 404 });
  const productPage = (c: Context, product: Product) => {
    // The recent items account page lists what this session looked at, newest first.
    const session = sessionOf(c);
    session.recentlyViewed = [product.id, ...session.recentlyViewed.filter((id) => id !== product.id)].slice(0, RECENTLY_VIEWED_LIMIT);
    // Videos, reviews and related products come as the page's front matter asks (or, for a
    // render_with request such as the quick view, its stencil-config header).
    const view = productView(product, session, originOf(c), respond.resources(c, 'product'));
    // What became of a review posted from this page, once (product.reviews.messages).
    if (view.reviews) view.reviews.messages = session.reviewMessages;
    session.reviewMessages = [];
    // The whole way down (schemas/breadcrumbs.yml): through the deepest of the product's categories.
    const trails = product.categoryIds.flatMap((id) => {
      const category = categories.find((candidate) => candidate.id === id);
      return category ? [categoryTrail(category)] : [];
    });
    const trail = trails.reduce<Array<{ name: string; url: string }>>(
      (deepest, each) => (each.length > deepest.length ? each : deepest),
      [HOME_CRUMB],
    );
    return respond.page(
      c,
      'product',
      'product',
      {
        product: view,
        breadcrumbs: [...trail, { name: product.name, url: product.url }],
      },
      { bcdata: { product_attributes: productAttributes(product, session, originOf(c)) } },
    );
  };

  /**
   * schemas/products.yml: `products.featured` exists only on a page whose front matter asks for it
   * (`products: featured: limit: N`, frontmatter-reference.mdx), the store's featured products by id.
   */
  const declaredProductLists = (c: Context, template: string) => {
    const featured = productListLimit(respond.resources(c, template), 'featured');
    return featured === undefined ? {} : { products: { featured: cards(c, featuredProducts().slice(0, featured)) } };
  };

  // The home page (page type default; Cornerstone's templates/pages/home.html).
  app.get('/', (c) => {
    const blog = recentPostsBlog(respond.resources(c, 'home'));
    return respond.page(c, 'home', 'default', {
      // The merchant's home page carousel (schemas/carousel.yml): the hero's pictures, given
      // only when the page's front matter declares `carousel: true` (frontmatter-reference.mdx).
      ...(respond.resources(c, 'home').carousel ? { carousel: carouselView(originOf(c)) } : {}),
      ...declaredProductLists(c, 'home'),
      // schemas/blog.yml: the newest posts, as many as the front matter's blog.recent_posts asks for.
      ...(blog ? { blog } : {}),
    });
  });

  // A product by id: stencil-utils api/product.js getById (quick view, the upsell), and the AMP options page.
  app.get('/products.php', (c) => {
    const id = productIdSchema.safeParse(c.req.query('productId'));
    const product = id.success ? productById(id.data) : undefined;
    if (!product) return notFound(c);
    // spec §2: "Product (also the AMP product options page)": the option form on its own,
    // which an AMP product page links to because AMP pages cannot run the product form's script.
    if (c.req.query('action') === 'amp_product_options') {
      return respond.page(c, 'amp/product-options', 'amp_product_options', {
        product: productView(product, sessionOf(c), originOf(c)),
      });
    }
    return productPage(c, product);
  });

  // urls.search (stencil-utils api/search.js search with render_with for the quick search).
  app.get('/search.php', (c) => {
    const query = (c.req.query('search_query') ?? '').slice(0, 200);
    const { products: found, facets, selected, pagination } = listed(c, searchProducts(query), '/search.php');
    // Beside the products, what else the search names, and a better search when nothing was found.
    const categoryMatches = categoryResults(query, categoryTrail);
    const brandMatches = brandResults(query);
    const suggestion = pagination.total === 0 ? suggestedQuery(query) : null;
    return respond.page(c, 'search', 'search', {
      // Cornerstone's templates/pages/search.html: what the shopper searched for is forms.search.query.
      // With it, the advanced search's lists: the category tree (Cornerstone's search.js reads `data`,
      // `metadata.id`, `selected` and `children` of each node) and the brands.
      forms: {
        search: {
          query: query.trim(),
          action: '/search.php',
          section: 'product',
          product_url: `/search.php?search_query=${encodeURIComponent(query.trim())}&section=product`,
          content_url: `/search.php?search_query=${encodeURIComponent(query.trim())}&section=content`,
          category_options: categoryOptions(),
          brands_list: brands.map((brand) => ({ id: String(brand.id), name: brand.name })),
          // Cornerstone's search.html shows its suggestions panel when this says so.
          has_suggestions: categoryMatches.length > 0 || brandMatches.length > 0 || pagination.total === 0,
          ...(suggestion ? { suggested_query: suggestion } : {}),
        },
      },
      category_results: categoryMatches,
      brand_results: brandMatches,
      content_results: contentResults(query),
      // schemas/product-results.yaml: the products found, each card with its wishlist link.
      product_results: {
        products: found.map((card) => ({ ...card, add_to_wishlist_url: addToWishlistUrl(card.id) })),
        facets,
        selected,
        show_compare: true,
      },
      pagination: { product_results: pagination },
      result_count: pagination.total,
    });
  });

  // --- Cart page and its forms (they post without JavaScript) ---
  app.get('/cart.php', async (c) => {
    const session = sessionOf(c);
    // The platform's cart redirect URL (a cart made on a site embedding the elements): loaded once, then the plain cart page.
    if (c.req.query('action') === 'load') {
      const cart = takeHandover(c.req.query('id') ?? '', c.req.query('token') ?? '');
      if (cart) session.cart = cart;
      else session.flash = 'This cart link has expired or was already used.';
      return c.redirect('/cart.php', 303);
    }
    // A card's add_to_cart_url (Cornerstone's components/products/card.html links to it): the product goes
    // into the cart and the shopper to the cart page; one with options to choose, to its own page.
    // A coupon's or a redeemed gift certificate's remove_url (cart-view.ts): off the cart, back to its page.
    const removing = c.req.query('action');
    if (removing === 'removecoupon' || removing === 'removegiftcertificate') {
      const code = (c.req.query('code') ?? '').trim();
      const list = removing === 'removecoupon' ? session.cart?.couponCodes : session.cart?.redeemedCertificates;
      const index = list?.findIndex((candidate) => candidate.toLowerCase() === code.toLowerCase()) ?? -1;
      if (index === -1) session.flash = 'That code is no longer on your cart.';
      else list!.splice(index, 1);
      return c.redirect('/cart.php', 303);
    }
    if (c.req.query('action') === 'add') {
      const productId = productIdSchema.safeParse(c.req.query('product_id'));
      const product = productId.success ? productById(productId.data) : undefined;
      if (!product) session.flash = 'The product you selected is no longer available.';
      else if (product.options.some((option) => option.required)) return c.redirect(product.url, 303);
      else {
        const result = addToCart(session, product, new Map(), 1);
        if ('error' in result) session.flash = result.error;
      }
      return c.redirect('/cart.php', 303);
    }
    // A cart form posted without JavaScript lands here with the refusal, if any: the cart's status_messages.
    const message = takeFlash(session);
    return respond.page(c, 'cart', 'cart', {
      cart: platformCart(session, originOf(c), {
        statusMessages: message ? [message] : [],
        suggestions: suggestionsAskedFor(respond.resources(c, 'cart')),
        // stencil-utils' cart.getContent with `params: { suggest: <item id> }` (Cornerstone's
        // common/product-details.js, after an add): that item is the cart's added_item.
        addedItemId: c.req.query('suggest'),
      }),
    });
  });

  // The cart page's forms without JavaScript (Cornerstone's cart templates post to urls.cart), and product.cart_url.
  app.post('/cart.php', async (c) => {
    const session = sessionOf(c);
    const fields = await readFields(c);
    const map = fieldMap(fields);
    const action = c.req.query('action') ?? map.get('action');
    let error: string | null = null;
    if (action === 'add') {
      // The product form posted without JavaScript (Cornerstone's product-view.html posts to
      // product.cart_url with action=add), and the card's form, to its add_to_cart_url.
      const productId = productIdSchema.safeParse(c.req.query('product_id') ?? map.get('product_id'));
      const product = productId.success ? productById(productId.data) : undefined;
      const quantity = digits(z.number().int().min(1).max(LINE_QUANTITY_LIMIT)).safeParse(map.get('qty[]') ?? map.get('qty') ?? '1');
      if (!product) error = 'The product you selected is no longer available.';
      else if (!quantity.success) error = 'Please enter a quantity between 1 and 9999.';
      else {
        const result = addToCart(session, product, selectionsFrom(map), quantity.data);
        if ('error' in result) error = result.error;
      }
    } else if (action === 'update') {
      for (const [key, value] of fields) {
        const match = /^qty\[(.+)\]$/.exec(key);
        if (!match) continue;
        const quantity = digits(z.number().int().min(0).max(LINE_QUANTITY_LIMIT)).safeParse(value);
        error = quantity.success ? (updateLine(session, match[1]!, quantity.data) ?? error) : 'Quantities must be whole numbers.';
      }
    } else if (action === 'remove') {
      if (!removeLine(session, map.get('item') ?? c.req.query('item') ?? '')) error = 'That item is no longer in your cart.';
    } else if (action === 'applycode' || action === 'applygiftcertificate') {
      // The cart page's code forms without JavaScript (with it, POST /remote/v1/apply-code or /gift-certificates).
      const code = (map.get('code') ?? '').trim().slice(0, 50);
      if (code === '') error = 'Please enter a code.';
      else if (!session.cart) error = 'Your cart is empty.';
      else error = (action === 'applycode' ? applyCoupon : redeemCertificate)(session.cart, code);
    } else {
      error = 'Unknown cart action.';
    }
    // The cart page, with the refusal in its status messages: a script adds through /remote/v1/cart/add.
    if (error) session.flash = error;
    return c.redirect('/cart.php', 303);
  });

  // --- Catalog pages ---
  app.get('/brands/', (c) => respond.page(c, 'brands', 'brands', { brands }));
  // urls.compare with the products' ids as path segments (Cornerstone's compare links).
  app.get('/compare/*', (c) => {
    // The platform's compare URL, /compare/101/102/110: unknown, repeated or non-numeric segments are left out.
    const ids = [...new Set(c.req.path.split('/').filter(Boolean).slice(1).map(Number))]
      .filter((id) => productById(id) !== undefined)
      .slice(0, COMPARE_LIMIT);
    const compared = ids.map((id) => compareView(c, productById(id)!, ids));
    return respond.page(c, 'compare', 'compare', { comparisons: compared });
  });
  // The compare page without ids.
  app.get('/compare', (c) => c.redirect('/compare/', 301));
  // A listing's compare form posted without JavaScript (the cards' `products[]` checkboxes):
  // on to the compare page of the ticked products, the first four if more were ticked.
  const postCompare = async (c: Context) => {
    const fields = await readFields(c);
    const ticked = [...new Set(fields.filter(([name]) => name === 'products[]').map(([, value]) => Number(value)))].filter(
      (id) => Number.isInteger(id) && productById(id) !== undefined,
    );
    const ids = ticked.slice(0, COMPARE_LIMIT);
    const url = ids.length > 0 ? `/compare/${ids.join('/')}` : '/compare/';
    return c.redirect(url, 303);
  };
  // The listing's compare form (Cornerstone's category.html posts to urls.compare).
  app.post('/compare', postCompare);
  app.post('/compare/', postCompare);
  // The blog (page type blog; Cornerstone's templates/pages/blog.html).
  app.get('/blog/', (c) => {
    // schemas/blog.yml (the blog page's `blog`) and pagination.yml (`pagination.blog`). spec §2
    // "Pagination": as on the wishlist page, the previous/next hrefs are the bare page number
    // and the blog script group adds the page parameter from the current link.
    const { items: posts, pagination } = pageOf(blogPosts, BLOG_PAGE_SIZE, c.req.query('page'), (page) => `${BLOG_URL}?page=${page}`);
    return respond.page(c, 'blog', 'blog', {
      blog: { name: blogName, url: BLOG_URL, posts: posts.map(blogPostView) },
      ...(pagination
        ? {
            pagination: {
              blog: {
                current: pagination.current,
                total: blogPosts.length,
                links: pagination.links.map((link) => ({ number: link.page, url: link.url })),
                ...(pagination.previous ? { previous: pagination.previous } : {}),
                ...(pagination.next ? { next: pagination.next } : {}),
              },
            },
          }
        : {}),
    });
  });
  // Without JavaScript a bare-number link on /blog/ resolves to /blog/2: send it to that page.
  app.get('/blog/:page{[0-9]{1,6}}', (c) => c.redirect(`/blog/?page=${Number(c.req.param('page'))}`, 301));
  // A blog post (page type blog_post; Cornerstone's templates/pages/blog-post.html).
  app.get('/blog/:slug/', (c) => {
    const post = blogPosts.find((candidate) => candidate.slug === c.req.param('slug'));
    if (!post) return notFound(c);
    // The page's `blog` is the global one (name, url, the recent posts its front matter asks
    // for) with the post being read (`blog.post`, as Cornerstone's blog-post.html reads it).
    const blog = recentPostsBlog(respond.resources(c, 'blog-post')) ?? { name: blogName, url: BLOG_URL };
    return respond.page(c, 'blog-post', 'blog_post', { blog: { ...blog, post: blogPostView(post) } });
  });
  // urls.checkout.single_address: on a store, BigCommerce's own checkout, which no theme renders the
  // inside of (it fills a theme's pages/checkout.html with checkout.checkout_content). The demo has no
  // checkout to imitate: a stand-in page says so and leads back, instead of the 404 it was.
  app.get('/checkout', (c) => {
    const cart = sessionOf(c).cart;
    const items = cart ? cart.lines.length + cart.giftCertificates.length : 0;
    return c.html(checkoutStandIn(items), 200, { 'content-security-policy': "default-src 'self'; style-src 'unsafe-inline'" });
  });

  // spec §2 "Gift certificates (main, balance, redeem)", at the platform's ?action= URLs.
  app.get('/giftcertificates.php', (c) => {
    const action = c.req.query('action');
    if (action === 'balance') {
      // Checking a balance changes nothing, so its form is a GET and needs no token.
      const code = (c.req.query('giftcertificatecode') ?? '').trim().slice(0, 50);
      const certificate =
        code === '' ? undefined : giftCertificateCodes.find((candidate) => candidate.code.toLowerCase() === code.toLowerCase());
      // After a check, gift_certificate: the code with its balance, or an error (not in the docs;
      // Cornerstone's balance.html reads them).
      const checked =
        code === ''
          ? {}
          : {
              gift_certificate: certificate
                ? { code, balance: money(certificate.amount, currencyOf(sessionOf(c))) }
                : { code, error: `We could not find a gift certificate with the code ${code}. Please check the code and try again.` },
            };
      return respond.page(c, 'gift-certificate/balance', 'giftcertificates_balance', checked);
    }
    // The platform's redeem page only explains: a certificate's code goes in the cart.
    if (action === 'redeem') return respond.page(c, 'gift-certificate/redeem', 'giftcertificates_redeem');
    return respond.page(c, 'gift-certificate/purchase', 'giftcertificates');
  });
  // schemas/sitemap.yml: the store's sections (its pages, the category tree, its brands), each a
  // list of links; the platform's sitemap lists no products.
  app.get('/sitemap.php', (c) => {
    const tree = (parentId?: number): Array<{ label: string; url: string; children: unknown[] }> =>
      categories
        .filter((category) => category.parentId === parentId)
        .map((category) => ({ label: category.name, url: category.url, children: tree(category.id) }));
    const section = (label: string, key: string, body: unknown[]) => ({
      label,
      title: label,
      body,
      show_all_link: false,
      subsection_url: `/sitemap/${key}/`,
    });
    return respond.page(c, 'sitemap', 'sitemap', {
      sitemap: [
        section(
          sitemapLabels.pages,
          'pages',
          webPages.map((page) => ({ label: page.title, url: page.url })),
        ),
        section(sitemapLabels.categories, 'categories', tree()),
        section(
          sitemapLabels.brands,
          'brands',
          brands.map((brand) => ({ label: brand.name, url: brand.url })),
        ),
      ],
    });
  });

  // spec §2 "rss": the page listing the store's feeds; with a feed named, the feed itself.
  app.get('/rss.php', async (c) => {
    const feed = c.req.query('action');
    if (feed === undefined) return respond.page(c, 'rss', 'rss', { feeds: RSS_FEEDS });
    const origin = new URL(c.req.url).origin;
    const items =
      feed === 'newproducts'
        ? [...products]
            .sort((a, b) => b.id - a.id)
            .slice(0, 10)
            .map((product) => ({ title: product.name, link: origin + product.url, description: product.description }))
        : feed === 'blog'
          ? blogPosts.map((post) => ({ title: post.title, link: `${origin}/blog/${post.slug}/`, description: post.summary }))
          : null;
    if (!items) return notFound(c);
    const title = RSS_FEEDS.find((entry) => entry.action === feed)!.title;
    return c.body(rssDocument(title, origin, items), 200, { 'content-type': 'application/rss+xml; charset=UTF-8' });
  });

  // spec §2 "newsletter subscribe": the page a sign-up lands on, as the platform answers the post
  // itself; `subscription.error` when it failed (Cornerstone's subscribed.html).
  app.get('/subscribe.php', (c) => respond.page(c, 'subscribed', 'newsletter_subscribe'));
  // urls.subscribe.action.
  app.post('/subscribe.php', async (c) => {
    const session = sessionOf(c);
    const fields = fieldMap(await readFields(c));
    // Cornerstone's components/common/subscription-form.html posts action=subscribe with nl_email.
    if (fields.get('action') !== 'subscribe') return refuseForm(c, respond, ['Unknown newsletter action.']);
    const email = (fields.get('nl_email') ?? '').trim().toLowerCase();
    const firstName = (fields.get('nl_first_name') ?? '').trim().slice(0, 100);
    if (!z.email().safeParse(email).success) {
      const error = 'Please use a valid email address, such as user@example.com.';
      return respond.page(c, 'subscribed', 'newsletter_subscribe', { subscription: { error } }, { status: 400 });
    }
    if (!session.newsletter.some((entry) => entry.email === email)) session.newsletter.push({ email, firstName });
    return respond.page(c, 'subscribed', 'newsletter_subscribe');
  });

  // spec §2 "Style-guide page … enabled by the kitchen_sink flag" (the footer links it then).
  app.get('/style-guide/', (c) => {
    if (respond.theme(c).kitchen_sink !== true) return notFound(c);
    // A web page with the merchant's custom template (custom/page/style-guide); its front matter asks for
    // the featured products, real cards for the library's card and compare examples.
    return respond.page(c, 'custom/page/style-guide', 'page', declaredProductLists(c, 'custom/page/style-guide'));
  });

  // The element reference for template authors: each tag as the generated manifest
  // documents it (`npm run build`), with its first use in the theme as the example,
  // rendered live where it needs nothing of its own page's data.
  // It is a web page of the demo store (schemas/page.yml): its content is the reference, as HTML.
  app.get('/elements/', async (c) => {
    const reference = readElementReference(MANIFEST_PATH, TEMPLATES_DIR);
    if (!reference) return notFound(c);
    const live = new Map<string, string>();
    for (const element of reference)
      if (element.example?.live) live.set(element.tag, await respond.fragment(c, element.example.source, 'page'));
    return respond.page(c, 'page', 'page', {
      page: { title: 'Element reference', content: elementReferenceHtml(reference, live), sub_pages: [] },
    });
  });

  // spec §2 "/content/collectiongrid/{collection id}.html: collection grid content" (a fragment).
  app.get('/content/collectiongrid/:file', async (c) => {
    const match = /^(\d+)\.html$/.exec(c.req.param('file'));
    const collection = match ? collectionById(Number(match[1])) : undefined;
    if (!collection) return c.html('<p>This collection could not be found.</p>', 404);
    const members = collection.productIds.flatMap((id) => {
      const product = productById(id);
      return product ? [product] : [];
    });
    return c.html(await respond.component(c, 'collections/grid', 'collection', { collection, items: cards(c, members) }));
  });

  // spec §7 "GET /graphql-render?template_name": renders one template by name.
  app.get('/graphql-render', async (c) => {
    const name = c.req.query('template_name') ?? '';
    if (!/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i.test(name)) return c.json({ error: 'template_name is required.' }, 400);
    if (!render.hasComponent(name)) return c.json({ error: `Unknown template: ${name}` }, 404);
    return c.html(await respond.component(c, name, 'graphql', { products: cards(c, products.slice(0, 8)) }));
  });

  // Every other path: a product, category, brand or web page by URL, else the 404 page.
  app.get('*', (c) => {
    const path = c.req.path;
    const product = productByUrl(path);
    if (product) return productPage(c, product);
    const category = categoryByUrl(path);
    if (category) {
      // schemas/category.yml: the merchant's description is HTML (the demo's plain text as a
      // paragraph), and the category's children are its `subcategories`.
      const subcategories = categories
        .filter((candidate) => candidate.parentId === category.id)
        .map((child) => ({
          id: child.id,
          name: child.name,
          url: child.url,
          description: htmlParagraph(child.description),
          image: categoryImage(child, originOf(c)),
          product_count: productsInCategory(child.id).length,
        }));
      const { pagination, ...results } = listed(c, productsInCategory(category.id), category.url);
      return respond.page(c, 'category', 'category', {
        category: {
          id: category.id,
          name: category.name,
          url: category.url,
          description: htmlParagraph(category.description),
          subcategories,
          ...results,
          total_products: pagination.total,
          show_compare: 1,
        },
        pagination: { category: pagination },
        breadcrumbs: categoryTrail(category),
      });
    }
    const brand = brandByUrl(path);
    if (brand) {
      const { pagination, ...results } = listed(c, productsOfBrand(brand.id), brand.url, ['brand']);
      return respond.page(c, 'brand', 'brand', {
        brand: { name: brand.name, url: brand.url, ...results, show_compare: true },
        pagination: { brand: pagination },
        breadcrumbs: [HOME_CRUMB, { name: 'Brands', url: '/brands/' }, { name: brand.name, url: brand.url }],
      });
    }
    const webPage = webPages.find((candidate) => candidate.url === (path.endsWith('/') ? path : `${path}/`));
    if (webPage) {
      // schemas/page.yml: the merchant's web page, its content as HTML.
      return respond.page(c, webPage.type === 'page_contact_form' ? 'contact-us' : 'page', webPage.type, {
        page: webPageView(webPage),
        // schemas/forms-contact.yaml: the contact form's outcome after it was sent.
        ...(webPage.type === 'page_contact_form' && c.req.query('sent') === '1' ? { forms: { contact: { success: 'sent' } } } : {}),
      });
    }
    // A page of the theme's own: templates/pages/custom/page/<name>.html shows at /<name>/.
    const custom = /^\/([a-z0-9][a-z0-9-]*)\/$/.exec(path)?.[1];
    if (custom && render.hasPage(`custom/page/${custom}`)) {
      return respond.page(c, `custom/page/${custom}`, 'page', {
        page: { title: custom.charAt(0).toUpperCase() + custom.slice(1).replace(/-/g, ' '), content: '', sub_pages: [] },
      });
    }
    return notFound(c);
  });
}

const RSS_FEEDS = [
  { action: 'newproducts', title: 'New products', url: '/rss.php?action=newproducts&type=rss' },
  { action: 'blog', title: 'Blog posts', url: '/rss.php?action=blog&type=rss' },
];

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function rssDocument(title: string, origin: string, items: Array<{ title: string; link: string; description: string }>): string {
  const entries = items.map(
    (item) =>
      `<item><title>${xml(item.title)}</title><link>${xml(item.link)}</link><guid>${xml(item.link)}</guid><description>${xml(item.description)}</description></item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Fern &amp; Field: ${xml(title)}</title><link>${xml(origin)}/</link><description>${xml(title)} from Fern &amp; Field</description>${entries.join('')}</channel></rss>\n`;
}

/** The first step of every trail (schemas/breadcrumbs.yml), named in the store's language; the theme may name it in the shopper's. */
const HOME_CRUMB = { name: 'Home', url: '/' };

/** schemas/breadcrumbs.yml: the way from the home page down to a category, each step with its name and url. */
function categoryTrail(category: Category): Array<{ name: string; url: string }> {
  const trail: Array<{ name: string; url: string }> = [];
  for (let step: Category | undefined = category; step; step = categories.find((parent) => parent.id === step!.parentId)) {
    trail.unshift({ name: step.name, url: step.url });
  }
  return [HOME_CRUMB, ...trail];
}

/** The advanced search's category tree, as the platform gives `forms.search.category_options`: each node named and nested. */
function categoryOptions(parentId?: number): Array<{ data: string; metadata: { id: string }; selected: boolean; children?: unknown[] }> {
  return categories
    .filter((category) => category.parentId === parentId)
    .map((category) => {
      const children = categoryOptions(category.id);
      return {
        data: category.name,
        metadata: { id: String(category.id) },
        selected: false,
        ...(children.length > 0 ? { children } : {}),
      };
    });
}

/** The page the emulator answers for the platform's checkout (see GET /checkout). */
function checkoutStandIn(items: number): string {
  const lines = items === 1 ? '1 item' : `${items} items`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout | ${STORE_NAME.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>
<link rel="icon" href="${FAVICON_PATH}">
<style>
  body { margin: 0; font: 1.0625rem/1.55 system-ui, sans-serif; color: #1f2421; background: #f4f1ea; }
  main { max-width: 36rem; margin: 12vh auto; padding: 2rem; background: #fff; border-radius: 1rem; }
  h1 { margin-top: 0; font-size: 1.75rem; }
  a { color: #1d5c3a; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>Checkout</h1>
<p>On a BigCommerce store, the platform's own checkout takes the order here: the ${lines} in your cart, your address, shipping and payment.</p>
<p>This demo store stops at the cart: nothing is ordered and no card is asked for.</p>
<p><a href="/cart.php">Back to your cart</a></p>
</main>
</body>
</html>
`;
}
