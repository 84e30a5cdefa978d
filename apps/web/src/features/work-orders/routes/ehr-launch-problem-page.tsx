import { EHR_LAUNCH_PROBLEM_PARAM, EHR_LAUNCH_PROBLEMS, type EhrLaunchProblem } from '@dme/shared/ehr/launch';
import { Alert, Container, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { LinkButton } from '../../../components/ui/link-button';

const isProblem = (value: string | null): value is EhrLaunchProblem =>
  value !== null && Object.hasOwn(EHR_LAUNCH_PROBLEMS, value);

/** /ehr_launch?problem=…: why a launch from an EHR did not open the work order form, and what to do. */
export function EhrLaunchProblemPage() {
  useDocumentTitle('Opening Carelane from your EHR | Carelane');
  const [params] = useSearchParams();
  const problem = params.get(EHR_LAUNCH_PROBLEM_PARAM);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Carelane could not open this order</Title>
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {isProblem(problem) ? EHR_LAUNCH_PROBLEMS[problem] : EHR_LAUNCH_PROBLEMS.ehr_error}
        </Alert>
        {problem === 'no_account' && (
          <LinkButton to={paths.providerSignUp} variant="light" w="fit-content">
            Sign up as a provider
          </LinkButton>
        )}
      </Stack>
    </Container>
  );
}
