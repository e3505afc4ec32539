import { Group, SimpleGrid, Skeleton, Stack } from "@mantine/core";

/** Placeholder while a studio page's code or first data arrives. */
export function PageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading">
      <Group justify="space-between">
        <Skeleton h={32} w={220} />
        <Skeleton h={36} w={140} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h={110} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={320} radius="md" />
    </Stack>
  );
}
