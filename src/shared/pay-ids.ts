import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils/get-pix-key-info';
import { electronicFormatIBAN, friendlyFormatIBAN, ValidationErrorsIBAN, validateIBAN } from 'ibantools';
import { z } from 'zod';
import { defineMessages, englishOf } from './i18n/define';

/** What the profile form says about the ways to pay beyond Venmo and Zelle. */
export const payIdText = defineMessages({
  paypalMeInvalid: {
    id: 'payIds.paypalMeInvalid',
    defaultMessage: 'Enter a PayPal.me name: up to 20 letters and numbers',
  },
  revolutInvalid: {
    id: 'payIds.revolutInvalid',
    defaultMessage: 'Enter a Revolut username: 3 to 32 letters, numbers, dots, - or _',
  },
  cashtagInvalid: {
    id: 'payIds.cashtagInvalid',
    defaultMessage: 'Enter a Cash App $cashtag: up to 20 letters, numbers, - or _, with at least one letter',
  },
  upiInvalid: { id: 'payIds.upiInvalid', defaultMessage: 'Enter a UPI ID such as name@bank' },
  pixInvalid: {
    id: 'payIds.pixInvalid',
    defaultMessage: 'Enter a Pix key: a CPF or CNPJ, an e-mail, a +55 mobile number or a random key',
  },
  ibanInvalid: {
    id: 'payIds.ibanInvalid',
    defaultMessage:
      'Enter an IBAN: a country code, 2 check digits and the account number, e.g. DE89 3704 0044 0532 0130 00',
  },
  ibanChecksum: {
    id: 'payIds.ibanChecksum',
    defaultMessage: 'This IBAN does not add up: check each character against your bank statement',
  },
  ibanRequired: { id: 'payIds.ibanRequired', defaultMessage: 'Enter the IBAN of this account' },
  bankHolderRequired: {
    id: 'payIds.bankHolderRequired',
    defaultMessage: 'Enter the name of the account holder',
  },
  bankHolderTooLong: {
    id: 'payIds.bankHolderTooLong',
    defaultMessage: 'The account holder’s name is too long (70 characters at most)',
  },
});

/** The same texts in English: the API's error messages and the schema's. */
export const payIdMessages = englishOf(payIdText);

/** An address pasted whole (paypal.me/name, https://revolut.me/name) is read as the name it ends with. */
function withoutAddress(text: string, host: string): string {
  const prefix = new RegExp(`^(?:https?://)?(?:www\\.)?${host.replace('.', '\\.')}/`, 'i');
  return text.trim().replace(prefix, '').replace(/\/+$/, '');
}

/** A PayPal.me name: 1–20 letters and digits, kept as typed (PayPal ignores case). */
export function normalizePaypalMe(text: string): string | null {
  const name = withoutAddress(text, 'paypal.me').replace(/^@/, '');
  return /^[A-Za-z0-9]{1,20}$/.test(name) ? name : null;
}

/** A Revolut username (Revtag) without its @: 3–32 letters, digits, dots, hyphens and underscores. */
export function normalizeRevolutUsername(text: string): string | null {
  const name = withoutAddress(text, 'revolut.me').replace(/^@/, '');
  return /^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$/.test(name) ? name : null;
}

/** A Cash App $cashtag without its $: up to 20 letters, digits, hyphens and underscores, one letter at least. */
export function normalizeCashtag(text: string): string | null {
  const tag = withoutAddress(text, 'cash.app').replace(/^\$/, '');
  return /^[A-Za-z0-9_-]{1,20}$/.test(tag) && /[A-Za-z]/.test(tag) ? tag : null;
}

/** A UPI id (virtual payment address) such as name@bank, in lower case as UPI apps show it. */
export function normalizeUpiId(text: string): string | null {
  const id = text.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/.test(id) ? id : null;
}

/**
 * A Pix key in the form the Central Bank's directory keeps it: a CPF or CNPJ (check digits verified, no
 * mask), an e-mail (lower case), a mobile number as +55…, or a random key (a UUID).
 */
export function normalizePixKey(text: string): string | null {
  return getPixKeyInfo(text.trim())?.value ?? null;
}

/** An IBAN as stored and paid to: upper case, no spaces; null unless its country format and mod-97 check hold. */
export function normalizeIban(text: string): string | null {
  const iban = electronicFormatIBAN(text.trim());
  return iban && validateIBAN(iban).valid ? iban : null;
}

/** Why an IBAN is refused: a wrong check (a mistyped character) is told apart from a wrong shape. */
function ibanRefusal(text: string): string {
  const { errorCodes } = validateIBAN(electronicFormatIBAN(text.trim()) ?? '');
  const checks = [
    ValidationErrorsIBAN.WrongIBANChecksum,
    ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
  ];
  const mistyped = errorCodes.length > 0 && errorCodes.every((code) => checks.includes(code));
  return mistyped ? payIdMessages.ibanChecksum : payIdMessages.ibanInvalid;
}

/** An IBAN in groups of four, as people read it aloud or copy it into a bank form. */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}

/**
 * An optional payment id in a profile change: absent keeps the stored one, blank or null clears it, anything
 * else must normalize or it is refused with the message (which may depend on the text).
 */
export const optionalPayId = (
  normalize: (text: string) => string | null,
  message: string | ((text: string) => string),
) =>
  z
    .string()
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || !value.trim())
        return value === undefined ? undefined : null;
      const normalized = normalize(value);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: typeof message === 'string' ? message : message(value) });
        return z.NEVER;
      }
      return normalized;
    });

/** The account holder's name as an EPC transfer carries it: 1–70 characters. */
const bankHolder = (text: string) => {
  const name = text.trim().replace(/\s+/g, ' ');
  return name.length <= 70 ? name : null;
};

/** The profile fields of the ways to pay beyond Venmo and Zelle, each optional. */
export const payIdFields = {
  paypalMe: optionalPayId(normalizePaypalMe, payIdMessages.paypalMeInvalid),
  revolutUsername: optionalPayId(normalizeRevolutUsername, payIdMessages.revolutInvalid),
  cashtag: optionalPayId(normalizeCashtag, payIdMessages.cashtagInvalid),
  upiId: optionalPayId(normalizeUpiId, payIdMessages.upiInvalid),
  pixKey: optionalPayId(normalizePixKey, payIdMessages.pixInvalid),
  bankHolder: optionalPayId(bankHolder, payIdMessages.bankHolderTooLong),
  iban: optionalPayId(normalizeIban, ibanRefusal),
};

/**
 * A bank account is a holder and an IBAN together: an IBAN is saved only with its holder's name, a holder is
 * not named while the IBAN is removed, and the holder is not removed while an IBAN stays.
 */
export function checkBankAccountPair(
  change: { bankHolder?: string | null; iban?: string | null },
  ctx: z.RefinementCtx,
) {
  const { bankHolder: holder, iban } = change;
  if ((typeof iban === 'string' && typeof holder !== 'string') || (holder === null && iban === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['bankHolder'], message: payIdMessages.bankHolderRequired });
  }
  if (typeof holder === 'string' && iban === null) {
    ctx.addIssue({ code: 'custom', path: ['iban'], message: payIdMessages.ibanRequired });
  }
}
