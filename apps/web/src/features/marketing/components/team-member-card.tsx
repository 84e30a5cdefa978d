import { Avatar, Paper, Stack, Text, Title } from '@mantine/core';
import type { TeamMember } from '../content/team-members';
import landing from './landing.module.css';
import classes from './team-member-card.module.css';

const AVATAR_COLORS = ['brand', 'indigo', 'grape', 'teal', 'blue', 'violet', 'pink', 'cyan'];

export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <Paper component="article" withBorder radius="lg" p="xl" className={`${landing.card} ${classes.member}`}>
      <Avatar
        name={member.name.replace(/,.*$/, '')}
        color="initials"
        allowedInitialsColors={AVATAR_COLORS}
        variant="filled"
        radius="xl"
        className={classes.avatar}
      />
      <Stack gap="xs">
        <div>
          <Title order={3} fz="lg">
            {member.name}
          </Title>
          <Text fz="sm" fw={600} c="brand.9">
            {member.role}
          </Text>
        </div>
        <Text fz="sm" c="gray.7">
          {member.bio}
        </Text>
      </Stack>
    </Paper>
  );
}
