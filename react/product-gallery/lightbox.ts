// The full-screen lightbox (spec §2, §4, §8, §9) on PhotoSwipe. This module is
// only ever imported dynamically, when a shopper opens the lightbox: PhotoSwipe
// and its stylesheet stay out of the gallery's own chunk.
//
// The demo store enforces Trusted Types, and PhotoSwipe writes its buttons and
// HTML slides with innerHTML strings. So its own buttons are switched off and
// this module builds the toolbar, the share links, the video slides and the
// error message with DOM calls.
import PhotoSwipe, { type SlideData } from 'photoswipe';
import photoswipeCss from 'photoswipe/style.css?inline';
import {
  LIGHTBOX_ANIMATION_MS,
  LIGHTBOX_BACKGROUND_OPACITY,
  LIGHTBOX_PRELOAD_NEIGHBOURS,
  LIGHTBOX_UI_IDLE_MS,
} from '../../shared/constants.ts';
import { srcsetFor, type GalleryItem } from './gallery-items.ts';

export interface LightboxLabels {
  dialog: string;
  close: string;
  previous: string;
  next: string;
  /** `{index}` and `{total}` are filled in. */
  counter: string;
  share: string;
  facebook: string;
  twitter: string;
  pinterest: string;
  download: string;
  /** Shown when an image cannot be loaded; `{image}` becomes a link to the image. */
  imageError: string;
  /** The text of that link. */
  imageLink: string;
}

export interface LightboxOptions {
  items: readonly GalleryItem[];
  index: number;
  labels: LightboxLabels;
  /** Text shared with the image (the product name). */
  shareText: string;
  /** spec §2: the URL a share link carries for item `index` (the page with the gid/pid hash). */
  shareUrl: (index: number) => string;
  reducedMotion: boolean;
  onChange: (index: number) => void;
  /** Called once when the lightbox starts closing. */
  onClose: () => void;
}

export interface OpenLightbox {
  close(): void;
  readonly element: HTMLElement | undefined;
}

/** spec §8 lightbox image failure. */
export const LIGHTBOX_IMAGE_ERROR = 'The image could not be loaded.';
const VIDEO_SIZE = { width: 1280, height: 720 };

let stylesAdopted = false;
function adoptStyles(): void {
  if (stylesAdopted) return;
  stylesAdopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(photoswipeCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

function slideData(item: GalleryItem): SlideData {
  if (item.type === 'video') return { type: 'video', ...VIDEO_SIZE, videoUrl: item.videoUrl, title: item.title, alt: item.title };
  return {
    src: item.zoom,
    srcset: item.urlTemplate ? srcsetFor(item.urlTemplate) : undefined,
    width: item.zoomWidth,
    height: item.zoomHeight,
    alt: item.alt,
    msrc: item.thumbnail,
  };
}

function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  props: Partial<HTMLElementTagNameMap[Tag]> = {},
  className = '',
): HTMLElementTagNameMap[Tag] {
  const node = Object.assign(document.createElement(tag), props);
  if (className) node.className = className;
  return node;
}

const TAB_STOPS = 'a[href], button, iframe, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `root`, in order: shown, enabled, not inert. */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TAB_STOPS)].filter(
    (stop) => !stop.matches(':disabled') && stop.closest('[inert]') === null && stop.checkVisibility({ visibilityProperty: true }),
  );
}

/** Share targets of spec §9 (Facebook, Twitter, Pinterest, download). */
function shareHref(kind: 'facebook' | 'twitter' | 'pinterest', pageUrl: string, imageUrl: string, text: string): string {
  const page = encodeURIComponent(pageUrl);
  if (kind === 'facebook') return `https://www.facebook.com/sharer/sharer.php?u=${page}`;
  if (kind === 'twitter') return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${page}`;
  return `https://www.pinterest.com/pin/create/button/?url=${page}&media=${encodeURIComponent(imageUrl)}&description=${encodeURIComponent(text)}`;
}

