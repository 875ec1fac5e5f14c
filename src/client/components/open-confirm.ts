import { modals, type OpenConfirmModal } from '@mantine/modals';

/**
 * Mantine's confirm dialog, opened once however often its button is pressed. Mantine stacks every dialog it is
 * asked to open: a double click or a double tap opened two, the second still asking once the first was
 * answered, and answering both did the thing twice. A dialog named by its title is opened only if it is not
 * open already.
 */
export function openConfirm(props: OpenConfirmModal & { title: string }): void {
  modals.openConfirmModal({ modalId: `confirm:${props.title}`, ...props });
}
