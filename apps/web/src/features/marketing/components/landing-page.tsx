import type { ReactNode } from 'react';
import { HydrationSlice } from '../../../lib/hydration-slices';
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
}

/** The structure both landing pages share: hero, Why, How It Works, testimonials and a closing call. */
export function LandingPage({ content, action, visual }: LandingPageProps) {
  return (
    <>
      {/* Each hydrated in a task of its own when pre-rendered (lib/hydration-slices.tsx). */}
      <HydrationSlice>
        <Hero content={content.hero} action={action} visual={visual} />
      </HydrationSlice>
      <HydrationSlice>
        <WhySection content={content.why} />
      </HydrationSlice>
      <HydrationSlice>
        <HowItWorks content={content.howItWorks} />
      </HydrationSlice>
      <HydrationSlice>
        <Testimonials content={content.testimonials} />
      </HydrationSlice>
      <HydrationSlice>
        <ClosingCall content={content.closing} action={action} />
      </HydrationSlice>
    </>
  );
}
