/**
 * The EPC QR code ('SEPA' or 'GiroCode', EPC069-12 version 002): a credit transfer in euros that a banking app
 * fills in from a scan. Pure text; the client draws it as a QR code with error correction M, as the standard
 * asks.
 */

/** The largest amount the standard allows, in cents (999,999,999.99 euros). */
const MAX_EPC_CENTS = 99_999_999_999;
/** The standard's limits on a payload and its fields. */
const MAX_PAYLOAD_BYTES = 331;
const MAX_NAME = 70;
const MAX_TEXT = 140;

export interface EpcTransfer {
  /** The beneficiary's name (1–70 characters). */
  name: string;
  /** The beneficiary's IBAN, electronic format (no spaces). */
  iban: string;
  /** Euro cents, 1 to 99,999,999,999. */
  amountCents: number;
  /**
   * Free text the payee sees with the payment (unstructured remittance information); cut to 140 characters,
   * and shorter if the payload would pass 331 bytes.
   */
  reference: string;
  /** Optional since version 002 inside the EEA. */
  bic?: string;
}

/** Cents as the standard writes an amount: 'EUR' and the euros with a point and two decimals, e.g. EUR12.50. */
export function epcAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > MAX_EPC_CENTS) {
    throw new RangeError('an EPC transfer carries 0.01 to 999999999.99 euros');
  }
  const euros = Math.floor(amountCents / 100);
  return `EUR${euros}.${String(amountCents % 100).padStart(2, '0')}`;
}

/**
 * The payload's elements, one per line (LF), trailing empty ones left out: service tag, version,
 * character set (1 = UTF-8), identification (SCT), BIC, name, IBAN, amount, purpose, structured reference,
 * unstructured text. Throws when a field is outside the standard's limits.
 */
export function epcQrPayload(transfer: EpcTransfer): string {
  const name = transfer.name.trim().replace(/\s+/g, ' ');
  if (!name || [...name].length > MAX_NAME) throw new RangeError('an EPC name has 1 to 70 characters');
  let reference = [...transfer.reference.replace(/\s+/g, ' ').trim()].slice(0, MAX_TEXT);
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    transfer.bic ?? '',
    name,
    transfer.iban,
    epcAmount(transfer.amountCents),
    '',
    '',
  ];
  // The text gives way to the byte limit (characters beyond ASCII take several bytes); the rest may not.
  const bytes = (text: string) => new TextEncoder().encode(text).length;
  while (reference.length > 0 && bytes([...lines, reference.join('')].join('\n')) > MAX_PAYLOAD_BYTES) {
    reference = reference.slice(0, -1);
  }
  lines.push(reference.join('').trim());
  while (lines.at(-1) === '') lines.pop();
  const payload = lines.join('\n');
  if (bytes(payload) > MAX_PAYLOAD_BYTES) throw new RangeError('an EPC payload has at most 331 bytes');
  return payload;
}
