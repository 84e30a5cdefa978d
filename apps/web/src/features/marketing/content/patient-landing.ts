import { IconHeartHandshake, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react';
import type { LandingContent } from './landing-content';

export const patientLanding: LandingContent = {
  hero: {
    eyebrow: 'Breast pumps · CPAP · Oxygen',
    title: 'Your new best friend for finding DME',
    subtitle:
      "Carelane turns your clinician's prescription into equipment at your door. Enter your referral code, see what your insurance covers, and get it delivered by a trusted local supplier.",
    highlights: ['Insurance pricing in seconds', 'Local supplier delivery', 'Real people when you need help'],
  },
  why: {
    title: 'Why patients choose Carelane',
    intro:
      'Getting medical equipment should not mean weeks of phone calls. We do the paperwork so you can focus on feeling better.',
    reasons: [
      {
        icon: IconShieldCheck,
        title: 'Insurance benefits, applied immediately',
        text: 'Check your coverage online and see your real price right away: no claim forms, no waiting for a call back.',
      },
      {
        icon: IconTruckDelivery,
        title: 'Same-day delivery',
        text: 'A supplier near you can bring your equipment as soon as today, subject to location and availability.',
      },
      {
        icon: IconHeartHandshake,
        title: 'Help with compliance',
        text: 'Set-up help, reminders and usage reports keep you on track with what your plan needs to keep covering your equipment.',
      },
    ],
  },
  howItWorks: {
    title: 'How it works',
    intro: 'From prescription to delivery in three simple steps.',
    steps: [
      {
        title: 'Get a referral code from your clinician',
        text: 'Your doctor, midwife or sleep specialist writes your order in Carelane and gives you a six-character code.',
      },
      {
        title: 'Shop & unlock insurance pricing',
        text: "Enter the code to see equipment matched to your prescription, then add your insurance to see exactly what you'll pay.",
      },
      {
        title: 'A local supplier delivers',
        text: 'Check out in minutes. A supplier in your area delivers your order, and you can follow it all the way to your door.',
      },
    ],
  },
  testimonials: {
    title: 'Loved by patients and families',
    items: [
      {
        quote:
          'I had my breast pump two days before my due date and paid nothing out of pocket. The whole thing took ten minutes on my phone.',
        name: 'Jasmine R.',
        detail: 'New mom, Columbus, OH',
      },
      {
        quote:
          'My CPAP supplies used to take weeks and three phone calls. With Carelane I entered my code, saw my copay, and they arrived the same afternoon.',
        name: 'Marcus T.',
        detail: 'CPAP user, Austin, TX',
      },
      {
        quote:
          'When my mom needed oxygen at home, the team walked us through her insurance step by step. We knew the price before we ordered.',
        name: 'Elena V.',
        detail: 'Caregiver, Phoenix, AZ',
      },
    ],
  },
  closing: {
    title: 'Ready to find your equipment?',
    text: 'Have your referral code handy: most patients are done in about five minutes.',
  },
};
