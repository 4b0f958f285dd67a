const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1-99: "Seven", "Nineteen", "Forty", "Ninety-Nine". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

/** 1-999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(' ');
}

/**
 * A whole number in Indian English words, grouped the Indian way: crore (10^7), lakh (10^5), thousand,
 * hundred, so 1,00,000 is "One Lakh" and 99,99,99,999 "Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine
 * Thousand Nine Hundred Ninety-Nine". A number of crores above 99 is itself said in words ("One Thousand
 * Crore"), as Indian accounts write it.
 */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const words: string[] = [];
  if (crores > 0) words.push(`${numberInIndianWords(crores)} Crore`);
  if (lakhs > 0) words.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) words.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) words.push(belowThousand(rest));
  return words.join(' ');
}

/**
 * An amount in integer paise as an invoice writes it in words: "Rupees Four Thousand Nine Hundred
 * Ninety-Nine and Fifty Paise Only"; whole rupees drop the paise ("Rupees One Lakh Only"), less than a
 * rupee drops the rupees ("Fifty Paise Only"), nothing at all is "Rupees Zero Only".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = `${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'}`;
  if (rest === 0) return `Rupees ${numberInIndianWords(rupees)} Only`;
  if (rupees === 0) return `${paiseWords} Only`;
  return `Rupees ${numberInIndianWords(rupees)} and ${paiseWords} Only`;
}
