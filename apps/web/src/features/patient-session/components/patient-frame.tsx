import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteFooter } from '../../../components/ui/site-footer';
import classes from './patient-frame.module.css';
import { PatientTopBar } from './patient-top-bar';

const MAIN_ID = 'main-content';

/** Top bar, an optional banner, the page and the footer of every patient shopping page. */
export function PatientFrame({ banner, children }: { banner?: ReactNode; children: ReactNode }) {
  return (
    <>
      <a href={`#${MAIN_ID}`} className={classes.skip}>
        Skip to main content
      </a>
      <PatientTopBar />
      {banner}
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Container size="lg">{children}</Container>
      </main>
      <SiteFooter />
    </>
  );
}
