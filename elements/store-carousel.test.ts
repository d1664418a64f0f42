import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendMouse } from '@web/test-runner-commands';
import { until } from '../shared/test-support.ts';
import './store-carousel.ts';

const three = (attributes = '') =>
  fixture<HTMLElement>(
    `<store-carousel label="Featured" ${attributes} style="display:block;width:600px">
      <a href="/one/" style="display:block;height:100px">One</a>
      <a href="/two/" style="display:block;height:100px">Two</a>
      <a href="/three/" style="display:block;height:100px"><img src="/assets/img/does-not-exist.png" alt="Three"></a>
    </store-carousel>`,
  );

async function ready(element: HTMLElement) {
  await until(() => element.querySelectorAll('.carousel-dot').length === 3, 'carousel ready');
  return {
    rotation: element.querySelector<HTMLButtonElement>('.carousel-rotation')!,
    next: element.querySelector<HTMLButtonElement>('.carousel-arrow--next')!,
    previous: element.querySelector<HTMLButtonElement>('.carousel-arrow--prev')!,
    dots: [...element.querySelectorAll<HTMLButtonElement>('.carousel-dot')],
    slides: [...element.querySelectorAll<HTMLElement>('.carousel-slide')],
  };
}

describe('<store-carousel> (spec §4 sliders, §9 carousel defaults; APG carousel)', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('is a labelled carousel of slides named "n of m", with the rotation control first', async () => {
    const element = await three('autoplay="false"');
    const { rotation, slides, dots } = await ready(element);
    const section = element.querySelector('section')!;
    expect(section.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(section.getAttribute('aria-label')).to.equal('Featured');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).to.deep.equal(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).to.equal(true);
    expect(section.querySelector('button')).to.equal(rotation);
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).to.deep.equal(['Show slide 1', 'Show slide 2', 'Show slide 3']);
    expect(slides[0]!.textContent).to.contain('One');
  });

  it('moves with next, previous and the dots; the current dot and data-slide follow', async () => {
    const element = await three('autoplay="false" loop="false"');
    const { next, previous, dots } = await ready(element);
    next.click();
    await until(() => element.dataset.slide === '1', 'slide 2');
    expect(dots[1]!.getAttribute('aria-current')).to.equal('true');
    expect(dots[0]!.hasAttribute('aria-current')).to.equal(false);
    dots[2]!.click();
    await until(() => element.dataset.slide === '2', 'slide 3');
    previous.click();
    await until(() => element.dataset.slide === '1', 'back to slide 2');
  });

  it('makes slides out of view inert, so keyboard users only meet the visible slide', async () => {
    const element = await three('autoplay="false"');
    const { slides, next } = await ready(element);
    await until(() => slides[1]!.inert && slides[2]!.inert && !slides[0]!.inert, 'only the first slide is live');
    next.click();
    await until(() => !slides[1]!.inert && slides[0]!.inert, 'the second slide is live');
  });

  it('rotates by itself and stops with the rotation control', async () => {
    const element = await three('autoplay-speed="1000"');
    const { rotation } = await ready(element);
    expect(rotation.textContent).to.equal('Stop slide rotation');
    await until(() => element.dataset.state === 'playing', 'playing');
    await until(() => element.dataset.slide === '1', 'rotated to slide 2', 4000);
    rotation.click();
    await until(() => rotation.textContent === 'Start slide rotation', 'stopped');
    expect(element.dataset.state).to.equal('paused');
    const stoppedAt = element.dataset.slide;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(element.dataset.slide).to.equal(stoppedAt);
  });

  it('pauses while the pointer is over it and while focus is in it', async () => {
    const element = await three('autoplay-speed="1000"');
    const { next } = await ready(element);
    const box = element.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + 20)] });
    await until(() => element.dataset.state === 'paused', 'paused by hover');
    await sendMouse({ type: 'move', position: [Math.round(box.right + 100), Math.round(box.bottom + 100)] });
    await until(() => element.dataset.state === 'playing', 'playing again');
    next.focus();
    await until(() => element.dataset.state === 'paused', 'paused by focus');
    next.blur();
    await until(() => element.dataset.state === 'playing', 'playing after focus leaves');
  });

  it('does not rotate under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const element = await three('autoplay-speed="1000"');
    const { rotation } = await ready(element);
    await until(() => rotation.textContent === 'Start slide rotation', 'starts stopped');
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(element.dataset.slide).to.equal('0');
  });

  it('gives failed images the image-error class', async () => {
    const element = await three('autoplay="false"');
    await ready(element);
    await until(() => element.querySelector('img')!.classList.contains('image-error'), 'image-error class');
  });

  it('shows a single slide without controls', async () => {
    const element = await fixture<HTMLElement>(html`<store-carousel><p>Only</p></store-carousel>`);
    await until(() => element.querySelector('.carousel-slide') !== null, 'rendered');
    expect(element.querySelector('button')).to.equal(null);
    expect(element.querySelector('.carousel-slide')!.textContent).to.equal('Only');
  });

  it('has no axe violations', async () => {
    const element = await three('autoplay="false"');
    await ready(element);
    await expect(element).to.be.accessible();
  });
});
