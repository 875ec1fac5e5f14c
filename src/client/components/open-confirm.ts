import { type ModalSettings, modals, type OpenConfirmModal } from '@mantine/modals';
import { whenModalsReady } from './modals-ready';

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
  void whenModalsReady().then(() =>
    modals.openConfirmModal({
      modalId,
      ...props,
      closeOnClickOutside: false,
      overlayProps: {
        onClick: (event) => {
          if (event.detail < 2) modals.close(modalId);
        },
      },
    }),
  );
}

/** Mantine's plain dialog, once its modals listen; name it (`modalId`) so a double click opens it once. */
export function openModal(props: ModalSettings & { modalId: string }): void {
  void whenModalsReady().then(() => modals.open(props));
}