export function openLightbox(options: LightboxOptions): OpenLightbox {
  adoptStyles();
  const { items, labels } = options;
  const duration = options.reducedMotion ? 0 : LIGHTBOX_ANIMATION_MS;
  const pswp = new PhotoSwipe({
    dataSource: items.map(slideData),
    index: options.index,
    bgOpacity: LIGHTBOX_BACKGROUND_OPACITY,
    showAnimationDuration: duration,
    hideAnimationDuration: duration,
    zoomAnimationDuration: duration,
    // spec §4: reduced motion, no zoom-from-thumbnail animation either.
    showHideAnimationType: options.reducedMotion ? 'none' : 'fade',
    preload: [LIGHTBOX_PRELOAD_NEIGHBOURS, LIGHTBOX_PRELOAD_NEIGHBOURS],
    errorMsg: labels.imageError.replace('{image}', labels.imageLink),
    closeTitle: labels.close,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
  });

  let closing = false;
  let closeWhenOpen = false;
  // PhotoSwipe ignores close() during its opening animation: close right after it.
  const requestClose = () => {
    if (closing) return;
    if (pswp.opener.isOpen) pswp.close();
    else closeWhenOpen = true;
  };
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const counter = element('p', {}, 'lightbox-counter');
  const shareLinks = (['facebook', 'twitter', 'pinterest'] as const).map((kind) => {
    const link = element(
      'a',
      { textContent: labels[kind], target: '_blank', rel: 'noopener noreferrer' },
      `lightbox-button lightbox-share lightbox-share--${kind}`,
    );
    return { kind, link };
  });
  const download = element('a', { textContent: labels.download, download: '' }, 'lightbox-button lightbox-share lightbox-share--download');

  const updateToolbar = () => {
    const index = pswp.currIndex;
    const item = items[index];
    counter.textContent = labels.counter.replace('{index}', String(index + 1)).replace('{total}', String(items.length));
    const imageUrl = item?.type === 'image' ? item.zoom : (item?.videoUrl ?? '');
    for (const { kind, link } of shareLinks) link.href = shareHref(kind, options.shareUrl(index), imageUrl, options.shareText);
    download.href = imageUrl;
    download.hidden = item?.type !== 'image';
  };

  // spec §4, §9: the UI hides after 4000 ms without pointer or keyboard activity.
  const wake = () => {
    const root = pswp.element;
    if (!root || closing) return;
    root.classList.add('pswp--ui-visible');
    root.classList.remove('pswp--ui-idle');
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      root.classList.remove('pswp--ui-visible');
      root.classList.add('pswp--ui-idle');
    }, LIGHTBOX_UI_IDLE_MS);
  };

  pswp.on('uiRegister', () => {
    // PhotoSwipe's own buttons are written with innerHTML (refused under Trusted Types).
    pswp.ui!.uiElementsData = [];
    const root = pswp.element!;
    root.setAttribute('aria-modal', 'true');
    root.setAttribute('aria-label', labels.dialog);
    pswp.scrollWrap?.setAttribute('aria-label', labels.dialog);
    const bar = element('div', {}, 'lightbox-toolbar pswp__hide-on-close');
    const close = element('button', { type: 'button', textContent: labels.close }, 'lightbox-button lightbox-close');
    close.addEventListener('click', requestClose);
    const share = element('nav', {}, 'lightbox-shares');
    share.setAttribute('aria-label', labels.share);
    share.append(...shareLinks.map(({ link }) => link), download);
    bar.append(counter, share, close);
    const previous = element(
      'button',
      { type: 'button', textContent: labels.previous },
      'lightbox-button lightbox-arrow lightbox-arrow--prev pswp__hide-on-close',
    );
    previous.addEventListener('click', () => pswp.prev());
    const next = element(
      'button',
      { type: 'button', textContent: labels.next },
      'lightbox-button lightbox-arrow lightbox-arrow--next pswp__hide-on-close',
    );
    next.addEventListener('click', () => pswp.next());
    if (items.length < 2) previous.hidden = next.hidden = true;
    root.append(bar, previous, next);
    for (const type of ['pointermove', 'pointerdown', 'keydown', 'focusin']) root.addEventListener(type, wake);
    root.addEventListener('keydown', keepTabInside);
  });

  // The neighbouring slides are loaded beside the shown one, off screen (and
  // aria-hidden): inert, so Tab never lands on a player the shopper cannot see.
  // PhotoSwipe keeps the shown slide in the middle holder.
  const showOnlyCurrentSlide = () => {
    pswp.mainScroll.itemHolders.forEach((holder, position) => {
      holder.el.inert = position !== 1;
    });
  };

  // The lightbox is not a native modal dialog, so Tab past its last control
  // would leave the page for the browser's own toolbar: go round instead.
  const keepTabInside = (event: KeyboardEvent) => {
    const root = pswp.element;
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || !root) return;
    const stops = tabStops(root);
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    let target: HTMLElement | null = null;
    if (event.shiftKey && (active === first || active === root)) target = last;
    else if (!event.shiftKey && active === last) target = first;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  // Video slides (spec §3 "for videos a modal content snippet"): the player page in a titled frame.
  pswp.on('contentLoad', (event) => {
    const { content } = event;
    if (content.data.type !== 'video') return;
    event.preventDefault();
    const box = element('div', {}, 'pswp__content lightbox-video');
    const frame = element('iframe', { src: String(content.data.videoUrl), title: String(content.data.title ?? ''), allowFullscreen: true });
    frame.setAttribute('allow', 'fullscreen; picture-in-picture');
    box.append(frame);
    content.element = box;
  });

  // spec §8: 'The image could not be loaded.' with a link to the image (the message's `{image}`).
  pswp.addFilter('contentErrorElement', (_errorElement, content) => {
    const message = element('div', {}, 'pswp__error-msg lightbox-error');
    const [before = '', ...after] = labels.imageError.split('{image}');
    message.append(before);
    if (after.length > 0) {
      message.append(
        element('a', { href: String(content.data.src ?? ''), textContent: labels.imageLink, target: '_blank', rel: 'noopener' }),
      );
      message.append(after.join(labels.imageLink));
    }
    return message;
  });

  pswp.on('change', () => {
    showOnlyCurrentSlide();
    updateToolbar();
    options.onChange(pswp.currIndex);
  });
  pswp.on('afterInit', () => {
    showOnlyCurrentSlide();
    updateToolbar();
    wake();
  });
  pswp.on('openingAnimationEnd', () => {
    if (closeWhenOpen) pswp.close();
  });
  pswp.on('close', () => {
    closing = true;
    clearTimeout(idleTimer);
    options.onClose();
  });
  pswp.init();

  return {
    close: requestClose,
    get element() {
      return pswp.element;
    },
  };
}
