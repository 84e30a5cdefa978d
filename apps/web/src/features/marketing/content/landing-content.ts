import type { Icon } from '@tabler/icons-react';

export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

/** Everything that differs between the patient and the provider landing pages. */
export interface LandingContent {
  hero: { eyebrow: string; title: string; subtitle: string; highlights: string[] };
  why: { title: string; intro: string; reasons: { icon: Icon; title: string; text: string }[] };
  howItWorks: { title: string; intro: string; steps: { title: string; text: string }[] };
  testimonials: { title: string; items: Testimonial[] };
  closing: { title: string; text: string };
}
