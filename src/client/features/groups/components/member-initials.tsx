import { Avatar } from '@mantine/core';

/** Up to five members as 2-letter initials; decorative, since the count is written out beside it. */
export function MemberInitials({ initials }: { initials: string[] }) {
  if (initials.length === 0) return null;
  return (
    <Avatar.Group spacing={6} aria-hidden="true">
      {initials.map((letters, index) => (
        // Initials repeat (two "JS"), and the list has no ids: the position is the identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Avatar key={`${letters}-${index}`} size={30} radius="xl" variant="filled" color="indigo">
          {letters}
        </Avatar>
      ))}
    </Avatar.Group>
  );
}
