import { describe, expect, it } from 'vitest';
import { CloudApiError } from '../../src/modules/whatsapp/cloud-api/cloud-api.ts';
import { createSendBackOff, MAX_PAUSE_MS, throttleOf } from '../../src/modules/whatsapp/send-back-off.ts';

/** A back-off on a clock of the test's own (ms). */
function backOffAt(inARow = 3) {
  const clock = { now: 0 };
  const backOff = createSendBackOff({ inARow, now: () => clock.now });
  const refused = (kind: Parameters<typeof backOff.refused>[0], leftAt = clock.now, refusedBefore = 0) =>
    backOff.refused(kind, { leftAt, refusedBefore, retryAfterMs: null });
  return { clock, backOff, refused };
}

describe("the sender's back-off", () => {
  it('tells the kinds of throttling apart by their codes', () => {
    const error = (status: number, code: number) => new CloudApiError('refused', status, code);
    expect(throttleOf(error(429, 130429))).toBe('throughput');
    expect(throttleOf(error(400, 131056))).toBe('pair');
    expect(throttleOf(error(400, 131048))).toBe('account');
    expect(throttleOf(error(400, 80007))).toBe('account');
    expect(throttleOf(error(400, 4))).toBe('account');
    expect(throttleOf(error(429, 0))).toBe('account');
    expect(throttleOf(error(500, 131000))).toBeNull();
    expect(throttleOf(error(400, 131026))).toBeNull();
  });

  it('pauses nobody for a lone refusal over the throughput, nor for refusals with sends taken between them', () => {
    const { backOff, refused } = backOffAt();
    for (let i = 0; i < 10; i++) {
      expect(refused('throughput')).toBe(0);
      expect(refused('throughput')).toBe(0);
      backOff.taken();
    }
  });

  it('pauses the account when refusals come in a row, twice as long each time until a send is taken', () => {
    const { clock, backOff, refused } = backOffAt(3);
    expect(refused('throughput')).toBe(0);
    expect(refused('throughput')).toBe(0);
    expect(refused('throughput')).toBe(1000);
    // Sends that left before the pause ended wait for it, and ask for no longer one.
    clock.now = 500;
    expect(refused('throughput', 400)).toBe(0);
    // Refused again after the pause: twice as long, and so on up to the longest pause.
    clock.now = 1500;
    expect(refused('throughput')).toBe(2000);
    clock.now = 4000;
    expect(refused('throughput')).toBe(4000);
    for (let at = 10_000; at < 200_000; at += 40_000) {
      clock.now = at;
      expect(refused('throughput')).toBeLessThanOrEqual(MAX_PAUSE_MS);
    }
    clock.now = 300_000;
    expect(refused('throughput')).toBe(MAX_PAUSE_MS);
    // A send taken ends the stretch: the next lone refusal pauses nobody, and a pause starts again from 1 s.
    backOff.taken();
    clock.now = 400_000;
    expect(refused('throughput')).toBe(0);
    expect(refused('throughput')).toBe(0);
    expect(refused('throughput')).toBe(1000);
  });

  it("pauses when one message is refused again in the slot it was moved to, at least for the API's Retry-After", () => {
    const { backOff } = backOffAt(100);
    expect(backOff.refused('throughput', { leftAt: 0, refusedBefore: 0, retryAfterMs: null })).toBe(0);
    expect(backOff.refused('throughput', { leftAt: 0, refusedBefore: 1, retryAfterMs: 3000 })).toBe(3000);
  });

  it('pauses the account for any refusal of the account as a whole, and never for a pair rate', () => {
    const { clock, refused } = backOffAt(3);
    expect(refused('pair')).toBe(0);
    expect(refused('pair')).toBe(0);
    expect(refused('pair')).toBe(0);
    expect(refused('account')).toBe(1000);
    clock.now = 2000;
    expect(refused('pair')).toBe(0);
    expect(refused('account')).toBe(2000);
  });
});
