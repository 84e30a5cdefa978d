import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/ui/page-frame';
import classes from './public-frame.module.css';
import { PublicTopBar } from './public-top-bar';

/** Top bar, page content and footer of every marketing page. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame header={<PublicTopBar />} mainClassName={classes.main}>
      {children}
    </PageFrame>
  );
}
