import { indiaDayOf } from '../dashboard/dashboard-period.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The India date of an instant as GST documents and the GST offline tool write it, dd-Mmm-yyyy: 05-Apr-2026.
 * An invoice issued at 23:59 on 31 March in India is dated 31 March, whatever the server's zone.
 */
export function gstDate(instant: Date): string {
  const [year, month, day] = indiaDayOf(instant).split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}
