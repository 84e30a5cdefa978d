import { Box, Container, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { LegalDocument } from '../content/legal-document';
import landing from './landing.module.css';
import classes from './legal-page.module.css';
import { PageHeader } from './page-header';

const anchorOf = (index: number) => `section-${index + 1}`;

/** A legal document: the header band, a table of contents on wide screens, then numbered sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  useDocumentTitle(`${document.title} — Carelane`);
  return (
    <>
      <PageHeader eyebrow={`Last updated ${document.updated}`} title={document.title}>
        {document.summary}
      </PageHeader>
      <Container size="lg" className={landing.section} pt={56}>
        <div className={classes.layout}>
          <Box visibleFrom="md">
            <nav aria-label="On this page" className={classes.toc}>
              <Text fw={700} fz="sm" mb="sm">
                On this page
              </Text>
              {document.sections.map((section, index) => (
                <a key={section.heading} href={`#${anchorOf(index)}`} className={classes.tocLink}>
                  {section.heading}
                </a>
              ))}
            </nav>
          </Box>
          <Stack gap={40} maw={760}>
            {document.sections.map((section, index) => (
              <section key={section.heading} id={anchorOf(index)} className={classes.part}>
                <Title order={2} fz="h3" mb="sm">
                  {index + 1}. {section.heading}
                </Title>
                <Stack gap="sm">
                  {section.paragraphs.map((paragraph) => (
                    <Text key={paragraph} c="gray.8" lh={1.7}>
                      {paragraph}
                    </Text>
                  ))}
                  {section.items && (
                    <List spacing="xs" c="gray.8" lh={1.7}>
                      {section.items.map((item) => (
                        <List.Item key={item}>{item}</List.Item>
                      ))}
                    </List>
                  )}
                </Stack>
              </section>
            ))}
          </Stack>
        </div>
      </Container>
    </>
  );
}
