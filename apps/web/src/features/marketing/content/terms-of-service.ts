import type { LegalDocument } from './legal-document';

/** The terms of service; `supportEmail` is where notices and questions go. */
export const termsOfService = (supportEmail: string): LegalDocument => ({
  title: 'Terms of Service',
  updated: '11/01/2026',
  summary:
    'These terms are the agreement between you and Carelane, Inc. when you use our website and apps. Please read them: by creating an account or placing an order you accept them.',
  sections: [
    {
      heading: 'What Carelane is, and is not',
      paragraphs: [
        'Carelane is a marketplace that connects patients, the clinicians who prescribe durable medical equipment, and the licensed suppliers who deliver it. Equipment is sold and delivered by independent suppliers, not by Carelane.',
        'Carelane does not provide medical advice, diagnosis or treatment. Always follow your clinician’s instructions. Carelane is not for emergencies: if you have a medical emergency, call 911.',
      ],
    },
    {
      heading: 'Accounts',
      paragraphs: [
        'You must be at least 18 years old, or a parent or guardian acting for a patient, to create an account. Give accurate information, keep your password and one-time codes to yourself, and tell us at once if you believe someone else has used your account. You are responsible for activity under your account.',
      ],
    },
    {
      heading: 'Orders, prices and insurance',
      paragraphs: [
        'The prices we show after you add your insurance are based on the eligibility and benefits information your plan returns at that moment. Your plan makes the final coverage decision. If the plan later pays less than expected, the supplier may bill you for the difference as your plan’s rules allow, and we will help you understand why.',
        'Same-day delivery is subject to location and availability. Delivery dates are estimates given by the supplier.',
      ],
    },
    {
      heading: 'Payments, returns and refunds',
      paragraphs: [
        'Payments are processed by our payment partner on its secure page. For hygiene and safety reasons, many items cannot be returned once opened; the supplier’s return policy shown before checkout applies, along with your rights under law. Defective or incorrect items are always replaced or refunded.',
      ],
    },
    {
      heading: 'Clinicians',
      paragraphs: ['If you use Carelane as a clinician you confirm that:'],
      items: [
        'you hold an active license and a valid NPI, and keep them current;',
        'every order you write is medically necessary and supported by your records;',
        'the documents you upload are accurate and you are allowed to share them;',
        'you use patient information only for treatment, payment and health-care operations, as HIPAA permits.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You agree not to:'],
      items: [
        'use a referral code that was not given to you, or share someone else’s health information;',
        'try to access accounts, orders or data that are not yours, or probe or disrupt our systems;',
        'copy, scrape or resell the service or its content;',
        'use the service for anything unlawful or fraudulent, including false insurance claims.',
      ],
    },
    {
      heading: 'Our content',
      paragraphs: [
        'The Carelane name, logo, software and content belong to Carelane, Inc. or its licensors. You may use them only to use the service as these terms allow.',
      ],
    },
    {
      heading: 'Disclaimers and limits of liability',
      paragraphs: [
        'Equipment is covered by the manufacturer’s and supplier’s warranties. Apart from those and from rights that cannot be limited by law, the service is provided "as is". To the extent the law allows, Carelane is not liable for indirect or consequential losses, and our total liability for any claim is limited to the amount you paid through Carelane in the 12 months before the claim.',
      ],
    },
    {
      heading: 'Ending your use',
      paragraphs: [
        'You may close your account at any time by writing to us. We may suspend or close an account that breaks these terms or puts patients or data at risk. Records we must keep by law are kept after an account closes, as our Privacy Policy describes.',
      ],
    },
    {
      heading: 'Changes, governing law and contact',
      paragraphs: [
        'We will post changes here with a new date and tell account holders by e-mail before a material change takes effect. These terms are governed by the laws of the State of Delaware, except where the law of your state protects you more.',
        `Questions or notices: ${supportEmail}.`,
      ],
    },
  ],
});
