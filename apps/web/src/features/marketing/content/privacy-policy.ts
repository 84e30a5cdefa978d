import type { LegalDocument } from './legal-document';

/** The privacy policy; `supportEmail` is the address people use to exercise their rights. */
export const privacyPolicy = (supportEmail: string): LegalDocument => ({
  title: 'Privacy Policy',
  updated: '11/01/2026',
  summary:
    'Carelane handles health information every day. This policy explains what we collect, why, who we share it with, how we protect it, and the rights you have over it.',
  sections: [
    {
      heading: 'Who we are and what this policy covers',
      paragraphs: [
        'Carelane, Inc. ("Carelane", "we") runs an online marketplace where clinicians order durable medical equipment for their patients, patients shop for that equipment using their insurance, and local suppliers deliver it.',
        'Much of the information we handle is protected health information ("PHI") under the Health Insurance Portability and Accountability Act ("HIPAA"). We handle PHI as a business associate of the clinicians and suppliers we work with, under written business associate agreements, and only as those agreements and HIPAA allow. Where this policy and HIPAA differ, HIPAA and the Notice of Privacy Practices of your clinician or supplier take precedence for your PHI.',
      ],
    },
    {
      heading: 'Information we collect',
      paragraphs: ['We collect only what we need to get you the right equipment and to run a safe service:'],
      items: [
        'Account details: name, e-mail address, phone number, password (stored only as a one-way hash) and, for clinicians, National Provider Identifier (NPI) and practice details.',
        'Health information: the work order your clinician writes, diagnosis (ICD-10) and equipment (HCPCS) codes, prescriptions and other documents, and equipment usage data your clinician asks for.',
        'Insurance information: carrier, member ID, date of birth and the eligibility and benefits your plan returns.',
        'Order and delivery details: items, shipping address, delivery status and tracking links.',
        'Payment details: handled by our payment processor on its own secure page. We never see or store your full card number.',
        'Technical data: a session cookie, a time-zone cookie, device and browser type, and pages visited. Referral codes are removed from the page addresses our analytics receive.',
      ],
    },
    {
      heading: 'How we use information',
      paragraphs: ['We use information to:'],
      items: [
        'match your prescription to eligible equipment and check your insurance coverage and price;',
        'send your order to a supplier near you and keep you and your clinician informed until it is delivered;',
        'collect the documents and prior authorizations your plan requires, and help you stay compliant with your plan’s usage rules;',
        'answer your questions and support requests;',
        'keep the service secure, detect fraud and abuse, and meet our legal and payer obligations.',
      ],
    },
    {
      heading: 'We do not sell your information',
      paragraphs: [
        'We do not sell personal information or PHI, and we do not use PHI for advertising. We will never use your health information for marketing without your written authorization.',
      ],
    },
    {
      heading: 'When we share information',
      paragraphs: ['We share information only as needed to provide the service or as the law requires:'],
      items: [
        'with the clinician who ordered your equipment and the supplier who delivers it;',
        'with your insurance plan, to check eligibility, obtain prior authorization and support claims;',
        'with service providers who host, e-mail, process payments or support us, each bound by a business associate agreement or equivalent confidentiality terms;',
        'when required by law, court order or a public-health authority, or to protect someone’s safety;',
        'with a successor organization if Carelane is merged or acquired, under the same protections.',
      ],
    },
    {
      heading: 'How we protect information',
      paragraphs: [
        'We apply the administrative, physical and technical safeguards of the HIPAA Security Rule. Information is encrypted in transit and at rest. Access is limited by role: a clinician sees only their own orders, a supplier only the orders sent to it, and a patient only their own session and account. Every read and change of PHI is written to an audit log. Our workforce is trained on privacy and security, and sign-in protections include one-time codes for new devices and automatic sign-out after inactivity.',
        'If a breach of unsecured PHI occurs, we notify the affected clinicians and suppliers, and they or we notify you, within the time limits HIPAA and state law set.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `Under HIPAA and state privacy laws you may ask to see or get a copy of your health information, ask us to correct it, ask for a list of certain disclosures, ask us to limit how we use or share it, ask us to contact you in a particular way, and be told about a breach. To make a request, write to ${supportEmail}. We answer within 30 days and will tell you if we need to forward your request to your clinician or supplier.`,
        'If you believe your privacy rights have been violated you may complain to us or to the U.S. Department of Health and Human Services, Office for Civil Rights. We will never retaliate against you for filing a complaint.',
      ],
    },
    {
      heading: 'How long we keep information',
      paragraphs: [
        'We keep order and medical records for as long as law and payer rules require (often seven years for equipment records), and account data for as long as your account is open. After that we delete or de-identify it.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Carelane accounts are for adults. A parent or guardian may order equipment for a child, and we treat the child’s information with the same protections as any other PHI.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `We will post any change to this policy here with a new date, and tell account holders by e-mail before a material change takes effect. Questions about privacy go to ${supportEmail}.`,
      ],
    },
  ],
});
