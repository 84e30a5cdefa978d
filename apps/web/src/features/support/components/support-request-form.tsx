import { type SupportRequestInput, supportRequestSchema } from '@dme/shared/support/support-request';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useCreateSupportRequest } from '../api/create-support-request';

interface SupportRequestFormProps {
  defaultValues: SupportRequestInput;
  onSent: (message: string) => void;
  onCancel: () => void;
}

/** The support request of the help widget; the server e-mails it to the support desk. */
export function SupportRequestForm({ defaultValues, onSent, onCancel }: SupportRequestFormProps) {
  const mutation = useCreateSupportRequest();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SupportRequestInput>({ resolver: zodResolver(supportRequestSchema), defaultValues });

  const submit = handleSubmit((values) =>
    mutation.mutate(values, { onSuccess: (reply) => onSent(reply.message) }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {mutation.error && (
          <Alert color="red" role="alert">
            {mutation.error.message}
          </Alert>
        )}
        <TextInput
          label="Name"
          autoComplete="name"
          withAsterisk
          {...register('name')}
          error={errors.name?.message}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...register('email')}
          error={errors.email?.message}
        />
        <TextInput label="Subject" withAsterisk {...register('subject')} error={errors.subject?.message} />
        <Textarea
          label="Description"
          description="Please don't include card numbers or passwords."
          autosize
          minRows={4}
          maxRows={10}
          withAsterisk
          {...register('description')}
          error={errors.description?.message}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
