import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { attr } from '../../shared/attributes.ts';
import type { ElementProps } from '../../shared/element-props.ts';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_EMBLA_DURATION, CAROUSEL_EMBLA_FRICTION, CAROUSEL_SLIDES_SHOWN } from '../../shared/constants.ts';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../hooks/media-query.ts';

export const carouselAttributes = {
  /** The carousel's accessible name. */
  label: attr.string('Featured'),
  /** Rotate by itself. */
  autoplay: attr.boolean(true),
  /** Milliseconds per slide while rotating (1000–60000). */
  autoplaySpeed: attr.number(CAROUSEL_AUTOPLAY_MS, { min: 1000, max: 60_000, integer: true }),
  /** Slides in view at once (1–6). */
  slidesShown: attr.number(CAROUSEL_SLIDES_SHOWN, { min: 1, max: 6, integer: true }),
  /** Wrap around from the last slide to the first. */
  loop: attr.boolean(true),
  /** The previous-slide button's name. */
  previousLabel: attr.string('Previous slide'),
  /** The next-slide button's name. */
  nextLabel: attr.string('Next slide'),
  /** The name of the button that stops the rotation. */
  stopLabel: attr.string('Stop slide rotation'),
  /** The name of the button that starts the rotation again. */
  startLabel: attr.string('Start slide rotation'),
  /** Each slide's name; `{n}` and `{count}` are replaced. */
  slideLabel: attr.string('{n} of {count}'),
  /** Each dot's name; `{n}` is replaced. */
  dotLabel: attr.string('Show slide {n}'),
  /** What screen readers call the carousel (its role description). */
  roleLabel: attr.string('carousel'),
  /** What screen readers call each slide. */
  slideRoleLabel: attr.string('slide'),
};

/**
 * `inert` as an attribute: React 18 does not know the property, so it is written
 * as `inert=""` when on and left out when off (the HTML boolean attribute).
 */
function inertWhen(on: boolean): Record<string, string> {
  return on ? { inert: '' } : {};
}

// spec §9 swipe threshold 5: embla's own threshold for going to the next slide is
// 20% of the view, a fifth of the width, so its default already matches.

/**
 * The layout the carousel needs to work at all, whatever the theme's CSS (or an
 * embedding site's): the theme styles everything else.
 */
const STRUCTURE = {
  viewport: { overflow: 'hidden' },
  container: { display: 'flex', touchAction: 'pan-y pinch-zoom' },
  slide: { flex: '0 0 calc(100% / var(--carousel-slides-shown, 1))', minWidth: 0 },
} satisfies Record<string, CSSProperties>;

/**
 * Runs one of embla's scroll calls at the carousel's own pace. Embla does not take a
 * friction option and each call resets it to embla's own, which cannot settle a slide
 * change within spec §9's 500 ms (see CAROUSEL_EMBLA_FRICTION): the call is made, then
 * the friction set through embla's internal engine, before the first animation frame
 * (the route embla's author gives for a friction of one's own). Drags keep embla's.
 */
function paced(embla: EmblaCarouselType, scroll: (embla: EmblaCarouselType) => void): void {
  scroll(embla);
  embla.internalEngine().scrollBody.useFriction(CAROUSEL_EMBLA_FRICTION);
}

const format = (template: string, n: number, count: number) => template.replace('{n}', String(n)).replace('{count}', String(count));

/**
 * Hero and product carousels (spec §2, §4 sliders, §9 carousel defaults) on
 * embla, as the APG auto-rotating carousel: the rotation control comes first,
 * rotation pauses while the pointer is over the carousel or focus is in it,
 * and does not start by itself under prefers-reduced-motion. Slides are the
 * element's server children; slides out of view are inert. Images that fail to
 * load get the image-error class.
 */
