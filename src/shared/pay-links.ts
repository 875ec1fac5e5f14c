import { isSEPACountry } from 'ibantools';
import { epcQrPayload } from './epc-qr';
import { PAYMENT_METHOD_LABELS } from './expenses';
import { minorToDecimalText } from './money';

/** The ways to pay that Settle Up can offer, in the order it offers them. */
export const PAY_WAYS = ['venmo', 'zelle', 'paypal', 'revolut', 'cashapp', 'upi', 'pix', 'bank'] as const;
export type PayWay = (typeof PAY_WAYS)[number];

/** Each way's name on its button, as the 'Payment method' select names it. */
export const PAY_WAY_LABELS: Record<PayWay, string> = PAYMENT_METHOD_LABELS;

const codes = (list: string) => list.split(' ');

/**
 * The currencies each way can carry: a way is offered for a debt only in one of them. Venmo, Zelle and
 * Cash App move US dollars, UPI rupees, Pix reais. PayPal lists the currencies its personal payments take,
 * less those it writes without the decimals ISO 4217 gives them (HUF, TWD), so no amount is ever rounded.
 * A bank account (IBAN) takes any currency its bank converts; its EPC QR code carries euros only.
 */
export const PAY_WAY_CURRENCIES: Record<PayWay, readonly string[] | 'any'> = {
  venmo: ['USD'],
  zelle: ['USD'],
  paypal: codes('AUD BRL CAD CHF CZK DKK EUR GBP HKD ILS JPY MXN MYR NOK NZD PHP PLN SEK SGD THB USD'),
  revolut: codes(
    'AED AUD BGN CAD CHF CZK DKK EUR GBP HKD HUF ILS JPY MXN NOK NZD PLN QAR RON SAR SEK SGD THB TRY USD ZAR',
  ),
  cashapp: ['USD'],
  upi: ['INR'],
  pix: ['BRL'],
  bank: 'any',
};

export const EPC_QR_CURRENCY = 'EUR';

/** Whether a way to pay can carry an amount in the currency (an ISO 4217 code). */
export function carries(way: PayWay, currency: string): boolean {
  const currencies = PAY_WAY_CURRENCIES[way];
  return currencies === 'any' || currencies.includes(currency);
}

/**
 * An amount as the plain decimal text a pay link carries, e.g. 1250 USD → "12.50", 1000 JPY → "1000": exact
 * digits, no floating point; a link never asks for less than nothing or a fraction of a minor unit.
 */
export function payAmountText(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new RangeError('amount must be minor units');
  return minorToDecimalText(amountMinor, currency);
}

/** PayPal.me with the amount and currency filled in: https://paypal.me/<name>/<amount><CUR>. */
export function paypalMeUrl(name: string, amountMinor: number, currency: string): string {
  return `https://paypal.me/${encodeURIComponent(name)}/${payAmountText(amountMinor, currency)}${currency}`;
}

/** Revolut's pay page; its amount is in minor units (cents), as Revolut's own links write it. */
export function revolutMeUrl(username: string, amountMinor: number, currency: string): string {
  // Refused as the other links refuse it, though Revolut takes the minor units themselves.
  payAmountText(amountMinor, currency);
  const query = new URLSearchParams({ amount: String(amountMinor), currency });
  return `https://revolut.me/${encodeURIComponent(username)}?${query}`;
}

/** Cash App's pay page with the dollars filled in: https://cash.app/$<tag>/<amount>. */
export function cashAppUrl(cashtag: string, amountCents: number): string {
  return `https://cash.app/$${encodeURIComponent(cashtag)}/${payAmountText(amountCents, 'USD')}`;
}

/** Percent-encoding for a upi:// query value; the @ of an address stays readable, as UPI apps expect. */
const upiValue = (text: string) => encodeURIComponent(text).replace(/%40/g, '@');

