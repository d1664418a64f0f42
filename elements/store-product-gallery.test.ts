import { expect, fixture } from '@open-wc/testing';
import { emit } from '../shared/events.ts';
import { LIGHTBOX_UI_IDLE_MS } from '../shared/constants.ts';
import { installClock } from '../react/test-support/clock.ts';
import { captureWarnings, nextFrame, until, withPageContext } from '../shared/test-support.ts';
import { indexFromHash, lightboxHash, ratioClass, srcsetFor } from '../react/product-gallery/gallery-items.ts';
import { LIGHTBOX_IMAGE_ERROR } from '../react/product-gallery/lightbox.ts';
import './store-product-gallery.ts';

// Product 110 (Trail Jacket) of the emulator: three images of ratio 1, 1.5 and 0.6, and a video.
const image = (index: number, ratio: number, alt: string) => `
  <li class="productView-thumbnail">
    <a href="/images/stencil/1280w/products/110/${index}.png" data-type="image" data-index="${index}"
       data-image-url="/images/stencil/{:size}/products/110/${index}.png" data-zoom-width="1280" data-zoom-height="${Math.round(1280 * ratio)}">
      <img src="/images/stencil/160w/products/110/${index}.png" alt="${alt}" width="80" height="${Math.round(80 * ratio)}"></a>
  </li>`;

async function gallery(attributes = 'product-id="110"', extraItems = '') {
  const host = await fixture<HTMLElement>(`
    <store-product-gallery ${attributes} style="display:block;width:500px">
      <section class="productView-gallery" aria-label="Images of Trail Jacket">
        <figure class="productView-image"><a class="productView-image-link" href="/images/stencil/1280w/products/110/0.png">
          <img class="productView-image-main" src="/images/stencil/640w/products/110/0.png" alt="Trail Jacket" width="640" height="640"></a></figure>
        <ul class="productView-thumbnails">
          ${image(0, 1, 'Trail Jacket')}${image(1, 1.5, 'Trail Jacket, view 2')}${image(2, 0.6, 'Trail Jacket, view 3')}
          <li class="productView-thumbnail productView-thumbnail--video">
            <a href="/videos/jacket-in-the-rain/embed" data-type="video" data-index="3" data-video-url="/videos/jacket-in-the-rain/embed" data-video-title="The Trail Jacket in a downpour">
              <img src="/videos/jacket-in-the-rain/poster.png" alt="Video: The Trail Jacket in a downpour" width="80" height="45"></a>
          </li>
          ${extraItems}
        </ul>
      </section>
    </store-product-gallery>`);
  await until(() => host.hasAttribute('data-rendered'), 'rendered');
  const thumbnails = () => [...host.querySelectorAll<HTMLButtonElement>('.productView-thumbnail-button')];
  const main = () => host.querySelector<HTMLImageElement>('.productView-image-main')!;
  return { host, thumbnails, main };
}

const lightbox = () => document.querySelector<HTMLElement>('.pswp');

async function closeLightbox() {
  const open = lightbox();
  if (!open) return;
  open.querySelector<HTMLButtonElement>('.lightbox-close')!.click();
  await until(
    () => lightbox() === null,
    `lightbox closed (${location.hash}, ${document.querySelectorAll('.pswp').length} open, ${document.querySelectorAll('store-product-gallery').length} galleries)`,
    4000,
  );
  await until(() => !location.hash.includes('gid='), 'hash gone');
}

