import { Button, Code, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { formatIban } from '../../../shared/pay-ids';
import type { PayOption } from '../../../shared/pay-links';
import { payWayMessages } from './debt-messages';
import { useMethodLabel } from './method-labels';

type CopyWay = 'upi' | 'pix' | 'bank';

/** What a copy button's notice says, as the Venmo and Zelle ones do. */
export const PAY_WAY_COPIED = {
  upi: payWayMessages.upiCopied,
  pix: payWayMessages.pixCopied,
  bank: payWayMessages.bankCopied,
} as const satisfies Record<CopyWay, unknown>;

/** The note shown when the clipboard refuses a way's id, naming it. */
const COPY_FAILED = {
  upi: payWayMessages.upiCopyFailed,
  pix: payWayMessages.pixCopyFailed,
  bank: payWayMessages.bankCopyFailed,
} as const satisfies Record<CopyWay, unknown>;

/** 'Copying failed. The Pix key is …': the id to type by hand when the clipboard refuses it. */
export function payWayCopyFailed(option: PayOption, intl: IntlShape): string {
  const way = option.way as CopyWay;
  const id = option.way === 'bank' && option.copy ? formatIban(option.copy) : (option.copy ?? '');
  return intl.formatMessage(COPY_FAILED[way], { id });
}

/** ' (opens in a new tab)' after a pay link's name, for screen readers. */
export function OpensInNewTab() {
  return (
    <VisuallyHidden>
      {' '}
      <FormattedMessage {...payWayMessages.opensInNewTab} />
    </VisuallyHidden>
  );
}

/**
 * One way to pay: a link opens the service's pay page with the amount filled in (a UPI link opens a UPI app and
 * copies the id too); the others copy the id to paste into a bank app.
 */
export function PayWayButton({ option, onChoose }: { option: PayOption; onChoose: () => void }) {
  const label = useMethodLabel()(option.way);
  if (option.href) {
    // A web pay page opens beside Turnout; upi:// hands over to an app.
    const web = option.href.startsWith('https:');
    return (
      <Button
        component="a"
        href={option.href}
        {...(web && { target: '_blank', rel: 'noopener noreferrer' })}
        variant="default"
        rightSection={<IconExternalLink size={16} aria-hidden="true" />}
        onClick={onChoose}
      >
        {label}
        {web ? <OpensInNewTab /> : null}
      </Button>
    );
  }
  return (
    <Button variant="default" rightSection={<IconCopy size={16} aria-hidden="true" />} onClick={onChoose}>
      {label}
    </Button>
  );
}

interface PayWayDetailsProps {
  option: PayOption;
  /** The debt as the viewer reads it, e.g. '€12.50'. */
  amount: string;
  payeeName: string;
}

/**
 * After choosing a way that is not a pay page: where to send how much, then Mark Paid; for a euro debt to a SEPA
 * IBAN, the EPC QR code a banking app scans with the amount and reference filled in.
 */
export function PayWayDetails({ option, amount, payeeName }: PayWayDetailsProps) {
  const intl = useIntl();
  if (option.way === 'pix') {
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage {...payWayMessages.pixHint} values={{ amount, key: <Code>{option.copy}</Code> }} />
      </Text>
    );
  }
  if (option.way === 'upi') {
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage {...payWayMessages.upiHint} values={{ amount, id: <Code>{option.copy}</Code> }} />
      </Text>
    );
  }
  if (option.way !== 'bank' || !option.copy) return null;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <FormattedMessage
          {...payWayMessages.bankHint}
          values={{ amount, name: payeeName, iban: <Code>{formatIban(option.copy)}</Code> }}
        />
      </Text>
      {option.epcQr ? (
        <Group component="figure" m={0} gap="sm" wrap="nowrap" align="center">
          <QRCodeSVG
            value={option.epcQr}
            level="M"
            size={160}
            marginSize={2}
            role="img"
            // A banking app reads a code this size from a phone screen; the caption wraps beside it instead.
            style={{ flexShrink: 0 }}
            title={intl.formatMessage(payWayMessages.epcQrTitle, { amount, name: payeeName })}
          />
          <Text component="figcaption" size="sm">
            <FormattedMessage {...payWayMessages.epcQrCaption} values={{ amount, name: payeeName }} />
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