/** A UPI payment intent in rupees: a phone opens it in a UPI app with payee, amount and note filled in. */
export function upiPayUrl(upiId: string, payeeName: string, amountPaise: number, note: string): string {
  const params: [string, string][] = [
    ['pa', upiId],
    ['pn', payeeName],
    ['am', payAmountText(amountPaise, 'INR')],
    ['cu', 'INR'],
    ['tn', note],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${upiValue(value)}`).join('&')}`;
}

/** The ways to pay beyond Venmo and Zelle that a person keeps in their profile, each null when not set. */
export interface PayAccounts {
  paypalMe: string | null;
  revolutUsername: string | null;
  cashtag: string | null;
  upiId: string | null;
  pixKey: string | null;
  bankHolder: string | null;
  iban: string | null;
}

/** Which way each account is. */
const ACCOUNT_WAY: Record<keyof PayAccounts, PayWay> = {
  paypalMe: 'paypal',
  revolutUsername: 'revolut',
  cashtag: 'cashapp',
  upiId: 'upi',
  pixKey: 'pix',
  bankHolder: 'bank',
  iban: 'bank',
};

/** The payee's accounts that can carry the currency, the others null: all a debtor in it is shown of them. */
export function accountsCarrying(accounts: PayAccounts, currency: string): PayAccounts {
  const kept = Object.entries(accounts).map(([field, value]) => [
    field,
    carries(ACCOUNT_WAY[field as keyof PayAccounts], currency) ? value : null,
  ]);
  return Object.fromEntries(kept) as unknown as PayAccounts;
}

/** One way to pay a debt: a link to open, a text to copy, or both; for a bank account maybe an EPC QR code. */
export interface PayOption {
  way: Exclude<PayWay, 'venmo' | 'zelle'>;
  href?: string;
  copy?: string;
  epcQr?: string;
}

export interface DebtToPay {
  amountMinor: number;
  currency: string;
  /** Who is paid, as the pay pages and the transfer show it. */
  payeeName: string;
  /** What the payment says, e.g. 'Turnout: Sam Lee'. */
  reference: string;
}

/**
 * The EPC QR payload for a euro debt to an IBAN of a SEPA country; none when the transfer is outside what the
 * standard allows (a name whose characters take more bytes than a payload holds), so the IBAN is copied instead.
 */
function epcQrFor(name: string, iban: string, debt: DebtToPay): string | undefined {
  if (!isSEPACountry(iban.slice(0, 2))) return undefined;
  try {
    return epcQrPayload({ name, iban, amountCents: debt.amountMinor, reference: debt.reference });
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * The ways the payee has set that can carry the debt's currency, each with the amount filled in where the
 * service takes one. Invariant: no option is offered in a currency its way cannot carry.
 */
export function payOptions(accounts: PayAccounts, debt: DebtToPay): PayOption[] {
  const { amountMinor, currency } = debt;
  const options: PayOption[] = [];
  if (accounts.paypalMe && carries('paypal', currency)) {
    options.push({ way: 'paypal', href: paypalMeUrl(accounts.paypalMe, amountMinor, currency) });
  }
  if (accounts.revolutUsername && carries('revolut', currency)) {
    options.push({ way: 'revolut', href: revolutMeUrl(accounts.revolutUsername, amountMinor, currency) });
  }
  if (accounts.cashtag && carries('cashapp', currency)) {
    options.push({ way: 'cashapp', href: cashAppUrl(accounts.cashtag, amountMinor) });
  }
  if (accounts.upiId && carries('upi', currency)) {
    const href = upiPayUrl(accounts.upiId, debt.payeeName, amountMinor, debt.reference);
    options.push({ way: 'upi', href, copy: accounts.upiId });
  }
  if (accounts.pixKey && carries('pix', currency)) {
    options.push({ way: 'pix', copy: accounts.pixKey });
  }
  if (accounts.iban && accounts.bankHolder && carries('bank', currency)) {
    const epcQr =
      currency === EPC_QR_CURRENCY ? epcQrFor(accounts.bankHolder, accounts.iban, debt) : undefined;
    options.push({ way: 'bank', copy: accounts.iban, ...(epcQr && { epcQr }) });
  }
  return options;
}
