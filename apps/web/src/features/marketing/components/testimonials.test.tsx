import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { patientLanding } from '../content/patient-landing';
import { providerLanding } from '../content/provider-landing';
import { Testimonials } from './testimonials';

/** Reports every observed element as on screen, so the carousel loads at once. */
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  unobserve() {}
  disconnect() {}
}

describe('testimonials carousel', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', OnScreenObserver));
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['patient', patientLanding],
    ['provider', providerLanding],
  ])('shows the 3 %s testimonials with one dot each', async (_, content) => {
    renderApp(<Testimonials content={content.testimonials} />);
    const carousel = await screen.findByRole('region', { name: 'Testimonials' }, { timeout: 5000 });
    expect(carousel.querySelectorAll('blockquote')).toHaveLength(3);
    const dots = await within(carousel).findAllByRole('tab');
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAccessibleName('Show testimonial 1 of 3');
    expect(dots[0]).toHaveAttribute('aria-selected', 'true');
  });
});
