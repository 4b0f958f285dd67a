import { toNestErrors } from '@hookform/resolvers';
import {
  type Course,
  type CourseBody,
  type CourseBodyInput,
  computeFinalPrice,
  courseBodySchema,
} from '@skillhub/shared/schemas/course';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/**
 * The builder's form values and their way to and from the contract's course body. The text lists live in
 * the form as `{ value }` items because react-hook-form's useFieldArray keeps ids on objects only; the
 * body sends key points and learning points as plain strings.
 */

export interface TextItem {
  value: string;
}

export interface CourseFormValues {
  title: string;
  subtitle: string;
  language: string | undefined;
  category: string | undefined;
  courseMode: string | undefined;
  courseLevel: string | undefined;
  thumbnail: string;
  brouchure: string;
  keypoints: TextItem[];
  tags: TextItem[];
  description: string;
  duration: string;
  whatWillYouLearn: TextItem[];
  price: { actualPrice: number | undefined; discountPercentage: number | undefined; finalPrice?: number };
  validity: string | undefined;
  skillAreas: string[];
  courseStatus: string | undefined;
}

/** The lists whose items are strings in the body and `{ value }` in the form. */
const STRING_LISTS = ['keypoints', 'whatWillYouLearn'] as const;

export const emptyCourseForm: CourseFormValues = {
  title: '',
  subtitle: '',
  language: undefined,
  category: undefined,
  courseMode: undefined,
  courseLevel: undefined,
  thumbnail: '',
  brouchure: '',
  keypoints: [{ value: '' }],
  tags: [{ value: '' }],
  description: '',
  duration: '',
  whatWillYouLearn: [{ value: '' }],
  price: { actualPrice: undefined, discountPercentage: undefined },
  validity: undefined,
  skillAreas: [],
  courseStatus: undefined,
};

export function courseToForm(course: Course): CourseFormValues {
  const items = (list: string[]) => (list.length ? list.map((value) => ({ value })) : [{ value: '' }]);
  return {
    title: course.title,
    subtitle: course.subtitle,
    language: course.language,
    category: course.category._id,
    courseMode: course.courseMode,
    courseLevel: course.courseLevel,
    thumbnail: course.thumbnail,
    brouchure: course.brouchure ?? '',
    keypoints: items(course.keypoints),
    tags: course.tags.length ? course.tags.map((t) => ({ value: t.value })) : [{ value: '' }],
    description: course.description,
    duration: course.duration,
    whatWillYouLearn: items(course.whatWillYouLearn),
    price: { actualPrice: course.price.actualPrice, discountPercentage: course.price.discountPercentage },
    validity: course.validity,
    skillAreas: course.skillAreas,
    courseStatus: course.courseStatus,
  };
}

/** The price the server will compute, or undefined while the actual price is not a valid amount yet. */
export function liveFinalPrice(price: CourseFormValues['price']): number | undefined {
  const { actualPrice, discountPercentage } = price;
  if (typeof actualPrice !== 'number' || !(actualPrice > 0)) return undefined;
  const discount = typeof discountPercentage === 'number' ? discountPercentage : 0;
  if (discount < 0 || discount > 100) return undefined;
  return computeFinalPrice(actualPrice, discount);
}

/** The body as the form holds it, before the schema checks it; the final price is computed, never typed. */
export function formToBodyInput(values: CourseFormValues, editing: boolean): CourseBodyInput {
  const { discountPercentage } = values.price;
  return {
    ...values,
    brouchure: values.brouchure,
    keypoints: values.keypoints.map((item) => item.value),
    whatWillYouLearn: values.whatWillYouLearn.map((item) => item.value),
    price: {
      actualPrice: values.price.actualPrice as number,
      discountPercentage: typeof discountPercentage === 'number' ? discountPercentage : undefined,
      // While the actual price is invalid its own message says so; no second message on the final price.
      finalPrice: liveFinalPrice(values.price) ?? 0,
    },
    courseStatus: editing ? values.courseStatus : undefined,
  } as CourseBodyInput;
}

/** A body path ('keypoints.0') as the form names the field ('keypoints.0.value'). */
export function formPath(path: string): string {
  const [list, index] = path.split('.');
  return STRING_LISTS.some((name) => name === list) && index !== undefined && /^\d+$/.test(index)
    ? `${list}.${index}.value`
    : path;
}

/** Checks the values with the contract's schema, so the form says exactly what the server would. */
export function courseFormResolver(editing: boolean): Resolver<CourseFormValues, unknown, CourseBody> {
  return (values, _context, options) => {
    const parsed = courseBodySchema.safeParse(formToBodyInput(values, editing));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const path = formPath(issue.path.map(String).join('.'));
      // A list that is empty names the list; react-hook-form shows an array's own message at `root`.
      const key =
        issue.code === 'too_small' && issue.origin === 'array' && issue.path.length === 1 ? `${path}.root` : path;
      flat[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) as FieldErrors<CourseFormValues> };
  };
}
