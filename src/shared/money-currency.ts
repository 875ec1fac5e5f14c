import { DEFAULT_CURRENCY, isCurrencyCode } from './money';

/** The euro area (ISO 3166 regions), and the places that use the euro without being part of it. */
const EURO_REGIONS =
  'AD AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MC ME MT NL PT SI SK SM VA XK GF GP MQ RE YT PM BL MF';

/** Region and currency pairs beyond the euro, as "region:currency". */
const OTHER_REGIONS = `US:USD PR:USD EC:USD SV:USD PA:USD CA:CAD MX:MXN GB:GBP CH:CHF LI:CHF NO:NOK SE:SEK
  DK:DKK IS:ISK PL:PLN CZ:CZK HU:HUF RO:RON BG:BGN RS:RSD UA:UAH TR:TRY RU:RUB IL:ILS AE:AED SA:SAR QA:QAR
  KW:KWD BH:BHD OM:OMR JO:JOD EG:EGP MA:MAD TN:TND DZ:DZD NG:NGN GH:GHS KE:KES ZA:ZAR IN:INR PK:PKR BD:BDT
  LK:LKR NP:NPR CN:CNY HK:HKD TW:TWD JP:JPY KR:KRW SG:SGD MY:MYR TH:THB VN:VND ID:IDR PH:PHP AU:AUD NZ:NZD
  BR:BRL AR:ARS CL:CLP CO:COP PE:PEN UY:UYU PY:PYG BO:BOB VE:VES CR:CRC GT:GTQ DO:DOP`;

/**
 * The currency most people of a region pay in, for the regions people are most likely to write from; a region
 * not here starts from US dollars, and the creator picks another from Intl's whole list. Intl itself has no
 * region-to-currency table.
 */
const REGION_CURRENCY: ReadonlyMap<string, string> = new Map([
  ...EURO_REGIONS.split(' ').map((region): [string, string] => [region, 'EUR']),
  ...OTHER_REGIONS.split(/\s+/).map((pair): [string, string] => {
    const [region = '', currency = ''] = pair.split(':');
    return [region, currency];
  }),
]);

/**
 * The currency a new group starts with for a creator writing in `locale` (BCP 47): its region's, e.g. fr-FR →
 * EUR, en-IN → INR, ja-JP → JPY; a locale without a region takes its likeliest one (fr → FR). US dollars when
 * the region is unknown or its currency is not one Intl knows here.
 */
export function currencyForLocale(locale: string): string {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    const currency = region ? REGION_CURRENCY.get(region) : undefined;
    return currency && isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

/** Every currency Intl knows here, named in the viewer's language, e.g. { code: 'EUR', name: 'euro' }. */
export function currencyChoices(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'currency' });
  return Intl.supportedValuesOf('currency').map((code) => ({ code, name: names.of(code) ?? code }));
}
