import { IconActivityHeartbeat, IconClock, IconMapPin } from '@tabler/icons-react';
import type { LandingContent } from './landing-content';

export const providerLanding: LandingContent = {
  hero: {
    eyebrow: 'For clinicians and care teams',
    title: 'The future of DME prescription & care',
    subtitle:
      'Write a DME order in minutes, hand your patient a referral code, and follow every order to delivery, with the documents and prior authorizations payers need in one place.',
    highlights: ['No more fax chasing', 'Live order status', 'Built for HIPAA'],
  },
  why: {
    title: 'Why clinicians prescribe with Carelane',
    intro:
      'Less paperwork for your staff, faster equipment for your patients, and a clear view of every order.',
    reasons: [
      {
        icon: IconClock,
        title: 'Orders in minutes, not faxes',
        text: 'A guided work order with ICD-10 and HCPCS look-ups replaces paper forms, cover sheets and phone tag.',
      },
      {
        icon: IconMapPin,
        title: 'Local fulfilment patients trust',
        text: 'Orders go to an in-network supplier near your patient, with same-day delivery where available.',
      },
      {
        icon: IconActivityHeartbeat,
        title: 'Compliance you can see',
        text: 'Request CPAP usage data and follow each order from Awaiting Patient to Delivered on your dashboard.',
      },
    ],
  },
  howItWorks: {
    title: 'How it works',
    intro: 'One workflow from the exam room to the front door.',
    steps: [
      {
        title: 'Write the order',
        text: 'Choose the equipment, add diagnosis codes and attach the prescription in one guided form.',
      },
      {
        title: 'Share the referral code',
        text: 'Your patient gets a six-character code that unlocks their personalised shop and insurance pricing.',
      },
      {
        title: 'Track to delivery',
        text: 'See each order move from Awaiting Patient to Delivered, without calling the supplier.',
      },
      {
        title: 'Documents & prior auth in one place',
        text: 'Upload what payers require and see prior-authorization status right on the order.',
      },
    ],
  },
  testimonials: {
    title: 'Trusted by clinicians',
    items: [
      {
        quote:
          'My patients leave the visit with a code instead of a fax number. Orders that used to take a week now ship the same day.',
        name: 'Dr. Priya Nair, MD',
        detail: 'Pulmonologist, Chicago, IL',
      },
      {
        quote:
          'Lactation patients used to call us asking where their pump was. Now I can see the status myself, and so can they.',
        name: 'Hannah Brooks, IBCLC',
        detail: 'Lactation consultant, Denver, CO',
      },
      {
        quote:
          'Prior-auth paperwork lives on the order. Our front desk spends far less time on the phone with suppliers.',
        name: 'Dr. Samuel Ortiz, DO',
        detail: 'Sleep medicine, Tampa, FL',
      },
    ],
  },
  closing: {
    title: 'Start prescribing with Carelane',
    text: 'Create your account with your NPI number. Setup takes a few minutes and your first order even less.',
  },
};
