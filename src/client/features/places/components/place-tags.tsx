import { Badge, Group } from '@mantine/core';

/** A place's activity tags as small grey chips. */
export function PlaceTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} size="sm" variant="light" color="gray">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
