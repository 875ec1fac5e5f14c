import { Avatar } from '@mantine/core';

/** Initials of the people going; decorative, since the count is written out beside them. */
export function GoingInitials({ initials }: { initials: string[] }) {
  if (initials.length === 0) return null;
  const shown = initials.slice(0, 5);
  const more = initials.length - shown.length;
  return (
    <Avatar.Group spacing={6} aria-hidden="true">
      {shown.map((letters, index) => (
        // Initials repeat (two "JS") and carry no ids: the position is the identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Avatar key={`${letters}-${index}`} size={30} radius="xl" variant="filled" color="indigo">
          {letters}
        </Avatar>
      ))}
      {more > 0 ? (
        <Avatar size={30} radius="xl" variant="filled" color="gray">
          +{more}
        </Avatar>
      ) : null}
    </Avatar.Group>
  );
}
