import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/ui/page-frame';
import classes from './patient-frame.module.css';
import { PatientTopBar } from './patient-top-bar';

/** Top bar, an optional banner, the page and the footer of every patient shopping page. */
export function PatientFrame({ banner, children }: { banner?: ReactNode; children: ReactNode }) {
  return (
    <PageFrame
      header={
        <>
          <PatientTopBar />
          {banner}
        </>
      }
      mainClassName={classes.main}
    >
      <Container size="lg">{children}</Container>
    </PageFrame>
  );
}
