import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/ui/page-frame';
import { HydrationSlice } from '../../../lib/hydration-slices';
import classes from './public-frame.module.css';
import { PublicTopBar } from './public-top-bar';

/** Top bar, page content and footer of every marketing page. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      header={
        // Its <header> hydrates in a task of its own on a pre-rendered page (lib/hydration-slices.tsx).
        <HydrationSlice>
          <PublicTopBar />
        </HydrationSlice>
      }
      mainClassName={classes.main}
    >
      {children}
    </PageFrame>
  );
}
