import type { ReactNode } from 'react';
import { SiteFooter } from '../../../components/ui/site-footer';
import classes from './public-frame.module.css';
import { PublicTopBar } from './public-top-bar';

const MAIN_ID = 'main-content';

/** Top bar, page content and footer of every marketing page. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a href={`#${MAIN_ID}`} className={classes.skip}>
        Skip to main content
      </a>
      <PublicTopBar />
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