describe('<store-product-gallery> (spec §2, §3 gallery items, §4 lightbox, §8, §9)', () => {
  afterEach(closeLightbox);

  it('gives image ratio classes on height / width: square 0.8 to 1.2, vertical above 1.2 (spec §9)', () => {
    expect(ratioClass(100, 80)).to.equal('square');
    expect(ratioClass(100, 120)).to.equal('square');
    expect(ratioClass(100, 121)).to.equal('vertical');
    expect(ratioClass(100, 79)).to.equal(null);
    expect(ratioClass(0, 0)).to.equal(null);
  });

  it('builds srcsets with the widths of spec §9 from the {:size} URL', () => {
    expect(srcsetFor('/i/{:size}/a.png')).to.equal(
      '/i/80w/a.png 80w, /i/160w/a.png 160w, /i/320w/a.png 320w, /i/640w/a.png 640w, /i/960w/a.png 960w, /i/1280w/a.png 1280w, /i/1920w/a.png 1920w, /i/2560w/a.png 2560w',
    );
  });

  it('records the position as gid and pid in the hash, and reads only its own gallery (spec §2)', () => {
    expect(lightboxHash(1, 2)).to.equal('#gid=1&pid=3');
    expect(indexFromHash('#gid=1&pid=3', 1, 4)).to.equal(2);
    expect(indexFromHash('#&gid=1&pid=1', 1, 4)).to.equal(0);
    expect(indexFromHash('#gid=2&pid=1', 1, 4)).to.equal(null);
    expect(indexFromHash('#gid=1&pid=9', 1, 4)).to.equal(null);
    expect(indexFromHash('#tab-description', 1, 4)).to.equal(null);
  });

  it('shows the main image with the srcset widths and one thumbnail button per item, with ratio classes', async () => {
    const { host, thumbnails, main } = await gallery();
    expect(host.querySelector('section')!.getAttribute('aria-label')).to.equal('Images of Trail Jacket');
    expect(main().getAttribute('srcset')).to.contain('/images/stencil/2560w/products/110/0.png 2560w');
    expect(thumbnails().map((button) => button.getAttribute('aria-label'))).to.deep.equal([
      'Show image 1 of 4',
      'Show image 2 of 4',
      'Show image 3 of 4',
      'Play video: The Trail Jacket in a downpour',
    ]);
    expect(thumbnails()[0]!.getAttribute('aria-pressed')).to.equal('true');
    const classes = [...host.querySelectorAll('.productView-thumbnail')].map((item) => item.className);
    expect(classes[0]).to.contain('square');
    expect(classes[1]).to.contain('vertical');
    expect(classes[2]).not.to.match(/square|vertical/);
    thumbnails()[1]!.click();
    await until(() => main().src.endsWith('/640w/products/110/1.png'), 'second image in the main area');
    expect(host.querySelector('.productView-image')!.className).to.contain('vertical');
    expect(thumbnails()[1]!.getAttribute('aria-pressed')).to.equal('true');
  });

  it('opens the lightbox from the main image with the hash, share links and spec §9 settings; Back closes it', async () => {
    const { host, thumbnails } = await gallery();
    thumbnails()[1]!.click();
    await until(() => host.querySelector('.productView-image')!.className.includes('vertical'), 'second image');
    host.querySelector<HTMLAnchorElement>('.productView-image-link')!.click();
    await until(() => lightbox() !== null && location.hash === '#gid=1&pid=2', 'lightbox open at image 2', 5000);
    const box = lightbox()!;
    expect(box.getAttribute('role')).to.equal('dialog');
    expect(box.getAttribute('aria-label')).to.equal('Image viewer');
    expect(box.querySelector('.lightbox-counter')!.textContent).to.equal('2 of 4');
    const shares = [...box.querySelectorAll<HTMLAnchorElement>('.lightbox-share')];
    expect(shares.map((link) => link.textContent)).to.deep.equal(['Facebook', 'Twitter', 'Pinterest', 'Download']);
    expect(decodeURIComponent(shares[0]!.href)).to.contain('#gid=1&pid=2');
    expect(shares[2]!.href).to.contain(encodeURIComponent('/images/stencil/1280w/products/110/1.png'));
    expect(shares[3]!.getAttribute('href')).to.equal('/images/stencil/1280w/products/110/1.png');
    await until(() => getComputedStyle(box.querySelector('.pswp__bg')!).opacity === '0.8', 'background opacity 0.8', 2000);
    // spec §9: one neighbour preloaded each side.
    const sources = () => [...box.querySelectorAll<HTMLImageElement>('img.pswp__img')].map((img) => img.getAttribute('src'));
    await until(
      () =>
        sources().includes('/images/stencil/1280w/products/110/0.png') && sources().includes('/images/stencil/1280w/products/110/2.png'),
      'both neighbours loaded',
      3000,
    );
    expect(sources()).not.to.include('/images/stencil/1280w/products/110/3.png');

    box.querySelector<HTMLButtonElement>('.lightbox-arrow--next')!.click();
    await until(() => location.hash === '#gid=1&pid=3', 'hash follows the slide');
    history.back();
    await until(() => lightbox() === null, 'Back closed the lightbox', 4000);
    expect(location.hash).to.equal('');
  });

  it('opens at the image a shared link names (gid and pid)', async () => {
    history.replaceState(null, '', '#gid=1&pid=3');
    await gallery();
    await until(() => lightbox()?.querySelector('.lightbox-counter')?.textContent === '3 of 4', 'opened at image 3', 5000);
    expect(location.hash).to.equal('#gid=1&pid=3');
  });

  it('puts the video thumbnails first with itsConfig.pdp_video_thumbnails_pos "top", numbered anew, main image unchanged (spec §3)', async () => {
    const done = withPageContext({ itsConfig: { pdp_video_thumbnails_pos: 'top' } }, 'product');
    try {
      const { host, thumbnails, main } = await gallery();
      expect(thumbnails().map((button) => button.getAttribute('aria-label'))).to.deep.equal([
        'Play video: The Trail Jacket in a downpour',
        'Show image 2 of 4',
        'Show image 3 of 4',
        'Show image 4 of 4',
      ]);
      expect(main().getAttribute('src')).to.equal('/images/stencil/640w/products/110/0.png');
      expect(thumbnails()[1]!.getAttribute('aria-pressed')).to.equal('true');
      // The lightbox counts in the shown order: the first image is item 2.
      host.querySelector<HTMLAnchorElement>('.productView-image-link')!.click();
      await until(() => lightbox()?.querySelector('.lightbox-counter')?.textContent === '2 of 4', 'lightbox at item 2', 5000);
      expect(location.hash).to.equal('#gid=1&pid=2');
    } finally {
      done();
    }
  });

  it('keeps the template order with "bottom"', async () => {
    const done = withPageContext({ itsConfig: { pdp_video_thumbnails_pos: 'bottom' } }, 'product');
    try {
      const { thumbnails } = await gallery();
      expect(thumbnails().at(-1)!.getAttribute('aria-label')).to.equal('Play video: The Trail Jacket in a downpour');
    } finally {
      done();
    }
  });

  it('shows a video in the lightbox as a titled frame', async () => {
    const { host, thumbnails } = await gallery();
    thumbnails()[3]!.click();
    await until(() => host.querySelector('.productView-image--video') !== null, 'video in the main area');
    host.querySelector<HTMLAnchorElement>('.productView-image-link')!.click();
    await until(() => lightbox()?.querySelector('iframe') !== null && lightbox() !== null, 'video frame', 5000);
    const frame = lightbox()!.querySelector('iframe')!;
    expect(frame.title).to.equal('The Trail Jacket in a downpour');
    expect(frame.getAttribute('src')).to.equal('/videos/jacket-in-the-rain/embed');
  });

  it('hides the UI after 4000 ms idle and shows it on activity (spec §9)', async () => {
    const { host } = await gallery();
    host.querySelector<HTMLAnchorElement>('.productView-image-link')!.click();
    await until(() => lightbox()?.classList.contains('pswp--ui-visible') === true, 'UI visible', 5000);
    const clock = installClock();
    try {
      // Activity restarts the idle time from now, on the test's clock.
      lightbox()!.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
      await clock.tickAsync(LIGHTBOX_UI_IDLE_MS - 1);
      expect(lightbox()!.classList.contains('pswp--ui-visible'), 'visible a moment before the idle time').to.equal(true);
      await clock.tickAsync(1);
      expect(lightbox()!.classList.contains('pswp--ui-visible'), 'hidden at the idle time').to.equal(false);
      lightbox()!.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
      expect(lightbox()!.classList.contains('pswp--ui-visible')).to.equal(true);
    } finally {
      clock.uninstall();
    }
  });

  it("gives failed images image-error, and says 'The image could not be loaded.' with a link in the lightbox (spec §8)", async () => {
    const broken = `<li class="productView-thumbnail"><a href="/images/stencil/1280w/products/110/99.png" data-type="image"
      data-image-url="/images/stencil/{:size}/products/110/99.png"><img src="/images/stencil/160w/products/110/99.png" alt="Missing"></a></li>`;
    const { host, thumbnails, main } = await gallery('product-id="110"', broken);
    await until(() => thumbnails()[4]!.querySelector('img')!.classList.contains('image-error'), 'thumbnail image-error');
    thumbnails()[4]!.click();
    await until(() => main().classList.contains('image-error'), 'main image-error');
    host.querySelector<HTMLAnchorElement>('.productView-image-link')!.click();
    await until(() => lightbox()?.querySelector('.lightbox-error') != null, 'lightbox error', 5000);
    const message = lightbox()!.querySelector('.lightbox-error')!;
    expect(message.textContent).to.equal(LIGHTBOX_IMAGE_ERROR);
    expect(LIGHTBOX_IMAGE_ERROR).to.equal('The image could not be loaded.');
    expect(message.querySelector('a')!.getAttribute('href')).to.contain('/products/110/99.png');
  });

  it('selects its own picture when the platform writes the variant image as an absolute URL', async () => {
    // The template's thumbnails are relative here; the platform's answers name its image host.
    const { thumbnails } = await gallery();
    emit(document, 'product-options-changed', {
      productId: 110,
      image: { url: `${location.origin}/images/stencil/{:size}/products/110/2.png`, alt: 'Trail Jacket, JKT-M-CLAY' },
      sku: 'JKT-M-CLAY',
      purchasable: true,
      inStock: true,
    });
    await until(() => thumbnails()[2]!.getAttribute('aria-pressed') === 'true', 'the gallery’s own third picture selected');
    expect(thumbnails()).to.have.length(4);
  });

  it('follows the variant image of product-options-changed, and goes back on null', async () => {
    const { host, main, thumbnails } = await gallery();
    emit(document, 'product-options-changed', {
      productId: 110,
      image: { url: '/images/stencil/{:size}/products/110/2.png', alt: 'Trail Jacket, JKT-M-CLAY' },
      sku: 'JKT-M-CLAY',
      purchasable: true,
      inStock: true,
    });
    await until(() => main().src.endsWith('/640w/products/110/2.png'), 'variant image selected');
    expect(thumbnails()[2]!.getAttribute('aria-pressed')).to.equal('true');
    emit(document, 'product-options-changed', {
      productId: 110,
      image: { url: '/images/stencil/{:size}/products/111/0.png', alt: 'Other picture' },
      sku: null,
      purchasable: true,
      inStock: true,
    });
    await until(() => main().src.endsWith('/640w/products/111/0.png'), 'an image outside the gallery shown');
    expect(main().alt).to.equal('Other picture');
    expect(main().getAttribute('srcset')).to.contain('/images/stencil/1920w/products/111/0.png 1920w');
    // The variant image opens in the lightbox too, as one more item after the gallery's.
    host.querySelector<HTMLAnchorElement>('.productView-image-link')!.click();
    await until(() => lightbox()?.querySelector('.lightbox-counter')?.textContent === '5 of 5', 'variant in the lightbox', 5000);
    expect(location.hash).to.equal('#gid=1&pid=5');
    await closeLightbox();
    // Another product's form (a quick view) does not move this gallery.
    emit(document, 'product-options-changed', { productId: 999, image: null, sku: null, purchasable: true, inStock: true });
    // Events are handled as they are dispatched; a frame lets any render they caused land.
    await nextFrame();
    await nextFrame();
    expect(main().src).to.contain('/products/111/0.png');
    emit(document, 'product-options-changed', { productId: 110, image: null, sku: null, purchasable: true, inStock: true });
    await until(() => main().src.endsWith('/640w/products/110/2.png'), "back to the shopper's selection");
    expect(host.querySelector('[data-variant-image]')).to.equal(null);
  });

  it('opens without animation under reduced motion', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({ matches: true, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList)
        : original.call(window, query);
    try {
      const { host } = await gallery();
      host.querySelector<HTMLAnchorElement>('.productView-image-link')!.click();
      await until(() => lightbox() !== null, 'open', 5000);
      // No fade: the background is at 0.8 in the very next frames.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(getComputedStyle(lightbox()!.querySelector('.pswp__bg')!).opacity).to.equal('0.8');
    } finally {
      window.matchMedia = original;
    }
  });

  it('warns about a wrong gallery-id and uses 1', async () => {
    const warnings = await captureWarnings(async () => {
      const { host } = await gallery('gallery-id="first"');
      host.querySelector<HTMLAnchorElement>('.productView-image-link')!.click();
      await until(() => location.hash === '#gid=1&pid=1', 'gid 1', 5000);
    });
    expect(warnings.some((warning) => warning.includes('<store-product-gallery>') && warning.includes('gallery-id'))).to.equal(true);
  });
});
