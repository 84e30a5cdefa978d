import type { ReactNode } from 'react';
import type { LandingContent } from '../content/landing-content';
import { ClosingCall } from './closing-call';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Testimonials } from './testimonials';
import { WhySection } from './why-section';

interface LandingPageProps {
  content: LandingContent;
  action: { label: string; to: string };
  visual: ReactNode;
  /** Below the hero's buttons: the patient's referral code field. */
  heroExtra?: ReactNode;
}

/** The structure both landing pages share: hero, Why, How It Works, testimonials and a closing call. */
export function LandingPage({ content, action, visual, heroExtra }: LandingPageProps) {
  return (
    <>
      <Hero content={content.hero} action={action} visual={visual} extra={heroExtra} />
      <WhySection content={content.why} />
      <HowItWorks content={content.howItWorks} />
      <Testimonials content={content.testimonials} />
      <ClosingCall content={content.closing} action={action} />
    </>
  );
}
