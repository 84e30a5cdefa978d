import { createReviewBodySchema } from '@dme/shared/orders/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Input, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/toasts';
import { useCreateReview } from '../api/create-review';
import type { LineItem } from '../order-view';

const reviewFormSchema = createReviewBodySchema.shape.review.pick({ rating: true, body: true });
type ReviewForm = z.infer<typeof reviewFormSchema>;

export const REVIEW_THANKS = 'Thank you for your review!';

/** "Write a Product Review": a rating of 1–5 and a few words, once per shipped item. */
export function ReviewModal({ item, onClose }: { item: LineItem; onClose: () => void }) {
  const create = useCreateReview(item.productId);
  const { register, control, handleSubmit, formState } = useForm<
    z.input<typeof reviewFormSchema>,
    unknown,
    ReviewForm
  >({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: 0, body: '' },
  });
  const submit = handleSubmit((values) =>
    create.mutate(
      { review: { lineItemUuid: item.uuid, ...values } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: REVIEW_THANKS });
          onClose();
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title="Write a Product Review" radius="lg" centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text fw={600}>{item.description}</Text>
          <Controller
            control={control}
            name="rating"
            render={({ field, fieldState }) => (
              <Input.Wrapper label="Rating" withAsterisk error={fieldState.error?.message}>
                <Rating
                  value={field.value}
                  onChange={field.onChange}
                  size="lg"
                  aria-label="Rating"
                  getSymbolLabel={(value) => `${value} of 5 stars`}
                />
              </Input.Wrapper>
            )}
          />
          <Textarea
            {...register('body')}
            label="Review"
            withAsterisk
            autosize
            minRows={4}
            placeholder="What did you like or dislike?"
            error={formState.errors.body?.message}
          />
          {create.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Button type="submit" loading={create.isPending}>
            Submit Review
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
