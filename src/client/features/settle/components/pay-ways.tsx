import { Button, Code, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { formatIban } from '../../../../shared/pay-ids';
import { PAY_WAY_LABELS, type PayOption } from '../../../../shared/pay-links';

/** What a copy button's notice says, as the Venmo and Zelle ones do. */
export const PAY_WAY_COPIED: Record<'upi' | 'pix' | 'bank', string> = {
  upi: 'UPI ID copied to clipboard!',
  pix: 'Pix key copied to clipboard!',
  bank: 'IBAN copied to clipboard!',
};

/** The name of the id a way copies, for the note shown when the clipboard refuses it. */
const COPIED_ID: Record<'upi' | 'pix' | 'bank', string> = { upi: 'UPI ID', pix: 'Pix key', bank: 'IBAN' };

/** 'Copying failed. The Pix key is …': the id to type by hand when the clipboard refuses it. */
export function payWayCopyFailed(option: PayOption): string {
  const way = option.way as keyof typeof COPIED_ID;
  const text = option.way === 'bank' && option.copy ? formatIban(option.copy) : option.copy;
  return `Copying failed. The ${COPIED_ID[way]} is ${text}.`;
}

/**
 * One way to pay: a link opens the service's pay page with the amount filled in (a UPI link opens a UPI app and
 * copies the id too); the others copy the id to paste into a bank app.
 */
export function PayWayButton({ option, onChoose }: { option: PayOption; onChoose: () => void }) {
  const label = PAY_WAY_LABELS[option.way];
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
        {web ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
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
  if (option.way === 'pix') {
    return (
      <Text size="sm" c="dimmed">
        Open your bank app and send {amount} by Pix to the key <Code>{option.copy}</Code>, then press Mark
        Paid.
      </Text>
    );
  }
  if (option.way === 'upi') {
    return (
      <Text size="sm" c="dimmed">
        Open your UPI app and send {amount} to <Code>{option.copy}</Code>, then press Mark Paid.
      </Text>
    );
  }
  if (option.way !== 'bank' || !option.copy) return null;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Send {amount} to {payeeName}, IBAN <Code>{formatIban(option.copy)}</Code>, then press Mark Paid.
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
            title={`EPC QR code: ${amount} to ${payeeName}`}
          />
          <Text component="figcaption" size="sm">
            Scan with your banking app: the transfer of {amount} to {payeeName} comes filled in.
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
