import { describe, expect, it } from 'vitest';
import { GST_STATES, GST_STATES_BY_NAME, gstStateName, isGstStateCode } from '../src/gst-states.ts';

describe('gst-states', () => {
  it('lists the 36 states and union territories and Other Territory, each code once', () => {
    expect(GST_STATES).toHaveLength(37);
    expect(new Set(GST_STATES.map((state) => state.code)).size).toBe(37);
    expect(GST_STATES.filter((state) => state.kind === 'state')).toHaveLength(28);
    expect(GST_STATES.filter((state) => state.kind === 'union-territory')).toHaveLength(8);
  });

  it('names a code and refuses codes no longer issued or not a place in India', () => {
    expect(gstStateName('29')).toBe('Karnataka');
    expect(gstStateName('37')).toBe('Andhra Pradesh');
    expect(gstStateName('38')).toBe('Ladakh');
    expect(gstStateName('97')).toBe('Other Territory');
    for (const code of ['00', '25', '28', '39', '96', '99', '7', 'KA']) expect(isGstStateCode(code)).toBe(false);
    expect(isGstStateCode(27)).toBe(false);
    expect(isGstStateCode('27')).toBe(true);
  });

  it('orders the drop-down by name', () => {
    expect(GST_STATES_BY_NAME[0]?.name).toBe('Andaman and Nicobar Islands');
    expect(GST_STATES_BY_NAME.at(-1)?.name).toBe('West Bengal');
    // As an English reader sorts them.
    const byCollator = [...GST_STATES].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    expect(GST_STATES_BY_NAME.map((state) => state.name)).toEqual(byCollator.map((state) => state.name));
  });
});
