import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { storeContext } from '../../shared/store-context.ts';
import { findInServerContent } from '../server-content/ServerContent.tsx';
import { matchMediaQuery, REDUCED_MOTION_QUERY } from '../hooks/media-query.ts';
import {
  indexFromHash,
  lightboxHash,
  placeVideos,
  ratioClass,
  readGalleryItems,
  safeUrl,
  sizedImage,
  srcsetFor,
  type GalleryItem,
} from './gallery-items.ts';
import type { OpenLightbox } from './lightbox.ts';

export const productGalleryAttributes = {
  /** Follow only this product's `product-options-changed` (0: any product). */
  productId: attr.number(0, { integer: true, min: 0 }),
  /** The gallery's `gid` in the URL hash (spec §2; several galleries on a page need distinct ones). */
  galleryId: attr.number(1, { integer: true, min: 1 }),
  /** The gallery's name when the markup has none. */
  label: attr.string('Product images'),
  /** Said after the main image's name: it opens the lightbox. */
  openLabel: attr.string('Open the full-screen viewer'),
  /** A thumbnail's name; `{index}` and `{total}` are filled in. */
  thumbnailLabel: attr.string('Show image {index} of {total}'),
  /** A video's name; `{title}` is filled in. */
  videoLabel: attr.string('Play video: {title}'),
  /** The lightbox dialog's name. */
  lightboxLabel: attr.string('Image viewer'),
  /** The lightbox's close button. */
  closeLabel: attr.string('Close'),
  /** The lightbox's previous button. */
  previousLabel: attr.string('Previous'),
  /** The lightbox's next button. */
  nextLabel: attr.string('Next'),
  /** The lightbox's position; `{index}` and `{total}` are filled in. */
  counterLabel: attr.string('{index} of {total}'),
  /** The name of the share links' group. */
  shareLabel: attr.string('Share'),
  /** The Facebook share link. */
  facebookLabel: attr.string('Facebook'),
  /** The Twitter share link. */
  twitterLabel: attr.string('Twitter'),
  /** The Pinterest share link. */
  pinterestLabel: attr.string('Pinterest'),
  /** The download link. */
  downloadLabel: attr.string('Download'),
  /** Shown in the lightbox when an image cannot be loaded; `{image}` becomes a link to the image. */
  imageErrorMessage: attr.string('{image} could not be loaded.'),
  /** The text of that link. */
  imageLinkLabel: attr.string('The image'),
};

type Props = ElementProps<typeof productGalleryAttributes>;

