import type { VideoThumbnailsPosition } from '../../shared/store-context.ts';
import { IMAGE_RATIO_SQUARE_MAX, IMAGE_RATIO_SQUARE_MIN, SRCSET_WIDTHS_PX } from '../../shared/constants.ts';

/** spec §3 gallery items: an image (with its zoom image) or a video. */
export type GalleryItem =
  | {
      type: 'image';
      index: number;
      /** The image with the platform's `{:size}` placeholder, or null when the template gave only fixed URLs. */
      urlTemplate: string | null;
      /** What shows in the main area: the server's URL (a 640w image in the demo). */
      src: string;
      thumbnail: string;
      zoom: string;
      zoomWidth: number;
      zoomHeight: number;
      alt: string;
    }
  | {
      type: 'video';
      index: number;
      /** The page the lightbox embeds (the video host's player). */
      videoUrl: string;
      poster: string;
      title: string;
    };

const DEFAULT_ZOOM_SIZE = 1280;

/** `{:size}` → `640w`, as the platform's image helpers fill it. */
export function sizedImage(urlTemplate: string, size: string): string {
  return urlTemplate.replace('{:size}', size);
}

/** srcset with the widths of spec §9 (80 … 2560). */
export function srcsetFor(urlTemplate: string): string {
  return SRCSET_WIDTHS_PX.map((width) => `${sizedImage(urlTemplate, `${width}w`)} ${width}w`).join(', ');
}

/**
 * spec §9 image ratio classes, on height / width: `square` from 0.8 to 1.2,
 * `vertical` above 1.2; wider images get none.
 */
export function ratioClass(width: number, height: number): 'square' | 'vertical' | null {
  if (!(width > 0) || !(height > 0)) return null;
  const ratio = height / width;
  if (ratio > IMAGE_RATIO_SQUARE_MAX) return 'vertical';
  if (ratio >= IMAGE_RATIO_SQUARE_MIN) return 'square';
  return null;
}

const positive = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** A same-origin or http(s) URL, or null (never `javascript:`). */
export function safeUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? raw : null;
  } catch {
    return null;
  }
}

/**
 * Reads the gallery items from the template's thumbnail links:
 * `a[data-type="image"]` (href = zoom image, `data-image-url` with `{:size}`,
 * `data-zoom-width`/`-height`, an `img` with the thumbnail and alt text) and
 * `a[data-type="video"]` (`data-video-url`, an `img` poster whose alt names it).
 */
export function readGalleryItems(root: ParentNode): GalleryItem[] {
  const items: GalleryItem[] = [];
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-type]')) {
    const image = link.querySelector('img');
    const index = items.length;
    if (link.dataset.type === 'video') {
      const videoUrl = safeUrl(link.dataset.videoUrl ?? link.getAttribute('href'));
      if (!videoUrl) continue;
      items.push({
        type: 'video',
        index,
        videoUrl,
        poster: image?.getAttribute('src') ?? '',
        title: link.dataset.videoTitle ?? image?.alt ?? link.textContent?.trim() ?? '',
      });
      continue;
    }
    const zoom = safeUrl(link.getAttribute('href')) ?? safeUrl(image?.getAttribute('src'));
    if (!zoom) continue;
    const urlTemplate = link.dataset.imageUrl?.includes('{:size}') ? safeUrl(link.dataset.imageUrl) : null;
    items.push({
      type: 'image',
      index,
      urlTemplate,
      src: urlTemplate ? sizedImage(urlTemplate, '640w') : zoom,
      thumbnail: image?.getAttribute('src') ?? zoom,
      zoom,
      zoomWidth: positive(link.dataset.zoomWidth, DEFAULT_ZOOM_SIZE),
      zoomHeight: positive(link.dataset.zoomHeight, DEFAULT_ZOOM_SIZE),
      alt: image?.alt ?? '',
    });
  }
  return items;
}

/**
 * Puts the video thumbnails before or after the images (spec §3 page context,
 * `itsConfig.pdp_video_thumbnails_pos`), keeping each kind's own order, and
 * numbers the items again: the index is the lightbox's `pid` and the thumbnail's
 * "n of total". With no position the template's order stays.
 */
export function placeVideos(items: readonly GalleryItem[], position: VideoThumbnailsPosition | null): GalleryItem[] {
  if (!position) return [...items];
  const videos = items.filter((item) => item.type === 'video');
  const images = items.filter((item) => item.type !== 'video');
  const ordered = position === 'top' ? [...videos, ...images] : [...images, ...videos];
  return ordered.map((item, index) => (item.index === index ? item : { ...item, index }));
}

// ---- spec §2: the lightbox position in the URL hash (gid, pid) ----

/** `#gid=1&pid=3`: gallery `gid`, item `pid` counted from 1 (as the platform's lightbox wrote it). */
export function lightboxHash(galleryId: number, index: number): string {
  return `#gid=${galleryId}&pid=${index + 1}`;
}

/**
 * The item index the hash opens in gallery `galleryId`, or null. Reads both
 * `#gid=1&pid=3` and the older `#&gid=1&pid=3`.
 */
export function indexFromHash(hash: string, galleryId: number, itemCount: number): number | null {
  const params = new URLSearchParams(hash.replace(/^#&?/, ''));
  if (params.get('gid') !== String(galleryId)) return null;
  const pid = Number(params.get('pid'));
  if (!Number.isInteger(pid) || pid < 1 || pid > itemCount) return null;
  return pid - 1;
}
