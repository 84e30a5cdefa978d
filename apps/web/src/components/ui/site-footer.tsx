import { Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { webEnv } from '../../lib/env';
import { Logo } from './logo';
import classes from './site-footer.module.css';

const columns = [
  {
    heading: 'Company',
    links: [
      { label: 'About', to: paths.home },
      { label: 'For Providers', to: paths.providers },
      { label: 'Our Team', to: paths.team },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms of Service', to: paths.terms },
    ],
  },
];

/** The footer of public pages: site links, the support e-mail and the legal links (spec §2). */
export function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="xl">
          <Stack gap="sm">
            <Logo inverted />
            <Text fz="sm" maw={260}>
              Insurance-covered medical equipment, prescribed by your clinician and delivered by a local
              supplier.
            </Text>
          </Stack>
          {columns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className={classes.heading}>{column.heading}</h2>
              <ul className={classes.list}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={classes.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div>
            <h2 className={classes.heading}>Support</h2>
            <ul className={classes.list}>
              <li>
                <a href={`mailto:${webEnv.supportEmail}`} className={classes.link}>
                  {webEnv.supportEmail}
                </a>
              </li>
              <li>
                <Text component="span" fz="sm">
                  Monday–Friday, 8 am–8 pm ET
                </Text>
              </li>
            </ul>
          </div>
        </SimpleGrid>
        <Group justify="space-between" gap="sm" className={classes.bottom}>
          <span>© {new Date().getFullYear()} Carelane, Inc. All rights reserved.</span>
          <span>Carelane does not provide medical advice. Coverage depends on your insurance plan.</span>
        </Group>
      </Container>
    </Box>
  );
}
