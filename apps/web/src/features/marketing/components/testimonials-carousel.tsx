import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import type { Testimonial } from '../content/landing-content';
import { TestimonialCard } from './testimonial-card';
import classes from './testimonials.module.css';

/** One quote at a time with clickable dot indicators (spec §2). */
export function TestimonialsCarousel({ items }: { items: Testimonial[] }) {
  return (
    <Carousel
      aria-label="Testimonials"
      withControls={false}
      withIndicators
      slideGap="md"
      emblaOptions={{ loop: true, align: 'center' }}
      classNames={{ root: classes.root, indicators: classes.indicators, indicator: classes.indicator }}
      getIndicatorProps={(index) => ({ 'aria-label': `Show testimonial ${index + 1} of ${items.length}` })}
    >
      {items.map((item) => (
        <Carousel.Slide key={item.name}>
          <TestimonialCard testimonial={item} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
