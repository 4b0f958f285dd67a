/**
 * Demo purchases, so the dashboard has revenue to show on a demo run: learners who bought published demo
 * courses through Razorpay over the last two months. They have no printed login (their passwords are generated
 * and never shown); the demo learner's own enrolments are left alone.
 */

export const DEMO_BUYERS = [
  { name: 'Ananya Iyer', email: 'ananya.iyer@skillhub.local' },
  { name: 'Arjun Nair', email: 'arjun.nair@skillhub.local' },
  { name: 'Sneha Patil', email: 'sneha.patil@skillhub.local' },
  { name: 'Vikram Singh', email: 'vikram.singh@skillhub.local' },
  { name: 'Kavya Reddy', email: 'kavya.reddy@skillhub.local' },
  { name: 'Rohan Gupta', email: 'rohan.gupta@skillhub.local' },
  { name: 'Meera Joshi', email: 'meera.joshi@skillhub.local' },
] as const;

export interface DemoPurchase {
  /** index into DEMO_BUYERS */
  buyer: number;
  /** index into the published demo courses, oldest first */
  course: number;
  /** paid this many days and hours before the seeding: 0-28 days is inside the dashboard's 30 days */
  daysAgo: number;
  hoursAgo: number;
}

const purchase = (buyer: number, course: number, daysAgo: number, hoursAgo: number): DemoPurchase => ({
  buyer,
  course,
  daysAgo,
  hoursAgo,
});

/** One purchase per buyer and course (an enrolment is one row per learner and course). */
export const DEMO_PURCHASES: readonly DemoPurchase[] = [
  // The last 30 days: 25 orders.
  purchase(0, 0, 1, 3),
  purchase(0, 3, 12, 5),
  purchase(0, 6, 26, 2),
  purchase(1, 2, 0, 2),
  purchase(1, 5, 8, 4),
  purchase(1, 4, 19, 6),
  purchase(1, 8, 28, 2),
  purchase(2, 3, 2, 7),
  purchase(2, 7, 14, 3),
  purchase(2, 8, 27, 5),
  purchase(3, 0, 4, 1),
  purchase(3, 1, 11, 8),
  purchase(3, 6, 22, 4),
  purchase(3, 4, 7, 3),
  purchase(4, 5, 3, 6),
  purchase(4, 2, 9, 2),
  purchase(4, 4, 16, 7),
  purchase(4, 8, 24, 3),
  purchase(5, 7, 5, 5),
  purchase(5, 0, 13, 2),
  purchase(5, 3, 20, 9),
  purchase(6, 1, 6, 4),
  purchase(6, 2, 10, 6),
  purchase(6, 6, 15, 1),
  purchase(6, 5, 18, 8),
  // 31-60 days ago: 5 orders.
  purchase(0, 2, 33, 4),
  purchase(2, 1, 38, 6),
  purchase(5, 5, 45, 3),
  purchase(6, 7, 52, 5),
  purchase(3, 3, 59, 2),
];
