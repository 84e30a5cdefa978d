import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import type { Testimonial } from '../content/landing-content';
import classes from './testimonials.module.css';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Paper component="figure" withBorder radius="lg" p={{ base: 'lg', sm: 40 }} m={0} h="100%">
      <Stack gap="lg">
        <IconQuote size={36} color="var(--mantine-color-brand-9)" aria-hidden="true" />
        <blockquote className={classes.quote}>{testimonial.quote}</blockquote>
        <Group component="figcaption" gap="sm">
          <Avatar name={testimonial.name} color="brand" variant="filled" radius="xl" size="md" />
          <div>
            <Text fw={700}>{testimonial.name}</Text>
            <Text fz="sm" c="gray.7">
              {testimonial.detail}
            </Text>
          </div>
        </Group>
      </Stack>
    </Paper>
  );
}
