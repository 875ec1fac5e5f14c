import { modals, type OpenConfirmModal } from '@mantine/modals';

/**
 * Mantine's confirm dialog, opened once however often its button is pressed. Mantine stacks every dialog it is
 * asked to open: a double click or a double tap opened two, the second still asking once the first was
 * answered, and answering both did the thing twice. A dialog named by its title is opened only if it is not
 * open already.
 *
 * A click on the overlay closes the dialog, unless it is the second click of a double click or tap: when the
 * dialog shows between the two, that click lands on its overlay, and it closed the dialog it had just opened.
 */
export function openConfirm(props: OpenConfirmModal & { title: string }): void {
  const modalId = `confirm:${props.title}`;
  modals.openConfirmModal({
    modalId,
    ...props,
    closeOnClickOutside: false,
    overlayProps: {
      onClick: (event) => {
        if (event.detail < 2) modals.close(modalId);
      },
    },
  });
}
