export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

/** The fixed list of the team page (spec §9: 8 members). */
export const teamMembers: TeamMember[] = [
  {
    name: 'Dana Whitfield',
    role: 'Co-founder & CEO',
    bio: 'Ran a regional equipment supplier for a decade and started Carelane after watching patients wait weeks for equipment their insurance already covered.',
  },
  {
    name: 'Arjun Mehta, MD',
    role: 'Co-founder & Chief Medical Officer',
    bio: 'A pulmonologist who still sees patients one day a week and keeps our prescribing workflow honest.',
  },
  {
    name: 'Sofia Lindqvist',
    role: 'Chief Technology Officer',
    bio: 'Built eligibility and claims systems at two health-tech companies; leads our engineering and security teams.',
  },
  {
    name: 'Marcus Bell',
    role: 'VP, Supplier Network',
    bio: 'Grew our network of local suppliers and makes sure every order finds a trusted partner close to the patient.',
  },
  {
    name: 'Grace Okafor, RN',
    role: 'Director of Clinical Operations',
    bio: 'A former NICU nurse who designs our patient onboarding, set-up help and compliance support.',
  },
  {
    name: 'Tomás Rivera',
    role: 'Head of Payer Relations',
    bio: 'Works with insurance plans so patients see their real price up front instead of a surprise bill later.',
  },
  {
    name: 'Mei Chen',
    role: 'Head of Product Design',
    bio: 'Makes sure a tired new parent or a busy clinic can finish an order in minutes, on any device.',
  },
  {
    name: 'Jordan Price',
    role: 'Patient Support Lead',
    bio: 'Leads the team that answers every e-mail and call from patients, caregivers and clinicians.',
  },
];