/** A variant image from the product form (spec §3 image with `{:size}`), shown instead of the selection. */
interface VariantImage {
  url: string;
  alt: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** spec §4, §8: a failed image gets the image-error class. */
function markError(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.classList.add('image-error');
}

/**
 * The product image gallery (spec §2, §3 gallery items, §4 lightbox, §8, §9):
 * the main image and thumbnails from the template's markup; a thumbnail shows
 * its image in the main area, the main image opens the full-screen lightbox
 * (PhotoSwipe, loaded only then). The lightbox position is kept in the URL hash
 * (`#gid=1&pid=2`): a shared link opens the same image, Back closes it. The
 * main image follows the variant image of `product-options-changed`.
 */
export function ProductGallery(props: Props) {
  const { serverContent, productId, galleryId } = props;
  const items = useMemo(() => {
    const list = findInServerContent<HTMLElement>(serverContent, '.productView-thumbnails, ul');
    return list ? placeVideos(readGalleryItems(list), storeContext().videoThumbnailsPosition) : [];
  }, [serverContent]);
  const label = useMemo(
    () => findInServerContent<HTMLElement>(serverContent, '[aria-label]')?.getAttribute('aria-label') || props.label,
    [serverContent, props.label],
  );
  // The main area starts on the first image, wherever the videos were put.
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      items.findIndex((item) => item.type === 'image'),
    ),
  );
  const [variant, setVariant] = useState<VariantImage | null>(null);
  /**
   * The pictures' own sizes, by `item-N` or `variant`, once shown: the platform's image objects
   * carry none, so the ratio classes (spec §9) and the lightbox's slide sizes come from them.
   */
  const [sizes, setSizes] = useState<Record<string, { width: number; height: number }>>({});
  /** The lightbox shows the gallery, and a variant image from outside it as one more item at the end. */
  const lightboxItems = useMemo<GalleryItem[]>(() => {
    const sized = items.map((item) => withSize(item, sizes[`item-${item.index}`]));
    if (!variant) return sized;
    const zoom = sizedImage(variant.url, '1280w');
    return [
      ...sized,
      withSize(
        {
          type: 'image',
          index: items.length,
          urlTemplate: variant.url,
          src: sizedImage(variant.url, '640w'),
          thumbnail: sizedImage(variant.url, '160w'),
          zoom,
          zoomWidth: 1280,
          zoomHeight: 1280,
          alt: variant.alt,
        },
        sizes.variant,
      ),
    ];
  }, [items, variant, sizes]);
  const lightbox = useRef<OpenLightbox | null>(null);
  /** Whether the lightbox's hash entry is ours to take off the history (Back closes). */
  const closedByHistory = useRef(false);
  const opening = useRef(false);
  const readHash = useRef(false);
  const latest = useRef(props);
  latest.current = props;

  const open = useCallback(
    /** `click`: a new history entry; `link`: opened from a shared URL; `history`: Forward onto its entry. */
    async (index: number, how: 'click' | 'link' | 'history') => {
      if (lightbox.current || opening.current || !lightboxItems[index]) return;
      opening.current = true;
      const url = new URL(window.location.href);
      url.hash = lightboxHash(galleryId, index);
      if (how === 'click') history.pushState(history.state, '', url);
      else if (how === 'link') {
        // A shared link: put the page without the hash underneath, so Back closes the lightbox.
        const page = new URL(url);
        page.hash = '';
        history.replaceState(history.state, '', page);
        history.pushState(history.state, '', url);
      }
      closedByHistory.current = false;
      let openLightbox: typeof import('./lightbox.ts').openLightbox;
      try {
        ({ openLightbox } = await import('./lightbox.ts'));
      } catch (error) {
        // The lightbox's code could not load: the link still goes to the large image.
        opening.current = false;
        console.warn('<store-product-gallery>: the lightbox could not be loaded.', error);
        history.back();
        return;
      }
      opening.current = false;
      const labels = latest.current;
      lightbox.current = openLightbox({
        items: lightboxItems,
        index,
        reducedMotion: matchMediaQuery(REDUCED_MOTION_QUERY).matches,
        shareText: document.title,
        shareUrl: (at) => {
          const share = new URL(window.location.href);
          share.hash = lightboxHash(galleryId, at);
          return share.href;
        },
        labels: {
          dialog: labels.lightboxLabel,
          close: labels.closeLabel,
          previous: labels.previousLabel,
          next: labels.nextLabel,
          counter: labels.counterLabel,
          share: labels.shareLabel,
          facebook: labels.facebookLabel,
          twitter: labels.twitterLabel,
          pinterest: labels.pinterestLabel,
          download: labels.downloadLabel,
          imageError: labels.imageErrorMessage,
          imageLink: labels.imageLinkLabel,
        },
        onChange: (at) => {
          const current = new URL(window.location.href);
          current.hash = lightboxHash(galleryId, at);
          if (current.href !== window.location.href) history.replaceState(history.state, '', current);
        },
        onClose: () => {
          lightbox.current = null;
          if (!closedByHistory.current) history.back();
        },
      });
    },
    [lightboxItems, galleryId],
  );

  // spec §2: a link with the gid/pid hash opens that image; Back closes it, Forward reopens it.
  useEffect(() => {
    const onPopState = () => {
      const index = indexFromHash(window.location.hash, galleryId, lightboxItems.length);
      if (index === null && lightbox.current) {
        closedByHistory.current = true;
        lightbox.current.close();
      } else if (index !== null && !lightbox.current) {
        if (index < items.length) setSelected(index);
        void open(index, 'history');
      }
    };
    // A shared link is read once, when the gallery first shows.
    const initial = readHash.current ? null : indexFromHash(window.location.hash, galleryId, items.length);
    readHash.current = true;
    if (initial !== null) {
      setSelected(initial);
      void open(initial, 'link');
    }
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [galleryId, items.length, lightboxItems.length, open]);

  // Taken off the page: close without touching the history.
  useEffect(
    () => () => {
      closedByHistory.current = true;
      lightbox.current?.close();
    },
    [],
  );

  // The product form's variant image (DESIGN: through an event, never by reaching into the form).
  // A layout effect: listening from the first paint, so an event right after the upgrade is not missed.
  useLayoutEffect(() => {
    const onOptionsChanged = (event: DocumentEventMap['product-options-changed']) => {
      const wanted = latest.current.productId;
      if (wanted > 0 && event.detail.productId !== wanted) return;
      const image = event.detail.image;
      const url = image ? safeUrl(image.url) : null;
      if (!image || !url) {
        setVariant(null);
        return;
      }
      // The variant's image is one of the gallery's: select it; otherwise show it on its own.
      // The same picture may be written relative in one place and absolute (on the image host) in the other.
      const same = items.find((item) => item.type === 'image' && item.urlTemplate !== null && sameUrl(item.urlTemplate, url));
      if (same) {
        setVariant(null);
        setSelected(same.index);
      } else setVariant({ url, alt: image.alt });
    };
    document.addEventListener('product-options-changed', onOptionsChanged);
    return () => document.removeEventListener('product-options-changed', onOptionsChanged);
  }, [items, productId]);

  const noteSize = (key: string) => (event: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
    if (width <= 0 || height <= 0) return;
    setSizes((known) => (known[key]?.width === width && known[key]?.height === height ? known : { ...known, [key]: { width, height } }));
  };
  const ratioOfKey = (key: string): string | null => {
    const size = sizes[key];
    return size ? ratioClass(size.width, size.height) : null;
  };

  const main = items[selected];
  const openMain = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void open(selected, 'click');
  };
  const openVariant = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void open(items.length, 'click');
  };
  const ratioOf = (item: GalleryItem): string | null =>
    item.type === 'image' ? (ratioOfKey(`item-${item.index}`) ?? ratioClass(item.zoomWidth, item.zoomHeight)) : null;

  return (
    <section className="productView-gallery" aria-label={label}>
      {variant ? (
        <figure className={['productView-image', ratioOfKey('variant')].filter(Boolean).join(' ')} data-variant-image="">
          <a className="productView-image-link" href={sizedImage(variant.url, '1280w')} onClick={openVariant} aria-haspopup="dialog">
            <img
              className="productView-image-main"
              src={sizedImage(variant.url, '640w')}
              srcSet={srcsetFor(variant.url)}
              sizes="(min-width: 1025px) 55vw, 100vw"
              alt={variant.alt}
              onLoad={noteSize('variant')}
              onError={markError}
            />
            <span className="is-srOnly">{props.openLabel}</span>
          </a>
        </figure>
      ) : main?.type === 'image' ? (
        <figure className={['productView-image', ratioOf(main)].filter(Boolean).join(' ')}>
          <a className="productView-image-link" href={main.zoom} onClick={openMain} aria-haspopup="dialog">
            <img
              className="productView-image-main"
              src={main.src}
              srcSet={main.urlTemplate ? srcsetFor(main.urlTemplate) : undefined}
              sizes="(min-width: 1025px) 55vw, 100vw"
              alt={main.alt}
              width={640}
              height={Math.round((640 * main.zoomHeight) / main.zoomWidth)}
              onLoad={noteSize(`item-${main.index}`)}
              onError={markError}
            />
            <span className="is-srOnly">{props.openLabel}</span>
          </a>
        </figure>
      ) : main?.type === 'video' ? (
        <figure className="productView-image productView-image--video">
          <a className="productView-image-link" href={main.videoUrl} onClick={openMain} aria-haspopup="dialog">
            <img className="productView-image-main" src={main.poster} alt="" width={640} height={360} onError={markError} />
            <span className="productView-video-play">{fill(props.videoLabel, { title: main.title })}</span>
          </a>
        </figure>
      ) : null}
      <ul className="productView-thumbnails">
        {items.map((item) => (
          <li
            key={item.index}
            className={['productView-thumbnail', item.type === 'video' ? 'productView-thumbnail--video' : '', ratioOf(item) ?? '']
              .filter(Boolean)
              .join(' ')}
          >
            <button
              type="button"
              className="productView-thumbnail-button"
              data-type={item.type}
              data-index={item.index}
              aria-pressed={!variant && item.index === selected}
              aria-label={
                item.type === 'video'
                  ? fill(props.videoLabel, { title: item.title })
                  : fill(props.thumbnailLabel, { index: item.index + 1, total: items.length })
              }
              onClick={() => {
                setVariant(null);
                setSelected(item.index);
              }}
            >
              <img
                src={item.type === 'image' ? item.thumbnail : item.poster}
                alt=""
                width={80}
                height={item.type === 'image' ? Math.round((80 * item.zoomHeight) / item.zoomWidth) : 45}
                loading="lazy"
                onLoad={item.type === 'image' ? noteSize(`item-${item.index}`) : undefined}
                onError={markError}
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An image item whose lightbox slide takes the picture's own proportions, once they are known. */
function withSize(item: GalleryItem, size: { width: number; height: number } | undefined): GalleryItem {
  if (item.type !== 'image' || !size) return item;
  const zoomHeight = Math.round((item.zoomWidth * size.height) / size.width);
  return zoomHeight === item.zoomHeight ? item : { ...item, zoomHeight };
}

/** Whether two URLs name the same resource once resolved against the page. */
function sameUrl(a: string, b: string): boolean {
  return new URL(a, document.baseURI).href === new URL(b, document.baseURI).href;
}
