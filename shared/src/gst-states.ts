/**
 * The places of supply a buyer in India picks from: every state and union territory with its GST state code
 * (the first two digits of a GSTIN registered there). Left out on purpose: 25 (Daman and Diu) and
 * 28 (Andhra Pradesh before its division), codes no longer issued since those territories took 26 and 37;
 * 96 (foreign country), since a supply abroad is an export, not a sale with a state; and 99 (centre
 * jurisdiction), which registers foreign online service providers, never a buyer's place.
 */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir', kind: 'union-territory' },
  { code: '02', name: 'Himachal Pradesh', kind: 'state' },
  { code: '03', name: 'Punjab', kind: 'state' },
  { code: '04', name: 'Chandigarh', kind: 'union-territory' },
  { code: '05', name: 'Uttarakhand', kind: 'state' },
  { code: '06', name: 'Haryana', kind: 'state' },
  { code: '07', name: 'Delhi', kind: 'union-territory' },
  { code: '08', name: 'Rajasthan', kind: 'state' },
  { code: '09', name: 'Uttar Pradesh', kind: 'state' },
  { code: '10', name: 'Bihar', kind: 'state' },
  { code: '11', name: 'Sikkim', kind: 'state' },
  { code: '12', name: 'Arunachal Pradesh', kind: 'state' },
  { code: '13', name: 'Nagaland', kind: 'state' },
  { code: '14', name: 'Manipur', kind: 'state' },
  { code: '15', name: 'Mizoram', kind: 'state' },
  { code: '16', name: 'Tripura', kind: 'state' },
  { code: '17', name: 'Meghalaya', kind: 'state' },
  { code: '18', name: 'Assam', kind: 'state' },
  { code: '19', name: 'West Bengal', kind: 'state' },
  { code: '20', name: 'Jharkhand', kind: 'state' },
  { code: '21', name: 'Odisha', kind: 'state' },
  { code: '22', name: 'Chhattisgarh', kind: 'state' },
  { code: '23', name: 'Madhya Pradesh', kind: 'state' },
  { code: '24', name: 'Gujarat', kind: 'state' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'union-territory' },
  { code: '27', name: 'Maharashtra', kind: 'state' },
  { code: '29', name: 'Karnataka', kind: 'state' },
  { code: '30', name: 'Goa', kind: 'state' },
  { code: '31', name: 'Lakshadweep', kind: 'union-territory' },
  { code: '32', name: 'Kerala', kind: 'state' },
  { code: '33', name: 'Tamil Nadu', kind: 'state' },
  { code: '34', name: 'Puducherry', kind: 'union-territory' },
  { code: '35', name: 'Andaman and Nicobar Islands', kind: 'union-territory' },
  { code: '36', name: 'Telangana', kind: 'state' },
  { code: '37', name: 'Andhra Pradesh', kind: 'state' },
  { code: '38', name: 'Ladakh', kind: 'union-territory' },
  { code: '97', name: 'Other Territory', kind: 'other-territory' },
] as const satisfies readonly { code: string; name: string; kind: 'state' | 'union-territory' | 'other-territory' }[];

export type GstState = (typeof GST_STATES)[number];
export type GstStateCode = GstState['code'];

const BY_CODE: ReadonlyMap<string, GstState> = new Map(GST_STATES.map((state) => [state.code, state]));

export const isGstStateCode = (value: unknown): value is GstStateCode =>
  typeof value === 'string' && BY_CODE.has(value);

/** The state's name for a code from the list; undefined for any other string. */
export function gstStateName(code: string): string | undefined {
  return BY_CODE.get(code)?.name;
}

/** The states in alphabetical order, as a buyer looks for theirs in a drop-down (the codes' order means nothing to them). */
// By the names' characters, not a collator: they are plain English words, each capitalised, where both orders agree
// (a test holds them to the English collator's), and creating a collator as the payment page's code starts took
// 0.2 s of a 4x-slowed phone's processor.
export const GST_STATES_BY_NAME: readonly GstState[] = [...GST_STATES].sort((a, b) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
);