export function Carousel(props: ElementProps<typeof carouselAttributes>) {
  const { host, serverContent, label, autoplay, autoplaySpeed, slidesShown, loop } = props;
  const slides = useMemo(() => serverContent.filter((node): node is Element => node instanceof Element), [serverContent]);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const viewport = useRef<HTMLDivElement>(null);
  const slideWrappers = useRef<Array<HTMLDivElement | null>>([]);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slides.length);
  const [scrollable, setScrollable] = useState(false);
  const [inView, setInView] = useState<number[]>([0]);
  const [playing, setPlaying] = useState(autoplay && !reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // Put each server slide into its wrapper before paint.
  useLayoutEffect(() => {
    slides.forEach((slide, index) => slideWrappers.current[index]?.append(slide));
  }, [slides]);

  useEffect(() => {
    if (!viewport.current || slides.length < 2) return;
    const instance = EmblaCarousel(viewport.current, {
      loop,
      duration: CAROUSEL_EMBLA_DURATION,
      align: 'start',
      slidesToScroll: 1,
      inViewThreshold: 0.5,
    });
    const sync = () => {
      setSelected(instance.selectedScrollSnap());
      setSnapCount(instance.scrollSnapList().length);
      setInView(instance.slidesInView());
      setScrollable(instance.canScrollPrev() || instance.canScrollNext());
    };
    instance.on('select', sync).on('reInit', sync).on('slidesInView', sync);
    sync();
    setEmbla(instance);
    return () => instance.destroy();
  }, [slides, loop]);

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  const rotating = playing && !hovered && !focused && snapCount > 1;
  useEffect(() => {
    if (!rotating || !embla) return;
    const timer = setInterval(() => paced(embla, (api) => api.scrollNext()), autoplaySpeed);
    return () => clearInterval(timer);
  }, [rotating, embla, autoplaySpeed, selected]);

  // Failed images get the image-error class (spec §4 sliders, §8), also those that failed before upgrade.
  useEffect(() => {
    const markFailed = (event: Event) => {
      if (event.target instanceof HTMLImageElement) event.target.classList.add('image-error');
    };
    host.addEventListener('error', markFailed, true);
    for (const image of host.querySelectorAll('img')) {
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) image.classList.add('image-error');
    }
    return () => host.removeEventListener('error', markFailed, true);
  }, [host]);

  useLayoutEffect(() => {
    host.dataset.slide = String(selected);
    host.dataset.state = rotating ? 'playing' : 'paused';
  }, [host, selected, rotating]);

  const scroll = (go: (api: EmblaCarouselType) => void) => embla && paced(embla, go);
  const goTo = (index: number) => scroll((api) => api.scrollTo(index, reducedMotion));
  const count = slides.length;
  // Controls appear once embla runs and only while there is somewhere to go (three cards
  // where four fit need none), so none is ever pressed in vain; they overlay the slides,
  // so nothing shifts when they do.
  const controls = count > 1 && embla !== null && scrollable;

  return (
    <section
      className="carousel"
      aria-roledescription={props.roleLabel}
      aria-label={label}
      style={{ '--carousel-slides-shown': slidesShown } as CSSProperties}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {controls && (
        <button type="button" className="carousel-rotation" onClick={() => setPlaying((current) => !current)}>
          {playing ? props.stopLabel : props.startLabel}
        </button>
      )}
      <div className="carousel-viewport" ref={viewport} style={STRUCTURE.viewport}>
        <div className="carousel-container" aria-live={rotating ? 'off' : 'polite'} style={STRUCTURE.container}>
          {slides.map((_, index) => (
            <div
              key={index}
              ref={(node) => {
                slideWrappers.current[index] = node;
              }}
              className="carousel-slide"
              style={STRUCTURE.slide}
              role="group"
              aria-roledescription={props.slideRoleLabel}
              aria-label={format(props.slideLabel, index + 1, count)}
              {...inertWhen(controls && !inView.includes(index))}
            />
          ))}
        </div>
      </div>
      {controls && (
        <div className="carousel-controls">
          <button
            type="button"
            className="carousel-arrow carousel-arrow--prev"
            aria-label={props.previousLabel}
            onClick={() => scroll((api) => api.scrollPrev(reducedMotion))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="carousel-dots">
            {Array.from({ length: snapCount }, (_, index) => (
              <button
                key={index}
                type="button"
                className="carousel-dot"
                aria-label={format(props.dotLabel, index + 1, snapCount)}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel-arrow carousel-arrow--next"
            aria-label={props.nextLabel}
            onClick={() => scroll((api) => api.scrollNext(reducedMotion))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
