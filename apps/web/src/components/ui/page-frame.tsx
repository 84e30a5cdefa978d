import type { ReactNode } from 'react';
import classes from './page-frame.module.css';
import { SiteFooter } from './site-footer';

const MAIN_ID = 'main-content';

interface PageFrameProps {
  /** The top bar and anything shown between it and the page. */
  header: ReactNode;
  /** How this frame sizes and paints its main area. */
  mainClassName?: string;
  children: ReactNode;
}

/** A skip link, the header, the focusable main area and the footer shared by the site's frames. */
export function PageFrame({ header, mainClassName, children }: PageFrameProps) {
  return (
    <>
      <a href={`#${MAIN_ID}`} className={classes.skip}>
        Skip to main content
      </a>
      {header}
      <main id={MAIN_ID} tabIndex={-1} className={[classes.main, mainClassName].filter(Boolean).join(' ')}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
