import { Container, SimpleGrid, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { DesktopAppCard } from '../components/desktop-app-card';
import landing from '../components/landing.module.css';
import { PageHeader } from '../components/page-header';
import { TeamMemberCard } from '../components/team-member-card';
import { teamMembers } from '../content/team-members';

export function TeamPage() {
  useDocumentTitle('Our Team — Carelane');
  return (
    <>
      <PageHeader eyebrow="Our Team" title="The people behind Carelane">
        Clinicians, supply-chain veterans and engineers who believe getting medical equipment should be as
        simple as getting a prescription.
      </PageHeader>
      <section className={landing.section} style={{ paddingTop: 56 }} aria-labelledby="team-title">
        <Container size="lg">
          <Title order={2} id="team-title" className={landing.sectionTitle} mb="xl">
            Leadership team
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {teamMembers.map((member) => (
              <TeamMemberCard key={member.name} member={member} />
            ))}
          </SimpleGrid>
        </Container>
      </section>
      <section className={landing.section} style={{ paddingTop: 0 }} aria-labelledby="desktop-app-title">
        <Container size="lg">
          <DesktopAppCard />
        </Container>
      </section>
    </>
  );
}
