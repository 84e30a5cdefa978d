import { Divider, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import { useProductReviews } from '../api/product-reviews';

/** The product page's reviews: the average of shipped-item reviews and the latest ones. */
export function ProductReviews({ productUuid }: { productUuid: string }) {
  const reviews = useProductReviews(productUuid).data;
  if (!reviews) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="reviews">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} id="reviews" fz="xl">
            Reviews
          </Title>
          {reviews.average !== null && (
            <Group gap="xs">
              <Rating value={reviews.average} fractions={10} readOnly aria-hidden />
              <Text fw={700}>
                {reviews.average.toFixed(1)} out of 5 ({reviews.count}{' '}
                {reviews.count === 1 ? 'review' : 'reviews'})
              </Text>
            </Group>
          )}
        </Group>
        {reviews.reviews.length === 0 ? (
          <Text c="gray.7">No reviews yet.</Text>
        ) : (
          <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {reviews.reviews.map((review, index) => (
              <Stack component="li" key={review.uuid} gap={4}>
                {index > 0 && <Divider mb="sm" />}
                <Group gap="xs">
                  <Rating
                    value={review.rating}
                    readOnly
                    size="sm"
                    aria-label={`${review.rating} of 5 stars`}
                  />
                  <Text fz="sm" fw={600}>
                    {review.authorName}
                  </Text>
                  <Text fz="sm" c="gray.7">
                    {formatDate(review.createdAt)}
                  </Text>
                </Group>
                <Text style={{ whiteSpace: 'pre-line' }}>{review.body}</Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
