import { fillTextVariables, type SequenceVariable } from '@skillhub/shared/schemas/lead-sequence';

/** A variable with no value fills it with this: the API refuses an empty parameter. */
const EMPTY_VALUE = '-';

export interface LeadValues {
  name: string;
  course: string | null;
  counsellor: string | null;
  coupon: string | null;
}

/** The template's variables for one lead, in order. */
export function variableValues(variables: SequenceVariable[], lead: LeadValues): string[] {
  return variables.map((variable) => {
    const value = variable.source === 'text' ? variable.value : lead[variable.field];
    return value?.trim() || EMPTY_VALUE;
  });
}

/** A free-text step's message for one lead: each {field} filled as a template's variable would be. */
export function fillFreeText(text: string, lead: LeadValues): string {
  return fillTextVariables(text, (field) => lead[field]?.trim() || EMPTY_VALUE);
}
