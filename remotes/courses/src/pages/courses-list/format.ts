/** How the course pages show money and dates: Indian rupees and Indian date order. */

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
const day = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });

export const formatRupees = (amount: number) => rupees.format(amount);
export const formatDay = (iso: string) => day.format(new Date(iso));
