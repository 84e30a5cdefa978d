import { Container } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import type { LandingContent } from '../content/landing-content';
import landing from './landing.module.css';
import { SectionHeading } from './section-heading';
import { TestimonialCard } from './testimonial-card';
import classes from './testimonials.module.css';

const TestimonialsCarousel = lazy(async () => ({
  default: (await import('./testimonials-carousel')).TestimonialsCarousel,
}));

/**
 * The testimonials section (spec §9: 3 items). The carousel code is fetched only as the section nears
 * the screen, keeping it out of the first visit's download; until then the first quote stands in.
 */
export function Testimonials({ content }: { content: LandingContent['testimonials'] }) {
  const { ref, entry } = useIntersection<HTMLElement>({ rootMargin: '600px 0px' });
  const [isNear, setIsNear] = useState(false);
  if (entry?.isIntersecting && !isNear) setIsNear(true);

  const [first] = content.items;
  const placeholder = first && (
    <div className={classes.placeholder}>
      <TestimonialCard testimonial={first} />
    </div>
  );

  return (
    <section ref={ref} className={landing.section} aria-labelledby="testimonials-title">
      <Container size="md">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title={content.title} />
        {isNear ? (
          <Suspense fallback={placeholder}>
            <TestimonialsCarousel items={content.items} />
          </Suspense>
        ) : (
          placeholder
        )}
      </Container>
    </section>
  );
}
