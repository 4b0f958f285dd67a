/** How the learner pages show money, dates and video times: Indian rupees, Indian date order, m:ss. */

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const day = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });

/** Paise only when there are any: ₹34,999 but ₹4,999.50. */
export function formatInr(rupees: number): string {
  return Number.isInteger(rupees) ? wholeRupees.format(rupees) : withPaise.format(rupees);
}

export const formatDay = (iso: string) => day.format(new Date(iso));

/** 75 -> '01:15', 3725 -> '1:02:05': the clock a video player shows. */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return `${hours > 0 ? `${hours}:` : ''}${String(minutes).padStart(2, '0')}:${seconds}`;
}
