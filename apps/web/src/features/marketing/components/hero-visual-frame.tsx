import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './hero-visual.module.css';

interface HeroVisualFrameProps {
  /** The text of the chip over the card's top corner. */
  topChip: string;
  /** The icon and text of the chip under the card's bottom corner. */
  bottomChip: ReactNode;
  children: ReactNode;
}

/** The glowing stage, floating card and two chips that both hero illustrations share. */
export function HeroVisualFrame({ topChip, bottomChip, children }: HeroVisualFrameProps) {
  return (
    <div className={classes.stage} aria-hidden="true">
      <div className={classes.glow} />
      <Paper radius="lg" p="xl" className={classes.card}>
        <Stack gap="lg">{children}</Stack>
      </Paper>
      <div className={`${classes.chip} ${classes.chipTop}`}>{topChip}</div>
      <Group gap={8} wrap="nowrap" className={`${classes.chip} ${classes.chipBottom}`}>
        {bottomChip}
      </Group>
    </div>
  );
}
