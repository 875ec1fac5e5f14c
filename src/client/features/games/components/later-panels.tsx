import { Paper, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

function Placeholder({ id, title, note }: { id: string; title: string; note: string }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <IconTools size={18} aria-hidden="true" />
        {note}
      </Text>
    </Paper>
  );
}

/** The game's expenses and photo gallery are built by later issues; until then the page says so. */
export function LaterPanels() {
  return (
    <>
      <Placeholder id="expenses-heading" title="Expenses" note="Expenses for this game are coming soon." />
      <Placeholder id="photos-heading" title="Photos" note="Photos for this game are coming soon." />
    </>
  );
}
